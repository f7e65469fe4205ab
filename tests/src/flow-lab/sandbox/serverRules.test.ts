// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CODE_REFUSALS, SIGNUP_REFUSALS } from '../../../../contract/answers';
import { DAILY_WRONG_CODE_GUESSES, RESEND_COUNTDOWN_S } from '../../../../contract/values';
import { type MachineEntry, machines } from '../../../../machines/index';
import { startLabSession } from '../../../../src/flow-lab/sandbox/labSession';

const email = 'ada@example.com';
const entry = (id: string) => machines.find((candidate) => candidate.id === id) as MachineEntry;
const wrongCode = { status: 400, message: CODE_REFUSALS.wrong };

/** Sign-up in the lab with a code sent to Ada (the call answered 200) at the lab clock's 0. */
async function codeSent() {
  const { machine, exampleInput } = entry('signup');
  const lab = await startLabSession(machine, exampleInput);
  await lab.send({ type: 'signup.code.send', email });
  await lab.resolve('sendVerifyCode', { message: 'Verification code sent to your email' });
  return lab;
}
const waiting = (lab: Awaited<ReturnType<typeof codeSent>>, actor: string) =>
  lab.pending().find((call) => call.actor === actor) as NonNullable<ReturnType<typeof lab.pending>[number]>;

describe('what the reference server would say against a menu answer', () => {
  it('a second code within the countdown: 429 with the seconds the server counts', async () => {
    const lab = await codeSent();
    await lab.advance((RESEND_COUNTDOWN_S - 1) * 1000);
    // The countdown's last second has passed on the lab clock: the card lets Send code through.
    await lab.advance(1000);
    await lab.send({ type: 'signup.code.send', email });
    expect(lab.objectionTo(waiting(lab, 'sendVerifyCode'), 'resolve', {})).toBeNull();

    const early = await codeSent();
    await early.advance(12_000);
    const call = { actor: 'sendVerifyCode', id: 0, input: { email, mode: 'aden-homepage', rId: null } };
    expect(early.objectionTo(call, 'resolve', {})).toBe(
      `The server would refuse this: a code was sent 12 s ago; it answers 429 "${SIGNUP_REFUSALS.resendWait(48)}".`,
    );
    // The server's own answer, a server error and no answer at all are no contradiction.
    expect(
      early.objectionTo(call, 'reject', { status: 429, message: SIGNUP_REFUSALS.resendWait(48) }),
    ).toBeNull();
    expect(early.objectionTo(call, 'reject', { status: 500, message: 'Internal server error' })).toBeNull();
    expect(early.objectionTo(call, 'reject', { message: 'Network Error' })).toBeNull();
    // Another address has no code to wait for.
    expect(
      early.objectionTo({ ...call, input: { ...call.input, email: 'grace@example.com' } }, 'resolve', {}),
    ).toBeNull();
  });

  it('a guess after this network’s wrong codes of the day: 429 "Too many verification attempts"', async () => {
    const lab = await codeSent();
    for (let guess = 1; guess <= DAILY_WRONG_CODE_GUESSES; guess++) {
      await lab.send({ type: 'signup.continue', email, code: '000000' });
      const call = waiting(lab, 'checkVerifyCode');
      expect(lab.objectionTo(call, 'reject', wrongCode), `guess ${guess}`).toBeNull();
      const effects = await lab.reject('checkVerifyCode', wrongCode);
      expect(effects.some((effect) => effect.kind === 'serverObjection')).toBe(false);
    }
    await lab.send({ type: 'signup.continue', email, code: '123456' });
    const next = waiting(lab, 'checkVerifyCode');
    const refusal = SIGNUP_REFUSALS.tooManyGuessesToday('24 hours');
    const says = `The server would refuse this: this network sent ${DAILY_WRONG_CODE_GUESSES} wrong codes for the address today; it answers 429 "${refusal}".`;
    expect(lab.objectionTo(next, 'resolve', { valid: true })).toBe(says);
    expect(lab.objectionTo(next, 'reject', { status: 429, message: refusal })).toBeNull();
    // Picked all the same, the log keeps the server's word beside the answer.
    expect(await lab.resolve('checkVerifyCode', { valid: true })).toContainEqual({
      kind: 'serverObjection',
      says,
    });
  });

  it('an address that already has an account: 409 for a new code', async () => {
    const lab = await codeSent();
    await lab.send({ type: 'signup.continue', email, code: '123456' });
    await lab.resolve('checkVerifyCode', { valid: true });
    await lab.send({ type: 'signup.submit', email, password: 'long-enough-password' });
    await lab.advance(5000);
    const register = waiting(lab, 'register');
    expect(lab.objectionTo(register, 'resolve', {})).toBeNull();
    await lab.resolve('register', { token: 't', id: 1, email });
    const again = {
      actor: 'sendVerifyCode',
      id: 0,
      input: { email: 'Ada@Example.com', mode: 'aden-homepage', rId: null },
    };
    await lab.advance(RESEND_COUNTDOWN_S * 1000);
    expect(lab.objectionTo(again, 'resolve', {})).toBe(
      `The server would refuse this: an account with this address was created ${RESEND_COUNTDOWN_S} s ago; it answers 409 "${SIGNUP_REFUSALS.emailTaken}".`,
    );
  });
});
