import { assign, enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { SessionUser, StoredSession } from '../contract/auth';
import type { WordsFor } from './words';

export type { SessionUser, StoredSession };

// Who is signed in (SPEC 4 'Session', 6: signed in means a token is present).

export interface SessionContext {
  token: string | null;
  user: SessionUser | null;
}

export type SessionEvent =
  | { type: 'session.login'; token: string; user: SessionUser | null }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  | { type: 'session.profile.refresh' };

export interface PersistSessionParams {
  token: string | null;
  user: SessionUser | null;
}

const notProvided = (name: string) => new Error(`${name}: not provided`);

type LoginEvent = Extract<SessionEvent, { type: 'session.login' }>;

/** The token and user a login brings. */
const loginOf = ({ event }: { event: LoginEvent }): PersistSessionParams => ({
  token: event.token,
  user: event.user,
});

/** A login taken: its token and user kept in the context and in this browser's storage. */
const takeLogin = [
  { type: 'keepSession', params: loginOf },
  { type: 'persistSession', params: loginOf },
] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** App: reads `token` and `user` from localStorage. */
    restoreSession: fromPromise<StoredSession>(async () => {
      throw notProvided('restoreSession');
    }),
    /** App: GET {api}/user/profile with the token; the call opts out of error toasts. */
    fetchProfile: fromPromise<SessionUser, { token: string }>(async () => {
      throw notProvided('fetchProfile');
    }),
    /**
     * App: POST {api}/user/logout with the token just cleared, so the server refuses it from then on;
     * resolves whatever the answer (the visitor is signed out in this browser either way).
     */
    endServerSession: fromPromise<void, { token: string }>(async () => {
      throw notProvided('endServerSession');
    }),
  },
  actions: {
    /** App: writes token and user to localStorage. */
    persistSession: (_, _params: PersistSessionParams) => {},
    /** App: removes token and user from localStorage. */
    clearStoredSession: () => {},
    /** App: console.error; profile errors are never shown (SPEC 7). */
    logProfileError: (_, _params: { error: unknown }) => {},
    /** App: console.error; restoring should not fail, but if it does the visitor is signed out. */
    logRestoreError: (_, _params: { error: unknown }) => {},
    clearSession: assign({ token: null, user: null }),
    /** Keeps a signed-in token and user in the context. */
    keepSession: assign((_, params: PersistSessionParams) => params),
  },
  guards: {
    hasStoredToken: (_, params: { token: string | null }) => Boolean(params.token),
  },
}).createMachine({
  id: 'session',
  description:
    'Who is signed in: restores the stored token and user, loads the profile, clears on logout or 401.',
  meta: {
    name: 'Session',
    words: {
      calls: {
        restoreSession: {
          does: 'Looks for a sign-in saved in this browser',
          done: 'The saved sign-in is read (or there is none)',
          error: 'The saved sign-in cannot be read',
        },
        fetchProfile: {
          does: "Asks the server for the signed-in person's profile",
          done: 'The server sends the profile',
          error: 'The server refuses, or cannot be reached',
        },
      },
      events: {
        'session.login': 'Someone signs in (by e-mail, sign-up or Google)',
        'session.logout': 'The person chooses Logout',
        'session.unauthorized': 'The server says the saved sign-in is no longer valid',
        'session.profile.refresh': "The site asks for the signed-in person's profile again",
      },
      guards: { hasStoredToken: 'This browser has a saved sign-in' },
    },
  } satisfies WordsFor<SessionEvent>,
  context: { token: null, user: null },
  initial: 'restoring',
  // A logout or a 401 from any call signs out whatever the state (SPEC 8, 'Any 401'). Logout then
  // ends the token on the server too, after the browser's storage is cleared (SPEC 4).
  on: {
    'session.logout': {
      target: '.signedOut',
      actions: enqueueActions(({ context, enqueue }) => {
        enqueue('clearStoredSession');
        if (context.token) {
          enqueue.spawnChild('endServerSession', {
            id: 'endServerSession',
            input: { token: context.token },
          });
        }
        enqueue('clearSession');
      }),
    },
    // The server did not confirm the logout: this browser is signed out all the same.
    'xstate.error.actor.endServerSession': {},
    'session.unauthorized': { target: '.signedOut', actions: ['clearSession', 'clearStoredSession'] },
  },
  states: {
    restoring: {
      description: 'Looking for a sign-in saved in this browser',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasStoredToken', params: ({ event }) => ({ token: event.output.token }) },
            target: 'signedIn',
            actions: assign({
              token: ({ event }) => event.output.token,
              user: ({ event }) => event.output.user,
            }),
          },
          { target: 'signedOut' },
        ],
        onError: {
          target: 'signedOut',
          actions: { type: 'logRestoreError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedOut: {
      description: 'Nobody is signed in',
      on: {
        'session.login': { target: 'signedIn', actions: takeLogin },
      },
    },
    signedIn: {
      description: 'Someone is signed in',
      initial: 'loadingProfile',
      on: {
        // Another account signing in: save it and fetch its profile afresh.
        'session.login': { target: 'signedIn', reenter: true, actions: takeLogin },
      },
      states: {
        loadingProfile: {
          description: "Fetching the signed-in person's latest profile",
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: 'ready',
              actions: [
                assign({ user: ({ event }) => event.output }),
                {
                  type: 'persistSession',
                  params: ({ context }) => ({ token: context.token, user: context.user }),
                },
              ],
            },
            onError: {
              target: 'ready',
              actions: { type: 'logProfileError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {
          description: "The signed-in person's profile is up to date",
          on: { 'session.profile.refresh': 'loadingProfile' },
        },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsSignedIn = (snapshot: SessionSnapshot): boolean => snapshot.matches('signedIn');
export const selectUser = (snapshot: SessionSnapshot): SessionUser | null => snapshot.context.user;
export const selectToken = (snapshot: SessionSnapshot): string | null => snapshot.context.token;
