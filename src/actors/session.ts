import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { selectIsSignedIn, selectToken, selectUser, type SessionUser, sessionMachine } from '../../machines/session';
import { fetchProfile } from '../lib/api';
import { clearStoredSession, readStoredSession, writeStoredSession } from '../lib/storage';
import { fromPromise } from 'xstate';

/** The app-wide session actor: the session machine with real storage and the profile call. */
export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => readStoredSession()),
      fetchProfile: fromPromise(async (): Promise<SessionUser> => fetchProfile()),
    },
    actions: {
      persistSession: ({ context }) => writeStoredSession({ token: context.token, user: context.user }),
      clearStoredSession: () => clearStoredSession(),
      logProfileError: (_, params: unknown) => console.error('Could not load the profile', params),
    },
  }),
);

export const useSessionUser = (): SessionUser | null => useSelector(sessionActor, selectUser);
export const useIsSignedIn = (): boolean => useSelector(sessionActor, selectIsSignedIn);
export const useSessionToken = (): string | null => useSelector(sessionActor, selectToken);

export const logout = () => sessionActor.send({ type: 'session.logout' });
