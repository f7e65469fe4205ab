// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type MachineEntry, machines } from '../../../../machines/index';
import { outcomesOf } from '../../../../src/flow-lab/sandbox/callMenu';
import type { CallOutcome } from '../../../../src/flow-lab/sandbox/callOutcomes';
import { startLabSession } from '../../../../src/flow-lab/sandbox/labSession';
import { siteReactionWords } from '../../../../src/flow-lab/sandbox/siteReactions';
import { UNAUTHORIZED_MESSAGE } from '../../../../src/lib/http/failureReaction';

const entry = (id: string) => machines.find((candidate) => candidate.id === id) as MachineEntry;
const outcome = (actor: string, status: number) =>
  outcomesOf(actor, { token: 'stored-token' }).find(
    (candidate) => (candidate.value as { status?: number } | null)?.status === status,
  ) as CallOutcome;
const user = { id: 7, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' };

/** The session flow signed in as Ada, its profile fetch waiting. */
async function signedIn() {
  const { machine } = entry('session');
  const lab = await startLabSession(machine);
  await lab.resolve('restoreSession', { token: 'stored-token', user });
  return lab;
}

describe('the site’s reaction to a failed call, in the lab', () => {
  it('a 401 for the profile signs Ada out and toasts "Unauthorized", as the HTTP client wired to the session does', async () => {
    const lab = await signedIn();
    expect(lab.value()).toEqual({ signedIn: 'loadingProfile' });
    const effects = await lab.reject('fetchProfile', outcome('fetchProfile', 401).value);
    expect(lab.value()).toBe('signedOut');
    expect(lab.context()).toEqual({ token: null, user: null });
    expect(effects).toContainEqual({ kind: 'session', event: 'session.unauthorized' });
    expect(effects).toContainEqual({ kind: 'toast', message: UNAUTHORIZED_MESSAGE });
  });

  it('a 500 for the silent profile fetch leaves Ada signed in, with no toast', async () => {
    const lab = await signedIn();
    const effects = await lab.reject('fetchProfile', outcome('fetchProfile', 500).value);
    expect(lab.value()).toEqual({ signedIn: 'ready' });
    expect(effects.filter((effect) => effect.kind === 'toast' || effect.kind === 'session')).toEqual([]);
  });

  it('a refused code is toasted with the server’s message; nobody is signed out', async () => {
    const { machine, exampleInput } = entry('signup');
    const lab = await startLabSession(machine, exampleInput);
    await lab.send({ type: 'signup.code.send', email: 'ada@example.com' });
    const effects = await lab.reject('sendVerifyCode', {
      status: 429,
      message: 'Please wait 48 seconds before requesting another code',
    });
    expect(effects).toContainEqual({
      kind: 'toast',
      message: 'Please wait 48 seconds before requesting another code',
    });
    expect(effects.some((effect) => effect.kind === 'session')).toBe(false);
  });

  it('the 401 hint is the wiring run: the session’s words and the toast, none for logout’s own token', () => {
    expect(outcome('fetchProfile', 401).note).toBe(
      'On the site the session hears "The server says the saved sign-in is no longer valid": Nobody is signed in, and the toast "Unauthorized" shows.',
    );
    // Logout is sent with the token it ends: its 401 signs nobody out, and it is silent.
    expect(
      siteReactionWords('endServerSession', { token: 'old' }, { status: 401, message: 'Unauthorized' }),
    ).toBeNull();
    expect(siteReactionWords('fetchProfile', { token: 't' }, { status: 400, message: 'Bad' })).toBeNull();
  });
});
