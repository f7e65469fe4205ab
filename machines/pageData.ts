import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './errorMessage';

// A prerendered route's data (SPEC 7, DESIGN 4): the first page load reads it from the HTML (the
// input's `initial`), a client-side navigation fetches `{path}/_payload.json?{buildHash}`.
// start -> ready (embedded data) | loading -> ready | notFound (404) | failed (Retry loads again).
// The app's actions drive the loading bar.

export interface PageDataInput {
  /** The page's path, e.g. /blog/automating-month-end-close. */
  path: string;
  /** The payload embedded in the prerendered HTML, when this is the page the browser loaded. */
  initial?: unknown;
}

export interface PageDataContext {
  path: string;
  /** The payload; set in `ready`. Callers know its shape from the route. */
  data: unknown;
  /** Why the last fetch failed (`failed` only). */
  error: string | null;
}

export type PageDataEvent = { type: 'page.retry' };

/** A rejection tagged with the HTTP status (`{ status: 404 }`): the payload does not exist. */
export function isMissingPayload(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'status') === 404;
}

export const pageDataMachine = setup({
  types: {
    input: {} as PageDataInput,
    context: {} as PageDataContext,
    events: {} as PageDataEvent,
  },
  actors: {
    /** App: GET {path}/_payload.json?{buildHash}; rejects with `{ status: 404 }` when there is none. */
    fetchPayload: fromPromise<unknown, { path: string }>(async () => {
      throw new Error('fetchPayload: not provided');
    }),
  },
  actions: {
    /** App: the loading bar starts. */
    reportLoading: () => {},
    /** App: the loading bar finishes. */
    reportLoaded: () => {},
    /** App: the loading bar turns to its error colour. */
    reportFailed: () => {},
  },
  guards: {
    hasInitialData: ({ context }) => context.data !== undefined,
    missing: (_, params: { error: unknown }) => isMissingPayload(params.error),
  },
}).createMachine({
  id: 'pageData',
  context: ({ input }) => ({ path: input.path, data: input.initial, error: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasInitialData', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      entry: 'reportLoading',
      invoke: {
        id: 'fetchPayload',
        src: 'fetchPayload',
        input: ({ context }) => ({ path: context.path }),
        onDone: {
          target: 'ready',
          actions: [assign({ data: ({ event }) => event.output, error: null }), 'reportLoaded'],
        },
        onError: [
          {
            guard: { type: 'missing', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: 'reportFailed',
          },
          {
            target: 'failed',
            actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'reportFailed'],
          },
        ],
      },
    },
    ready: { type: 'final' },
    notFound: { type: 'final' },
    failed: {
      on: { 'page.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
