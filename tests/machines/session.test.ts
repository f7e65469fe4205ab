import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { explorations } from '../../machines/coverage/explorations';
import {
  type PersistSessionParams,
  type SessionUser,
  type StoredSession,
  selectIsSignedIn,
  selectToken,
  selectUser,
  sessionMachine,
} from '../../machines/session';
import { type Deferred, deferred, flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const storedUser: SessionUser = { id: 7, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' };
const profile: SessionUser = {
  user_id: 7,
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  create_time: '2024-01-01T00:00:00Z',
  company_name: 'Analytical Engines',
  avatar: null,
};

interface Fakes {
  stored?: StoredSession | Error;
  profile?: Deferred<SessionUser>;
}

function startSession({ stored = { token: null, user: null }, profile: profileCall }: Fakes = {}) {
  const fetchProfile = vi.fn(async ({ input }: { input: { token: string } }) => {
    if (!profileCall) throw new Error(`no profile for ${input.token}`);
    return profileCall.promise;
  });
  const persistSession = vi.fn((_: unknown, _params: PersistSessionParams) => {});
  const clearStoredSession = vi.fn();
  const logProfileError = vi.fn((_: unknown, _params: { error: unknown }) => {});
  const logRestoreError = vi.fn((_: unknown, _params: { error: unknown }) => {});
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => {
        if (stored instanceof Error) throw stored;
        return stored;
      }),
      fetchProfile: fromPromise(fetchProfile),
    },
    actions: { persistSession, clearStoredSession, logProfileError, logRestoreError },
  });
  const actor = createActor(machine).start();
  return { actor, fetchProfile, persistSession, clearStoredSession, logProfileError, logRestoreError };
}

