import type { Employee } from '@contract/publicContent';
import { usePageData } from '@/lib/http/usePageData';
import { createEmployeeLogic } from './employee.effects';

/** The employee of /employee/{id}: loading, ready, not found or failed, and Retry. */
export const useEmployee = (id: string) => usePageData<Employee>(createEmployeeLogic, { key: id });
