import { and, assign, fromPromise, setup } from 'xstate';
import { BUILD_POLL_MS, RELOAD_GUARD_MS } from './constants';

// New-build detection and the chunk-load guard (SPEC 4 'Build update', 7, 8).
// Polls builds/latest.json every BUILD_POLL_MS; a different id marks the app updated and polling
// stops. After that, a failed chunk load reloads the page, at most once per RELOAD_GUARD_MS per path.

export interface BuildUpdateInput {
  currentBuildId: string;
}

export interface BuildUpdateContext {
  currentBuildId: string;
  latestBuildId: string | null;
  updated: boolean;
  /** Path -> time (ms) of the last reload this guard triggered for it. */
  reloads: Record<string, number>;
}

export type BuildUpdateEvent =
  | { type: 'build.check' }
  /** `now` is the caller's clock (Date.now()), so the machine stays pure. */
  | { type: 'build.chunkFailed'; path: string; now: number };

export interface LatestBuild {
  id: string;
}

export const buildUpdateMachine = setup({
  types: {
    input: {} as BuildUpdateInput,
    context: {} as BuildUpdateContext,
    events: {} as BuildUpdateEvent,
  },
  actors: {
    /** App: GET builds/latest.json?{timestamp}. */
    fetchLatestBuild: fromPromise<LatestBuild>(async () => {
      throw new Error('fetchLatestBuild: not provided');
    }),
  },
  actions: {
    /** App: console.error; manifest failures are logged only (SPEC 8). */
    logManifestError: (_, _params: { error: unknown }) => {},
    /** App: reload the page at this path, keeping state. */
    reloadPage: (_, _params: { path: string }) => {},
  },
  guards: {
    isNewBuild: (_, params: { latestBuildId: string; currentBuildId: string }) =>
      params.latestBuildId !== params.currentBuildId,
    isUpdated: ({ context }) => context.updated,
    isReloadAllowed: ({ context, event }) => {
      if (event.type !== 'build.chunkFailed') return false;
      const last = context.reloads[event.path];
      return last === undefined || event.now - last >= RELOAD_GUARD_MS;
    },
  },
  delays: {
    pollInterval: BUILD_POLL_MS,
  },
}).createMachine({
  id: 'buildUpdate',
  context: ({ input }) => ({
    currentBuildId: input.currentBuildId,
    latestBuildId: null,
    updated: false,
    reloads: {},
  }),
  initial: 'waiting',
  on: {
    'build.chunkFailed': {
      guard: and(['isUpdated', 'isReloadAllowed']),
      actions: [
        assign({ reloads: ({ context, event }) => ({ ...context.reloads, [event.path]: event.now }) }),
        { type: 'reloadPage', params: ({ event }) => ({ path: event.path }) },
      ],
    },
  },
  states: {
    waiting: {
      after: { pollInterval: 'checking' },
      on: { 'build.check': 'checking' },
    },
    checking: {
      invoke: {
        id: 'fetchLatestBuild',
        src: 'fetchLatestBuild',
        onDone: [
          {
            guard: {
              type: 'isNewBuild',
              params: ({ context, event }) => ({
                latestBuildId: event.output.id,
                currentBuildId: context.currentBuildId,
              }),
            },
            target: 'updated',
            actions: assign({ latestBuildId: ({ event }) => event.output.id, updated: true }),
          },
          { target: 'waiting', actions: assign({ latestBuildId: ({ event }) => event.output.id }) },
        ],
        onError: {
          target: 'waiting',
          actions: { type: 'logManifestError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Not final: the chunk-load guard keeps listening. Nothing more to poll for.
    updated: {},
  },
});
