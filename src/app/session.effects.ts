import { type SessionUser, sessionMachine } from '@machines/session';
import { fromPromise } from 'xstate';
import { clearStoredSession, readStoredSession, writeStoredSession } from '@/lib/auth/storage';
import { endSession, fetchProfile } from '@/lib/http/api';

/** The session machine with real storage and the profile call. */
export const createSessionLogic = () =>
  sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => readStoredSession()),
      fetchProfile: fromPromise(async (): Promise<SessionUser> => fetchProfile()),
      endServerSession: fromPromise(async ({ input }: { input: { token: string } }) => {
        await endSession(input.token).catch(() => undefined);
      }),
    },
    actions: {
      persistSession: (_, session) => writeStoredSession(session),
      clearStoredSession: () => clearStoredSession(),
      logProfileError: (_, { error }) => console.error('Could not load the profile', error),
      logRestoreError: (_, { error }) => console.error('Could not restore the session', error),
    },
  });
