import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CheckVerifyCodeRequest, SendVerifyCodeRequest } from '../../contract/auth';
import type { AuthResponse } from '../../machines/authResult';
import {
  DEFAULT_REL,
  DEFAULT_SIGNUP_PLAN,
  MODE_AIFORM,
  MODE_HOMEPAGE,
  REL_AIFORM,
  RESEND_COUNTDOWN_S,
  RESEND_COUNTDOWN_TICK_MS,
} from '../../machines/constants';
import { authResponse, explorations } from '../../machines/coverage/explorations';
import { type RegisterCall, type SignupInput, signupMachine } from '../../machines/signup';
import { type Deferred, deferred, flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const email = 'ada@example.com';
const code = '123456';
const blankInput: SignupInput = { email: '', code: '', rel: DEFAULT_REL, rId: null, mode: MODE_HOMEPAGE };

/** Each call takes the next deferred answer of its kind, so a test settles calls one by one. */
function startSignup(input: Partial<SignupInput> = {}) {
  const sends: Array<Deferred<unknown>> = [];
  const checks: Array<Deferred<unknown>> = [];
  const registrations: Array<Deferred<AuthResponse>> = [];
  const sendVerifyCode = vi.fn(async (_: { input: SendVerifyCodeRequest }) => {
    const answer = deferred<unknown>();
    sends.push(answer);
    return answer.promise;
  });
  const checkVerifyCode = vi.fn(async (_: { input: CheckVerifyCodeRequest }) => {
    const answer = deferred<unknown>();
    checks.push(answer);
    return answer.promise;
  });
  const register = vi.fn(async (_: { input: RegisterCall }) => {
    const answer = deferred<AuthResponse>();
    registrations.push(answer);
    return answer.promise;
  });
  const notifyCodeSent = vi.fn((_: unknown, _params: { email: string }) => {});
  const machine = signupMachine.provide({
    actors: {
      sendVerifyCode: fromPromise(sendVerifyCode),
      checkVerifyCode: fromPromise(checkVerifyCode),
      register: fromPromise(register),
    },
    actions: { notifyCodeSent },
  });
  const actor = createActor(machine, { input: { ...blankInput, ...input } }).start();
  return { actor, sends, checks, registrations, sendVerifyCode, checkVerifyCode, register, notifyCodeSent };
}

type Signup = ReturnType<typeof startSignup>;

const canSend = (signup: Signup, withEmail = email) =>
  signup.actor.getSnapshot().can({ type: 'signup.code.send', email: withEmail });

async function sendCodeSuccessfully(signup: Signup) {
  signup.actor.send({ type: 'signup.code.send', email });
  signup.sends.at(-1)?.resolve({});
  await flushPromises();
}

async function reachStep2(signup: Signup) {
  signup.actor.send({ type: 'signup.continue', email, code });
  signup.checks.at(-1)?.resolve({});
  await flushPromises();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('signupMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.signup.machine, explorations.signup.options);
  });

  describe('start', () => {
    it('starts at step 1 without a prefilled email and code', () => {
      expect(createActor(signupMachine, { input: blankInput }).getSnapshot().matches('step1')).toBe(true);
      const onlyEmail = createActor(signupMachine, { input: { ...blankInput, email } });
      expect(onlyEmail.getSnapshot().matches('step1')).toBe(true);
      expect(onlyEmail.getSnapshot().context.email).toBe(email);
    });

    it('starts at step 2 with both email and code prefilled', () => {
      const actor = createActor(signupMachine, { input: { ...blankInput, email, code } });
      expect(actor.getSnapshot().value).toEqual({ step2: 'editing' });
      expect(actor.getSnapshot().context).toMatchObject({ email, code });
    });
  });

  describe('send code', () => {
    it('sends email, mode and rId', () => {
      const signup = startSignup({ rel: REL_AIFORM, mode: MODE_AIFORM, rId: 'employee-7' });
      signup.actor.send({ type: 'signup.code.send', email });
      expect(signup.sendVerifyCode.mock.calls[0]?.[0].input).toEqual({
        email,
        mode: MODE_AIFORM,
        rId: 'employee-7',
      });
    });

    it('is disabled with an empty email', () => {
      const signup = startSignup();
      expect(canSend(signup, '')).toBe(false);
      expect(canSend(signup, '   ')).toBe(false);
      expect(canSend(signup)).toBe(true);
      signup.actor.send({ type: 'signup.code.send', email: '' });
      expect(signup.sendVerifyCode).not.toHaveBeenCalled();
    });

    it('sends once on a double click: disabled while sending', () => {
      const signup = startSignup();
      signup.actor.send({ type: 'signup.code.send', email });
      expect(signup.actor.getSnapshot().matches({ step1: { codeRequest: 'sending' } })).toBe(true);
      expect(canSend(signup)).toBe(false);
      signup.actor.send({ type: 'signup.code.send', email });
      expect(signup.sendVerifyCode).toHaveBeenCalledTimes(1);
    });

    it('on success: notifies, reveals the code field and starts the countdown', async () => {
      const signup = startSignup();
      await sendCodeSuccessfully(signup);
      expect(signup.notifyCodeSent).toHaveBeenCalledTimes(1);
      expect(signup.notifyCodeSent.mock.calls[0]?.[1]).toEqual({ email });
      expect(signup.actor.getSnapshot().context).toMatchObject({
        codeSent: true,
        secondsLeft: RESEND_COUNTDOWN_S,
        error: null,
      });
      expect(
        signup.actor.getSnapshot().matches({ step1: { codeRequest: 'idle', countdown: 'running' } }),
      ).toBe(true);
    });

    it('counts down from 60 to 0 one second at a time, then allows a resend', async () => {
      const signup = startSignup();
      await sendCodeSuccessfully(signup);
      expect(canSend(signup)).toBe(false);

      vi.advanceTimersByTime(RESEND_COUNTDOWN_TICK_MS - 1);
      expect(signup.actor.getSnapshot().context.secondsLeft).toBe(RESEND_COUNTDOWN_S);
      vi.advanceTimersByTime(1);
      expect(signup.actor.getSnapshot().context.secondsLeft).toBe(RESEND_COUNTDOWN_S - 1);

      const seen = [signup.actor.getSnapshot().context.secondsLeft];
      for (let second = 2; second < RESEND_COUNTDOWN_S; second++) {
        vi.advanceTimersByTime(RESEND_COUNTDOWN_TICK_MS);
        seen.push(signup.actor.getSnapshot().context.secondsLeft);
        expect(canSend(signup)).toBe(false);
      }
      expect(seen).toEqual(
        Array.from({ length: RESEND_COUNTDOWN_S - 1 }, (_, i) => RESEND_COUNTDOWN_S - 1 - i),
      );
      expect(signup.actor.getSnapshot().context.secondsLeft).toBe(1);

      vi.advanceTimersByTime(RESEND_COUNTDOWN_TICK_MS);
      expect(signup.actor.getSnapshot().context.secondsLeft).toBe(0);
      expect(signup.actor.getSnapshot().matches({ step1: { countdown: 'stopped' } })).toBe(true);
      expect(canSend(signup)).toBe(true);

      signup.actor.send({ type: 'signup.code.send', email });
      expect(signup.sendVerifyCode).toHaveBeenCalledTimes(2);
    });

    it('takes exactly the countdown to allow a resend', async () => {
      const signup = startSignup();
      await sendCodeSuccessfully(signup);
      vi.advanceTimersByTime(RESEND_COUNTDOWN_S * RESEND_COUNTDOWN_TICK_MS - 1);
      expect(canSend(signup)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(canSend(signup)).toBe(true);
      vi.advanceTimersByTime(RESEND_COUNTDOWN_TICK_MS * 5);
      expect(signup.actor.getSnapshot().context.secondsLeft).toBe(0);
    });

    it('on failure: back to ready with the error, no countdown, no notification', async () => {
      const signup = startSignup();
      signup.actor.send({ type: 'signup.code.send', email });
      signup.sends[0]?.reject({ message: 'Too many requests' });
      await flushPromises();
      expect(
        signup.actor.getSnapshot().matches({ step1: { codeRequest: 'idle', countdown: 'stopped' } }),
      ).toBe(true);
      expect(signup.actor.getSnapshot().context).toMatchObject({
        codeSent: false,
        secondsLeft: 0,
        error: 'Too many requests',
      });
      expect(signup.notifyCodeSent).not.toHaveBeenCalled();
      expect(canSend(signup)).toBe(true);
    });
  });

  describe('a countdown carried over from an earlier opening', () => {
    it('starts at step 1 with the code field shown and the countdown running from its second', () => {
      const signup = startSignup({ email, secondsLeft: 30 });
      expect(
        signup.actor.getSnapshot().matches({ step1: { codeRequest: 'idle', countdown: 'running' } }),
      ).toBe(true);
      expect(signup.actor.getSnapshot().context).toMatchObject({ email, codeSent: true, secondsLeft: 30 });
      expect(canSend(signup)).toBe(false);
      vi.advanceTimersByTime(29 * RESEND_COUNTDOWN_TICK_MS);
      expect(signup.actor.getSnapshot().context.secondsLeft).toBe(1);
      expect(canSend(signup)).toBe(false);
      vi.advanceTimersByTime(RESEND_COUNTDOWN_TICK_MS);
      expect(signup.actor.getSnapshot().matches({ step1: { countdown: 'stopped' } })).toBe(true);
      expect(canSend(signup)).toBe(true);
    });

    it('without one, the card starts with no code sent and Send code free', () => {
      const signup = startSignup({ email, secondsLeft: 0 });
      expect(signup.actor.getSnapshot().context).toMatchObject({ codeSent: false, secondsLeft: 0 });
      expect(signup.actor.getSnapshot().matches({ step1: { countdown: 'stopped' } })).toBe(true);
      expect(canSend(signup)).toBe(true);
    });
  });

  describe('continue', () => {
    const canContinue = (signup: Signup, event: { email: string; code: string }) =>
      signup.actor.getSnapshot().can({ type: 'signup.continue', ...event });

    it('is disabled with an empty email or no code', async () => {
      const signup = startSignup();
      await sendCodeSuccessfully(signup);
      expect(canContinue(signup, { email: '', code })).toBe(false);
      expect(canContinue(signup, { email, code: '' })).toBe(false);
      expect(canContinue(signup, { email, code: '   ' })).toBe(false);
      expect(canContinue(signup, { email, code })).toBe(true);
    });

    it('checks the code as vuid, once, disabled while checking', () => {
      const signup = startSignup();
      signup.actor.send({ type: 'signup.continue', email, code });
      expect(signup.actor.getSnapshot().matches({ step1: { codeCheck: 'checking' } })).toBe(true);
      expect(canContinue(signup, { email, code })).toBe(false);
      signup.actor.send({ type: 'signup.continue', email, code });
      expect(signup.checkVerifyCode).toHaveBeenCalledTimes(1);
      expect(signup.checkVerifyCode.mock.calls[0]?.[0].input).toEqual({ email, vuid: code });
    });

    it('goes to step 2 keeping email and code', async () => {
      const signup = startSignup();
      await reachStep2(signup);
      expect(signup.actor.getSnapshot().value).toEqual({ step2: 'editing' });
      expect(signup.actor.getSnapshot().context).toMatchObject({ email, code, error: null });
    });

    it('stays at step 1 with the error when the code is wrong', async () => {
      const signup = startSignup();
      signup.actor.send({ type: 'signup.continue', email, code: '000000' });
      signup.checks[0]?.reject({ message: 'Invalid verification code' });
      await flushPromises();
      expect(signup.actor.getSnapshot().matches({ step1: { codeCheck: 'idle' } })).toBe(true);
      expect(signup.actor.getSnapshot().context.error).toBe('Invalid verification code');
      expect(canContinue(signup, { email, code })).toBe(true);
    });
  });

  describe('sign up', () => {
    const password = 'long-enough-password';

    it('registers with the code, the freeforever plan and rel, and finishes as email-signup', async () => {
      const signup = startSignup({ rel: REL_AIFORM, mode: MODE_AIFORM });
      await reachStep2(signup);
      signup.actor.send({ type: 'signup.submit', email, password });
      expect(signup.register.mock.calls[0]?.[0].input).toEqual({
        email,
        password,
        signupCode: code,
        subscriptionPlan: DEFAULT_SIGNUP_PLAN,
        rel: REL_AIFORM,
      });
      const response = authResponse();
      signup.registrations[0]?.resolve(response);
      await flushPromises();
      expect(signup.actor.getSnapshot().status).toBe('done');
      expect(signup.actor.getSnapshot().output).toEqual({ ...response, method: 'email-signup' });
    });

    it('registers a prefilled sign-up with the prefilled code, without checking it first', () => {
      const signup = startSignup({ email, code: '654321' });
      signup.actor.send({ type: 'signup.submit', email, password });
      expect(signup.checkVerifyCode).not.toHaveBeenCalled();
      expect(signup.register.mock.calls[0]?.[0].input).toMatchObject({
        signupCode: '654321',
        subscriptionPlan: DEFAULT_SIGNUP_PLAN,
        rel: DEFAULT_REL,
      });
    });

    it('is disabled with an empty email and while submitting; sends once', async () => {
      const signup = startSignup({ email, code });
      const snapshot = signup.actor.getSnapshot();
      expect(snapshot.can({ type: 'signup.submit', email: '', password })).toBe(false);
      expect(snapshot.can({ type: 'signup.submit', email, password })).toBe(true);

      signup.actor.send({ type: 'signup.submit', email, password });
      expect(signup.actor.getSnapshot().value).toEqual({ step2: 'registering' });
      expect(signup.actor.getSnapshot().can({ type: 'signup.submit', email, password })).toBe(false);
      signup.actor.send({ type: 'signup.submit', email, password });
      expect(signup.register).toHaveBeenCalledTimes(1);
    });

    it('never keeps the password in its context', () => {
      const signup = startSignup({ email, code });
      signup.actor.send({ type: 'signup.submit', email, password });
      expect(JSON.stringify(signup.actor.getSnapshot().context)).not.toContain(password);
    });

    it('stays at step 2 with the error when registering fails', async () => {
      const signup = startSignup({ email, code });
      signup.actor.send({ type: 'signup.submit', email, password });
      signup.registrations[0]?.reject({ message: 'Email already registered' });
      await flushPromises();
      expect(signup.actor.getSnapshot().value).toEqual({ step2: 'editing' });
      expect(signup.actor.getSnapshot().context.error).toBe('Email already registered');
    });

    it('accepts no step 1 events at step 2', async () => {
      const signup = startSignup();
      await reachStep2(signup);
      expect(canSend(signup)).toBe(false);
      expect(signup.actor.getSnapshot().can({ type: 'signup.continue', email, code })).toBe(false);
    });
  });
});
