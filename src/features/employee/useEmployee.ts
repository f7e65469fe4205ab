import type { Employee } from '@contract/content';
import { useResource } from '@/lib/useResource';
import { employeeLogic } from './employee.effects';

/** The employee of /employee/{id}: loading, ready, not found or failed, and Retry. */
export const useEmployee = (id: string) => useResource<Employee>(employeeLogic, id);
