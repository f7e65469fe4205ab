import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './errorMessage';
import type { WordsFor } from './words';

// A prerendered route's data (SPEC 7, DESIGN 4): the first page load reads it from the HTML (the
// input's `initial`), a client-side navigation fetches `{path}/_payload.json?{buildHash}` (the route
// middleware usually has it already: then it is the `initial` too).
// start -> ready (data in hand) | notFound (known missing) | loading -> ready | notFound (404) | failed (Retry loads again).
// The app's actions drive the loading bar.

export interface PageDataInput {
  /** The page's path, e.g. /blog/automating-month-end-close. */
  path: string;
  /**
   * The payload already in hand: embedded in the prerendered HTML (the page the browser loaded), or
   * loaded by the route middleware before it committed the navigation.
   */
  initial?: unknown;
  /** The route middleware already found that the payload does not exist (404). */
  missing?: boolean;
}

export interface PageDataContext {
  path: string;
  /** The payload; set in `ready`. Callers know its shape from the route. */
  data: unknown;
  /** Why the last fetch failed (`failed` only). */
  error: string | null;
  missing: boolean;
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
    knownMissing: ({ context }) => context.missing,
    missing: (_, params: { error: unknown }) => isMissingPayload(params.error),
  },
}).createMachine({
  id: 'pageData',
  meta: {
    words: {
      calls: {
        fetchPayload: {
          does: "Downloads the page's content",
          done: 'The content is in',
          error: 'The content cannot be downloaded (or there is no such page)',
        },
      },
      events: { 'page.retry': 'The visitor presses Retry' },
      guards: {
        hasInitialData: "The page's content came with the page",
        knownMissing: 'The page is already known to have no content',
        missing: 'The server says the page has no content',
      },
    },
  } satisfies WordsFor<PageDataEvent>,
  context: ({ input }) => ({
    path: input.path,
    data: input.initial,
    error: null,
    missing: Boolean(input.missing),
  }),
  initial: 'start',
  states: {
    start: {
      description: "Checking whether the page's content came with the page",
      // Data in hand (or known missing) needs no fetch and no loading bar.
      always: [
        { guard: 'hasInitialData', target: 'ready' },
        { guard: 'knownMissing', target: 'notFound' },
        { target: 'loading' },
      ],
    },
    loading: {
      description: "Downloading the page's content; the loading bar runs",
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
    ready: {
      description: "The page's content is in and shown",
      type: 'final',
    },
    notFound: {
      description: 'The page has no content: the not-found page is shown',
      type: 'final',
    },
    failed: {
      description: 'The content could not be downloaded; the page offers Retry',
      on: { 'page.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
