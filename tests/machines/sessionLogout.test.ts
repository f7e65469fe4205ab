import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type SessionUser, type StoredSession, sessionMachine } from '../../machines/session';
import { flushPromises } from '../helpers/deferred';

const user: SessionUser = { id: 7, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' };

/** A session actor over fake storage holding `stored`; `steps` records the effects in order. */
async function start(stored: StoredSession, endSession: (token: string) => Promise<void> = async () => {}) {
  const steps: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => stored),
      fetchProfile: fromPromise(async () => user),
      endServerSession: fromPromise(async ({ input }: { input: { token: string } }) => {
        steps.push(`endServerSession ${input.token}`);
        await endSession(input.token);
      }),
    },
    actions: {
      clearStoredSession: () => {
        steps.push('clearStoredSession');
      },
    },
  });
  const actor = createActor(machine).start();
  await flushPromises();
  return { actor, steps };
}

describe('session logout', () => {
  it('clears the storage, then ends the token on the server', async () => {
    const { actor, steps } = await start({ token: 'the-token', user });
    actor.send({ type: 'session.logout' });
    await flushPromises();
    expect(steps).toEqual(['clearStoredSession', 'endServerSession the-token']);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ token: null, user: null });
  });

  it('stays signed out whatever the server answers', async () => {
    const { actor, steps } = await start({ token: 'the-token', user }, async () => {
      throw { status: 503, message: 'The service is temporarily unavailable' };
    });
    actor.send({ type: 'session.logout' });
    await flushPromises();
    expect(steps).toContain('endServerSession the-token');
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('calls nothing when nobody is signed in, nor when the server already refused the token (401)', async () => {
    const signedOut = await start({ token: null, user: null });
    signedOut.actor.send({ type: 'session.logout' });
    await flushPromises();
    expect(signedOut.steps).toEqual(['clearStoredSession']);

    const refused = await start({ token: 'the-token', user });
    refused.actor.send({ type: 'session.unauthorized' });
    await flushPromises();
    expect(refused.steps).toEqual(['clearStoredSession']);
  });
});
