import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './errorMessage';
import type { WordsFor } from './words';

// "Load one thing" for a page with an id in its path (DESIGN 5: employees, online forms):
// loading -> ready | notFound (the API answered 404) | failed (anything else; Retry loads again).

export interface PageResourceInput {
  /** The id from the path, e.g. `maya-patel` of /employee/maya-patel. */
  id: string;
}

export interface PageResourceContext {
  id: string;
  /** What `load` resolved with; set in `ready`. Callers check its shape (the API call already did). */
  data: unknown;
  /** Why the last load failed (`failed` only). */
  error: string | null;
}

export type PageResourceEvent = { type: 'resource.retry' };

/** A rejection the app's client tags with the HTTP status (`{ status: 404, message }`). */
export function isNotFoundRejection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'status') === 404;
}

export const pageResourceMachine = setup({
  types: {
    input: {} as PageResourceInput,
    context: {} as PageResourceContext,
    events: {} as PageResourceEvent,
  },
  actors: {
    /** App: the typed API call for the id; rejects with `{ status: 404 }` when there is no such thing. */
    load: fromPromise<unknown, PageResourceInput>(async () => {
      throw new Error('load: not provided');
    }),
  },
  guards: {
    notFound: (_, params: { error: unknown }) => isNotFoundRejection(params.error),
  },
}).createMachine({
  id: 'pageResource',
  meta: {
    words: {
      calls: {
        load: {
          does: 'Asks the server for what the page shows',
          done: 'The server sends it',
          error: 'The server has no such thing, or cannot be reached',
        },
      },
      events: { 'resource.retry': 'The visitor presses Retry' },
      guards: { notFound: 'The server says there is no such thing' },
    },
  } satisfies WordsFor<PageResourceEvent>,
  context: ({ input }) => ({ id: input.id, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading what the page shows (e.g. an employee or an online form)',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: [
          {
            guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    ready: {
      description: 'It is loaded and the page shows it',
      type: 'final',
    },
    notFound: {
      description: 'There is no such thing: the not-found page is shown',
      type: 'final',
    },
    failed: {
      description: 'Loading failed; the page offers Retry',
      on: { 'resource.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
