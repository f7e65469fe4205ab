import { pageDataMachine } from '@machines/pageData';
import { fromPromise } from 'xstate';
import { fetchEmployee } from '@/lib/http/api';

/** The employee page's "load one thing" flow with the real call (SPEC 7, /employee/{id}). */
export const createEmployeeLogic = () =>
  pageDataMachine.provide({
    actors: { load: fromPromise<unknown, { key: string }>(({ input }) => fetchEmployee(input.key)) },
  });