describe('sessionMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.session.machine, explorations.session.options);
  });

  it('signs out and logs it when the app provides no way to restore a session', async () => {
    const logRestoreError = vi.fn((_: unknown, _params: { error: unknown }) => {});
    const actor = createActor(sessionMachine.provide({ actions: { logRestoreError } })).start();
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(logRestoreError.mock.calls[0]?.[1]).toEqual({ error: new Error('restoreSession: not provided') });
  });

  it('keeps the signed-in state and logs it when the app provides no way to fetch the profile', async () => {
    const logProfileError = vi.fn((_: unknown, _params: { error: unknown }) => {});
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restoreSession: fromPromise(
            async (): Promise<StoredSession> => ({ token: 'stored-token', user: storedUser }),
          ),
        },
        actions: { logProfileError },
      }),
    ).start();
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    expect(logProfileError.mock.calls[0]?.[1]).toEqual({ error: new Error('fetchProfile: not provided') });
  });

  it('starts by restoring', () => {
    const actor = createActor(sessionMachine);
    expect(actor.getSnapshot().value).toBe('restoring');
  });

  it('restores a stored token and user, then loads and saves the profile', async () => {
    const profileCall = deferred<SessionUser>();
    const session = startSession({
      stored: { token: 'stored-token', user: storedUser },
      profile: profileCall,
    });
    await flushPromises();

    expect(session.actor.getSnapshot().value).toEqual({ signedIn: 'loadingProfile' });
    expect(selectIsSignedIn(session.actor.getSnapshot())).toBe(true);
    expect(selectToken(session.actor.getSnapshot())).toBe('stored-token');
    expect(selectUser(session.actor.getSnapshot())).toEqual(storedUser);
    expect(session.fetchProfile).toHaveBeenCalledTimes(1);
    expect(session.fetchProfile.mock.calls[0]?.[0].input).toEqual({ token: 'stored-token' });

    profileCall.resolve(profile);
    await flushPromises();
    expect(session.actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    expect(selectUser(session.actor.getSnapshot())).toEqual(profile);
    expect(session.persistSession).toHaveBeenCalledTimes(1);
    expect(session.persistSession.mock.calls[0]?.[1]).toEqual({ token: 'stored-token', user: profile });
  });

  it('signs in with a token whose stored user was unparseable (user null) and fetches the profile', async () => {
    const profileCall = deferred<SessionUser>();
    const session = startSession({ stored: { token: 'stored-token', user: null }, profile: profileCall });
    await flushPromises();
    expect(selectIsSignedIn(session.actor.getSnapshot())).toBe(true);
    expect(selectUser(session.actor.getSnapshot())).toBeNull();
    expect(session.fetchProfile).toHaveBeenCalledTimes(1);
    profileCall.resolve(profile);
    await flushPromises();
    expect(selectUser(session.actor.getSnapshot())).toEqual(profile);
  });

  it('is signed out without a stored token, and fetches nothing', async () => {
    const session = startSession({ stored: { token: null, user: storedUser } });
    await flushPromises();
    expect(session.actor.getSnapshot().value).toBe('signedOut');
    expect(selectIsSignedIn(session.actor.getSnapshot())).toBe(false);
    expect(session.fetchProfile).not.toHaveBeenCalled();
  });

  it('is signed out when restoring fails, and logs why', async () => {
    const failure = new Error('storage blocked');
    const session = startSession({ stored: failure });
    await flushPromises();
    expect(session.actor.getSnapshot().value).toBe('signedOut');
    expect(session.logRestoreError.mock.calls[0]?.[1]).toEqual({ error: failure });
  });

  it('logs in: saves token and user, then fetches the profile', async () => {
    const profileCall = deferred<SessionUser>();
    const session = startSession({ profile: profileCall });
    await flushPromises();
    session.actor.send({ type: 'session.login', token: 'login-token', user: storedUser });

    expect(session.actor.getSnapshot().value).toEqual({ signedIn: 'loadingProfile' });
    expect(session.actor.getSnapshot().context).toEqual({ token: 'login-token', user: storedUser });
    expect(session.persistSession.mock.calls[0]?.[1]).toEqual({ token: 'login-token', user: storedUser });
    expect(session.fetchProfile.mock.calls[0]?.[0].input).toEqual({ token: 'login-token' });
  });

  it('logs in as someone else while signed in: saves and refetches', async () => {
    const profileCall = deferred<SessionUser>();
    const session = startSession({ stored: { token: 'old', user: storedUser }, profile: profileCall });
    await flushPromises();
    profileCall.resolve(profile);
    await flushPromises();
    const other = { ...storedUser, id: 8, email: 'grace@example.com' };
    session.actor.send({ type: 'session.login', token: 'other-token', user: other });
    expect(session.actor.getSnapshot().value).toEqual({ signedIn: 'loadingProfile' });
    expect(session.actor.getSnapshot().context).toEqual({ token: 'other-token', user: other });
    expect(session.persistSession.mock.calls.at(-1)?.[1]).toEqual({ token: 'other-token', user: other });
    expect(session.fetchProfile).toHaveBeenCalledTimes(2);
    expect(session.fetchProfile.mock.calls[1]?.[0].input).toEqual({ token: 'other-token' });
  });

  it('logs out: clears the context and the stored session', async () => {
    const profileCall = deferred<SessionUser>();
    const session = startSession({
      stored: { token: 'stored-token', user: storedUser },
      profile: profileCall,
    });
    await flushPromises();
    profileCall.resolve(profile);
    await flushPromises();

    session.actor.send({ type: 'session.logout' });
    expect(session.actor.getSnapshot().value).toBe('signedOut');
    expect(session.actor.getSnapshot().context).toEqual({ token: null, user: null });
    expect(session.clearStoredSession).toHaveBeenCalledTimes(1);
  });

  it('signs out on a 401 in the middle of the profile request, and ignores its late answer', async () => {
    const profileCall = deferred<SessionUser>();
    const session = startSession({ stored: { token: 'expired', user: storedUser }, profile: profileCall });
    await flushPromises();
    expect(session.actor.getSnapshot().value).toEqual({ signedIn: 'loadingProfile' });

    session.actor.send({ type: 'session.unauthorized' });
    expect(session.actor.getSnapshot().value).toBe('signedOut');
    expect(session.actor.getSnapshot().context).toEqual({ token: null, user: null });
    expect(session.clearStoredSession).toHaveBeenCalledTimes(1);

    profileCall.resolve(profile);
    await flushPromises();
    expect(session.actor.getSnapshot().context).toEqual({ token: null, user: null });
    expect(session.persistSession).not.toHaveBeenCalled();
  });

  it('only logs a profile error: stays signed in, keeps the user, clears nothing', async () => {
    const profileCall = deferred<SessionUser>();
    const session = startSession({
      stored: { token: 'stored-token', user: storedUser },
      profile: profileCall,
    });
    await flushPromises();
    const failure = { message: 'Server down' };
    profileCall.reject(failure);
    await flushPromises();

    expect(session.actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    expect(session.actor.getSnapshot().context).toEqual({ token: 'stored-token', user: storedUser });
    expect(session.logProfileError).toHaveBeenCalledTimes(1);
    expect(session.logProfileError.mock.calls[0]?.[1]).toEqual({ error: failure });
    expect(session.clearStoredSession).not.toHaveBeenCalled();
    expect(session.persistSession).not.toHaveBeenCalled();
  });

  it('refetches the profile on request once ready, not while loading', async () => {
    const profileCall = deferred<SessionUser>();
    const session = startSession({
      stored: { token: 'stored-token', user: storedUser },
      profile: profileCall,
    });
    await flushPromises();
    expect(session.actor.getSnapshot().can({ type: 'session.profile.refresh' })).toBe(false);
    profileCall.resolve(profile);
    await flushPromises();

    session.actor.send({ type: 'session.profile.refresh' });
    expect(session.actor.getSnapshot().value).toEqual({ signedIn: 'loadingProfile' });
    expect(session.fetchProfile).toHaveBeenCalledTimes(2);
  });
});
