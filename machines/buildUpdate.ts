import { assign, fromPromise, setup } from 'xstate';
import { BUILD_POLL_MS, RELOAD_GUARD_MS } from './constants';
import type { WordsFor } from './words';

// New-build detection and the chunk-load reload guard (SPEC 4 'Build update', 7, 8).
// Polls builds/latest.json every BUILD_POLL_MS; a different id marks the app updated (the visitor is
// told a new version is available) and polling stops. When a page's code fails to load, the build is
// checked at once: with a new build the page reloads (keeping state), at most once per RELOAD_GUARD_MS
// per path; the guard's record comes in with the input and goes out through `rememberReload`, so it
// survives the reload. With no new build, or a reload too soon after the last, the error page stays.

export interface BuildUpdateInput {
  currentBuildId: string;
  /** Path -> time (ms) of the last reload the guard allowed for it (from sessionStorage). */
  reloads?: Record<string, number>;
}

export interface ChunkFailure {
  /** The href to reload at (path, query and hash). */
  href: string;
  /** The guard's key. */
  path: string;
  /** The caller's clock (Date.now()), so the machine stays pure. */
  now: number;
}

export interface BuildUpdateContext {
  currentBuildId: string;
  latestBuildId: string | null;
  updated: boolean;
  reloads: Record<string, number>;
  /** The failed load waiting for the build check. */
  failure: ChunkFailure | null;
}

export type BuildUpdateEvent = { type: 'build.check' } | ({ type: 'build.chunkFailed' } & ChunkFailure);

export interface LatestBuild {
  id: string;
}

/** The failed load: `build.chunkFailed` keeps it before any step that reads it (guard `hasFailure`). */
function failureOf(context: BuildUpdateContext): ChunkFailure {
  if (!context.failure) throw new Error('buildUpdate: no failed load to act on');
  return context.failure;
}

export const buildUpdateMachine = setup({
  types: {
    input: {} as BuildUpdateInput,
    context: {} as BuildUpdateContext,
    events: {} as BuildUpdateEvent,
  },
  actors: {
    /** App: GET builds/latest.json?{timestamp}, with plain fetch (no Authorization, no toast). */
    fetchLatestBuild: fromPromise<LatestBuild>(async () => {
      throw new Error('fetchLatestBuild: not provided');
    }),
  },
  actions: {
    /** App: console.error; the check's failures are logged only (SPEC 8). */
    logManifestError: (_, _params: { error: unknown }) => {},
    /** A new version is out; the app's notice draws itself from `updated`, so the app runs nothing here. */
    notifyNewBuild: () => {},
    /** App: write the guard's record to sessionStorage. */
    rememberReload: (_, _params: { reloads: Record<string, number> }) => {},
    /** App: persist the app actors' snapshots and the scroll position, then load `href` afresh. */
    reloadPage: (_, _params: { href: string; path: string }) => {},
    /** App: the page stays on the error page ("Internal Server Error"); navigating again retries. */
    keepErrorPage: (_, _params: { path: string }) => {},
    rememberFailure: assign({
      failure: ({ event }) =>
        event.type === 'build.chunkFailed' ? { href: event.href, path: event.path, now: event.now } : null,
    }),
    forgetFailure: assign({ failure: null }),
  },
  guards: {
    isNewBuild: (_, params: { latestBuildId: string; currentBuildId: string }) =>
      params.latestBuildId !== params.currentBuildId,
    hasFailure: ({ context }) => context.failure !== null,
    isReloadAllowed: ({ context }) => {
      const failure = context.failure;
      if (!failure) return false;
      const last = context.reloads[failure.path];
      return last === undefined || failure.now - last >= RELOAD_GUARD_MS;
    },
  },
  delays: {
    pollInterval: BUILD_POLL_MS,
  },
}).createMachine({
  id: 'buildUpdate',
  description: 'Hourly new-build polling and the once-per-10-seconds chunk-load reload guard.',
  meta: {
    name: 'New version check',
    exampleInput: { currentBuildId: 'current' },
    words: {
      calls: {
        fetchLatestBuild: {
          does: 'Asks the server which build of the site is the latest',
          done: 'The server names the latest build',
          error: 'The server cannot be reached',
        },
      },
      events: {
        'build.check': 'The site asks for a check for a new version now',
        'build.chunkFailed':
          'Part of a page could not be downloaded (often because a new version replaced it)',
      },
      guards: {
        isNewBuild: 'The latest version differs from the one the visitor has',
        hasFailure: 'A page failed to download and waits for the answer',
        isReloadAllowed: 'A page failed to download and was not reloaded in the last 10 seconds',
      },
    },
  } satisfies WordsFor<BuildUpdateEvent>,
  context: ({ input }) => ({
    currentBuildId: input.currentBuildId,
    latestBuildId: null,
    updated: false,
    reloads: input.reloads ?? {},
    failure: null,
  }),
  initial: 'waiting',
  states: {
    waiting: {
      description: 'Waiting an hour before checking for a new version of the site',
      after: { pollInterval: 'checking' },
      on: {
        'build.check': 'checking',
        'build.chunkFailed': { target: 'checking', actions: 'rememberFailure' },
      },
    },
    checking: {
      description: 'Asking the server which version of the site is the latest',
      on: {
        // A check is already on its way: its answer decides for this failure too.
        'build.chunkFailed': { actions: 'rememberFailure' },
      },
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
          {
            guard: 'hasFailure',
            target: 'waiting',
            actions: [
              assign({ latestBuildId: ({ event }) => event.output.id }),
              { type: 'keepErrorPage', params: ({ context }) => ({ path: failureOf(context).path }) },
              'forgetFailure',
            ],
          },
          { target: 'waiting', actions: assign({ latestBuildId: ({ event }) => event.output.id }) },
        ],
        // A failed check is logged; a page that failed to load meanwhile keeps its error page.
        onError: [
          {
            guard: 'hasFailure',
            target: 'waiting',
            actions: [
              { type: 'logManifestError', params: ({ event }) => ({ error: event.error }) },
              { type: 'keepErrorPage', params: ({ context }) => ({ path: failureOf(context).path }) },
              'forgetFailure',
            ],
          },
          {
            target: 'waiting',
            actions: { type: 'logManifestError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    // Not final: the reload guard keeps listening. Nothing more to poll for.
    updated: {
      description: 'A new version of the site is out; no more checks are needed',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Deciding between reloading the page and telling the visitor',
          always: [
            { guard: 'isReloadAllowed', target: 'reloading' },
            {
              guard: 'hasFailure',
              target: 'known',
              actions: [
                { type: 'keepErrorPage', params: ({ context }) => ({ path: failureOf(context).path }) },
                'forgetFailure',
              ],
            },
            // Found by the hourly poll: tell the visitor.
            { target: 'known', actions: 'notifyNewBuild' },
          ],
        },
        known: {
          description: 'A new version is known; a page that fails to download now may reload to get it',
          on: {
            'build.chunkFailed': { target: 'deciding', actions: 'rememberFailure' },
          },
        },
        reloading: {
          description: 'Reloading the page to get the new version, keeping what the visitor had',
          entry: [
            assign({
              reloads: ({ context }) => {
                const failure = failureOf(context);
                return { ...context.reloads, [failure.path]: failure.now };
              },
            }),
            { type: 'rememberReload', params: ({ context }) => ({ reloads: context.reloads }) },
            {
              type: 'reloadPage',
              params: ({ context }) => ({ href: failureOf(context).href, path: failureOf(context).path }),
            },
          ],
        },
      },
    },
  },
});
