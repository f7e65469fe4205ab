import type { Employee } from '@contract/publicContent';
import { useResource } from '@/lib/http/useResource';
import { employeeLogic } from './employee.effects';

/** The employee of /employee/{id}: loading, ready, not found or failed, and Retry. */
export const useEmployee = (id: string) => useResource<Employee>(employeeLogic, id);
