import { assign, fromPromise, setup } from 'xstate';
import { BUTTON_LABELS } from '../contract/buttonLabels';
import { errorMessage } from './errorMessage';
import type { WordsFor } from './words';

// What a page shows, loaded once (SPEC 7, DESIGN 4 and 5). Two kinds of page run it:
// - a prerendered route: its payload is read from the HTML on the first load (the input's `initial`),
//   or `{path}/_payload.json?{buildHash}` is fetched on a client navigation (the route middleware
//   usually has it already: then it is the `initial` too); the key is the path;
// - a page with an id in its path (employees, online forms): the API call for the id; the key is the id.
// start -> ready (data in hand) | notFound (known missing) | loading -> ready | notFound (404) | failed (Retry loads again).
// The app's actions drive the loading bar.

export interface PageDataInput {
  /** What to load: the page's path (e.g. /blog/automating-month-end-close), or the id of its path (e.g. maya-patel). */
  key: string;
  /**
   * The data already in hand: read by start-up before hydrating (the page the browser loaded), or
   * loaded by the route middleware before it committed the navigation.
   */
  initial?: unknown;
  /** The route middleware already found that there is no such page (404). */
  missing?: boolean;
}

export interface PageDataContext {
  key: string;
  /** What `load` resolved with; set in `ready`. Callers know its shape from the route or the API call. */
  data: unknown;
  /** Why the last load failed (`failed` only). */
  error: string | null;
  missing: boolean;
}

export type PageDataEvent = { type: 'page.retry' };

/** A rejection tagged with the HTTP status (`{ status: 404 }`): there is no such page or thing. */
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
    /** App: the payload or the API call for the key; rejects with `{ status: 404 }` when there is none. */
    load: fromPromise<unknown, { key: string }>(async () => {
      throw new Error('load: not provided');
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
  description:
    "What a page shows, loaded once: a prerendered page's payload (in the first HTML, else {path}/_payload.json) or the API call for a page's id; ready, not found or failed.",
  meta: {
    name: 'Page data',
    exampleInput: { key: '/blog/example' },
    words: {
      calls: {
        load: {
          does: 'Downloads what the page shows',
          done: 'It is in',
          error: 'It cannot be downloaded (or there is no such page)',
        },
      },
      events: { 'page.retry': `The visitor presses ${BUTTON_LABELS.retry}` },
      guards: {
        hasInitialData: 'What the page shows came with the page',
        knownMissing: 'The page is already known not to exist',
        missing: 'The server says there is no such page',
      },
    },
  } satisfies WordsFor<PageDataEvent>,
  context: ({ input }) => ({
    key: input.key,
    data: input.initial,
    error: null,
    missing: Boolean(input.missing),
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Checking whether what the page shows came with the page',
      // Data in hand (or known missing) needs no load and no loading bar.
      always: [
        { guard: 'hasInitialData', target: 'ready' },
        { guard: 'knownMissing', target: 'notFound' },
        { target: 'loading' },
      ],
    },
    loading: {
      description: 'Downloading what the page shows; the loading bar runs',
      entry: 'reportLoading',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ key: context.key }),
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
      description: 'It is in and the page shows it',
      type: 'final',
    },
    notFound: {
      description: 'There is no such page: the not-found page is shown',
      type: 'final',
    },
    failed: {
      description: 'It could not be downloaded; the page offers Retry',
      on: { 'page.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
