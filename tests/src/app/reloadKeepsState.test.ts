import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SendVerifyCodeRequest } from '../../../contract/auth';
import { authDialogMachine } from '../../../machines/authDialog';
import { RESEND_COUNTDOWN_S, RESEND_COUNTDOWN_TICK_MS } from '../../../machines/constants';
import { signupMachine } from '../../../machines/signup';
import { saveStateForReload, takeSavedState } from '../../../src/lib/state/reloadState';
import { flushPromises } from '../../helpers/deferred';

// SPEC 8: a deployment reload keeps state. The auth dialog open on sign-up step 1, with the typed
// e-mail sent and the resend countdown running, goes through sessionStorage as the app does it
// (getPersistedSnapshot -> JSON -> createActor({ snapshot })) and comes back the same, counting on.

const logic = authDialogMachine.provide({
  actors: {
    signup: signupMachine.provide({
      actors: { sendVerifyCode: fromPromise<unknown, SendVerifyCodeRequest>(async () => ({ ok: true })) },
    }),
  },
});
const input = { googleConfigured: false };
const email = 'ada@lovelace-engines.com';

/** One countdown tick at a time: SimulatedClock fires what is due, not the timers those schedule. */
function tick(clock: SimulatedClock, ticks: number) {
  for (let i = 0; i < ticks; i++) clock.increment(RESEND_COUNTDOWN_TICK_MS);
}

const signupOf = (actor: ReturnType<typeof createActor<typeof logic>>) => {
  const child = actor.getSnapshot().children.signup;
  if (!child) throw new Error('the signup flow is not running');
  return child;
};

beforeEach(() => sessionStorage.clear());

describe('the auth dialog across a deployment reload', () => {
  it('comes back open on sign-up step 1 with the e-mail and the running countdown', async () => {
    const clock = new SimulatedClock();
    const before = createActor(logic, { input, clock }).start();
    before.send({ type: 'auth.show', mode: 'signup' });
    signupOf(before).send({ type: 'signup.code.send', email });
    await flushPromises();
    tick(clock, 3);
    expect(signupOf(before).getSnapshot().context.secondsLeft).toBe(RESEND_COUNTDOWN_S - 3);

    // The page that reloads...
    saveStateForReload({
      path: '/pricing',
      savedAt: Date.now(),
      scrollY: 0,
      actors: { authDialog: before.getPersistedSnapshot() },
    });
    before.stop();

    // ...and the page that loads next.
    const saved = takeSavedState('/pricing');
    const afterClock = new SimulatedClock();
    const after = createActor(logic, {
      input,
      clock: afterClock,
      snapshot: saved?.actors.authDialog as ReturnType<typeof before.getPersistedSnapshot>,
    }).start();

    expect(after.getSnapshot().matches({ open: 'signup' })).toBe(true);
    const signup = signupOf(after).getSnapshot();
    expect(signup.matches({ step1: { countdown: 'running', codeRequest: 'idle' } })).toBe(true);
    expect(signup.context).toMatchObject({ email, codeSent: true, secondsLeft: RESEND_COUNTDOWN_S - 3 });

    // A snapshot carries no timer: the countdown stands still until the app resumes it.
    tick(afterClock, 5);
    expect(signupOf(after).getSnapshot().context.secondsLeft).toBe(RESEND_COUNTDOWN_S - 3);
    signupOf(after).send({ type: 'signup.countdown.resume' });
    tick(afterClock, 2);
    expect(signupOf(after).getSnapshot().context.secondsLeft).toBe(RESEND_COUNTDOWN_S - 5);

    // Send code stays disabled while counting down, as before the reload.
    expect(signupOf(after).getSnapshot().can({ type: 'signup.code.send', email })).toBe(false);
  });
});
