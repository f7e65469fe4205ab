import type { Employee } from '@contract/content';
import { fetchEmployee } from '@/lib/api';
import { resourceLogic, useResource } from '@/lib/pageResource';

const employeeLogic = resourceLogic(fetchEmployee);

/** The employee of /employee/{id}: loading, ready, not found or failed, and Retry. */
export const useEmployee = (id: string) => useResource<Employee>(employeeLogic, id);
