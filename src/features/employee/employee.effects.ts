import { pageResourceMachine } from '@machines/pageResource';
import { fromPromise } from 'xstate';
import { fetchEmployee } from '@/lib/api';

/** The employee page's "load one thing" flow with the real call (SPEC 7, /employee/{id}). */
export const employeeLogic = pageResourceMachine.provide({
  actors: { load: fromPromise<unknown, { id: string }>(({ input }) => fetchEmployee(input.id)) },
});
