import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import {
  type SessionUser,
  selectIsSignedIn,
  selectToken,
  selectUser,
  sessionMachine,
} from '../../machines/session';
import { fetchProfile } from '../lib/api';
import { clearStoredSession, readStoredSession, writeStoredSession } from '../lib/storage';
import { inspect } from './inspector';

/** The app-wide session actor: the session machine with real storage and the profile call. */
export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => readStoredSession()),
      fetchProfile: fromPromise(async (): Promise<SessionUser> => fetchProfile()),
    },
    actions: {
      persistSession: (_, session) => writeStoredSession(session),
      clearStoredSession: () => clearStoredSession(),
      logProfileError: (_, { error }) => console.error('Could not load the profile', error),
      logRestoreError: (_, { error }) => console.error('Could not restore the session', error),
    },
  }),
  { inspect },
);

export const useSessionUser = (): SessionUser | null => useSelector(sessionActor, selectUser);
export const useIsSignedIn = (): boolean => useSelector(sessionActor, selectIsSignedIn);
export const useSessionToken = (): string | null => useSelector(sessionActor, selectToken);

export const logout = () => sessionActor.send({ type: 'session.logout' });
