import type { Employee } from '@contract/publicContent';
import { fetchEmployee } from '@/lib/http/api';
import { resourceLogic, useResource } from '@/lib/useResource';

const employeeLogic = resourceLogic(fetchEmployee);

/** The employee of /employee/{id}: loading, ready, not found or failed, and Retry. */
export const useEmployee = (id: string) => useResource<Employee>(employeeLogic, id);
