// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_REL } from '../../../machines/constants';
import { machines } from '../../../machines/index';
import { loginMachine } from '../../../machines/login';
import { sessionMachine } from '../../../machines/session';
import {
  acceptedEventTypes,
  createLabActor,
  type LabLogEntry,
  type PendingCall,
} from '../../../src/flow-lab/labActor';

function lab(machine: Parameters<typeof createLabActor>[0], input?: unknown) {
  const log: LabLogEntry[] = [];
  let pending: readonly PendingCall[] = [];
  const actor = createLabActor(machine, input, {
    pendingChanged: (calls) => {
      pending = calls;
    },
    logged: (entry) => log.push(entry),
  });
  return { actor, log, pending: () => pending };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the flow lab actor', () => {
  it('holds an invoked call until a person answers it, then moves on', async () => {
    const { actor, log, pending } = lab(loginMachine, { email: '', rel: DEFAULT_REL });
    actor.start();
    expect(acceptedEventTypes(actor.getSnapshot())).toEqual(['login.submit']);
    actor.send({ type: 'login.submit', email: 'ada@example.com', password: 'secret-pass' });
    await tick();
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(pending().map((call) => [call.actor, call.input])).toEqual([
      ['loginRequest', { email: 'ada@example.com', password: 'secret-pass' }],
    ]);

    pending()[0]?.reject({ message: 'Incorrect email or password' });
    await tick();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Incorrect email or password');
    expect(log.map((entry) => entry.kind)).toEqual(['call', 'answer']);
  });

  it('writes custom actions to the log instead of running them, and keeps built-in ones', async () => {
    const { actor, log, pending } = lab(sessionMachine);
    actor.start();
    await tick();
    pending()[0]?.resolve({ token: 't1', user: null });
    await tick();
    expect(actor.getSnapshot().matches({ signedIn: 'loadingProfile' })).toBe(true);
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    // clearSession is an assign: it ran. clearStoredSession is the app's: it was only logged.
    expect(actor.getSnapshot().context).toEqual({ token: null, user: null });
    expect(log).toContainEqual({ kind: 'action', name: 'clearStoredSession', params: undefined });
  });

  it('starts every machine of the registry with its example input', () => {
    for (const entry of machines) {
      const { actor } = lab(entry.machine, entry.exampleInput);
      actor.start();
      expect(actor.getSnapshot().status, entry.id).toBe('active');
      actor.stop();
    }
  });
});
