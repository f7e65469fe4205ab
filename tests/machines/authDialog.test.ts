import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type AuthDialogInput,
  authDialogMachine,
  isAuthDialogShown,
  type SaveSessionParams,
  verifyCodeModeFor,
} from '../../machines/authDialog';
import { type AuthResponse, hasFinishedOnboarding, signedInUserFrom } from '../../machines/authResult';
import {
  DEFAULT_REL,
  MODE_AIFORM,
  MODE_HOMEPAGE,
  REL_AIFORM,
  REL_EMPLOYEE,
  RESEND_COUNTDOWN_S,
  RESEND_COUNTDOWN_TICK_MS,
} from '../../machines/constants';
import { authResponse, explorations, unfinishedOnboarding } from '../../machines/coverage/explorations';
import { googleSignInMachine } from '../../machines/googleSignIn';
import { loginMachine } from '../../machines/login';
import { signupMachine } from '../../machines/signup';
import { deferred, flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const email = 'ada@example.com';
const code = '123456';
const closedContext = {
  mode: 'login',
  email: '',
  code: '',
  rel: DEFAULT_REL,
  rId: null,
  step2: false,
  codeCountdown: null,
};

/** The dialog with every call answered by `response`; spies on its own actions and emitted events. */
function startDialog(
  response: AuthResponse = authResponse(),
  input: AuthDialogInput = { googleConfigured: true },
) {
  const answer = vi.fn(async () => response);
  const saveSession = vi.fn((_: unknown, _params: SaveSessionParams) => {});
  const redirectToOnboarding = vi.fn((_: unknown, _params: { token: string }) => {});
  const machine = authDialogMachine.provide({
    actors: {
      login: loginMachine.provide({ actors: { loginRequest: fromPromise(answer) } }),
      signup: signupMachine.provide({
        actors: {
          register: fromPromise(answer),
          sendVerifyCode: fromPromise(async (): Promise<unknown> => ({})),
          checkVerifyCode: fromPromise(async (): Promise<unknown> => ({})),
        },
      }),
      googleSignIn: googleSignInMachine.provide({ actors: { exchangeCredential: fromPromise(answer) } }),
    },
    actions: { saveSession, redirectToOnboarding },
  });
  const actor = createActor(machine, { input }).start();
  const loginSuccess = vi.fn();
  actor.on('loginSuccess', loginSuccess);
  return { actor, saveSession, redirectToOnboarding, loginSuccess, answer };
}

type Dialog = ReturnType<typeof startDialog>;

async function logInByEmail(dialog: Dialog) {
  dialog.actor
    .getSnapshot()
    .children.login?.send({ type: 'login.submit', email, password: 'secret-password' });
  await flushPromises();
}

async function signUpByEmail(dialog: Dialog) {
  const signup = dialog.actor.getSnapshot().children.signup;
  signup?.send({ type: 'signup.continue', email, code });
  await flushPromises();
  signup?.send({ type: 'signup.submit', email, password: 'long-enough-password' });
  await flushPromises();
}

async function signInWithGoogle(dialog: Dialog) {
  const google = dialog.actor.getSnapshot().children.google;
  google?.send({ type: 'google.script.loaded' });
  google?.send({ type: 'google.credential', credential: 'google-jwt' });
  await flushPromises();
}

describe('authDialogMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.authDialog.machine, explorations.authDialog.options);
  });

  it('has no event to close other than the close button (no Escape, no outside click)', () => {
    const events = [...authDialogMachine.events].filter((type) => !type.startsWith('xstate.')).sort();
    expect(events).toEqual(['auth.close', 'auth.countdown.resume', 'auth.show', 'auth.switch']);
  });

  it('starts closed', () => {
    const { actor } = startDialog();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ ...closedContext, googleConfigured: true });
  });

  describe('show', () => {
    it('opens on login with a prefilled email, hosting the login and Google flows', () => {
      const { actor } = startDialog();
      actor.send({ type: 'auth.show', mode: 'login', email });
      expect(actor.getSnapshot().value).toEqual({ open: 'login' });
      expect(actor.getSnapshot().context).toMatchObject({
        mode: 'login',
        email,
        rel: DEFAULT_REL,
        rId: null,
      });
      expect(actor.getSnapshot().children.login?.getSnapshot().context.email).toBe(email);
      expect(actor.getSnapshot().children.google?.getSnapshot().value).toBe('loadingScript');
    });

    it('opens on signup at step 1, with mode and rId for the code request', () => {
      const { actor } = startDialog();
      actor.send({ type: 'auth.show', mode: 'signup', email, rel: REL_EMPLOYEE, rId: 'employee-7' });
      expect(actor.getSnapshot().value).toEqual({ open: 'signup' });
      const signup = actor.getSnapshot().children.signup?.getSnapshot();
      expect(signup?.matches('step1')).toBe(true);
      expect(signup?.context).toMatchObject({
        email,
        rel: REL_EMPLOYEE,
        rId: 'employee-7',
        mode: MODE_HOMEPAGE,
      });
      expect(actor.getSnapshot().context.step2).toBe(false);
    });

    it('opens on signup step 2 with email and code prefilled (the ?email=&vuid= link)', () => {
      const { actor } = startDialog();
      actor.send({ type: 'auth.show', mode: 'signup', email, code });
      expect(actor.getSnapshot().context).toMatchObject({ mode: 'signup', email, code, step2: true });
      expect(actor.getSnapshot().children.signup?.getSnapshot().value).toEqual({ step2: 'editing' });
    });

    it('starts sign-up at step 2 only on the sign-up card, with both an email and a code', () => {
      const codeOnly = startDialog();
      codeOnly.actor.send({ type: 'auth.show', mode: 'signup', code });
      expect(codeOnly.actor.getSnapshot().context.step2).toBe(false);
      expect(codeOnly.actor.getSnapshot().children.signup?.getSnapshot().matches('step1')).toBe(true);

      const login = startDialog();
      login.actor.send({ type: 'auth.show', mode: 'login', email, code });
      expect(login.actor.getSnapshot().context.step2).toBe(false);
    });

    it('asks for codes in the AI form mode under the AI form flavour', () => {
      const { actor } = startDialog();
      actor.send({ type: 'auth.show', mode: 'signup', rel: REL_AIFORM });
      expect(actor.getSnapshot().children.signup?.getSnapshot().context.mode).toBe(MODE_AIFORM);
      expect(actor.getSnapshot().children.google?.getSnapshot().context.rel).toBe(REL_AIFORM);
      expect(verifyCodeModeFor(REL_AIFORM)).toBe(MODE_AIFORM);
      expect(verifyCodeModeFor(DEFAULT_REL)).toBe(MODE_HOMEPAGE);
    });

    it('tells the Google flow when no client id is configured', () => {
      const { actor } = startDialog(authResponse(), { googleConfigured: false });
      actor.send({ type: 'auth.show', mode: 'login' });
      expect(actor.getSnapshot().children.google?.getSnapshot().value).toBe('absent');
    });

    it('ignores a second show while open', () => {
      const { actor } = startDialog();
      actor.send({ type: 'auth.show', mode: 'login', email });
      actor.send({ type: 'auth.show', mode: 'signup', email: 'other@example.com' });
      expect(actor.getSnapshot().value).toEqual({ open: 'login' });
      expect(actor.getSnapshot().context.email).toBe(email);
    });
  });

  it('switches between login and signup with the switch link', () => {
    const { actor } = startDialog();
    actor.send({ type: 'auth.show', mode: 'login', email });
    expect(actor.getSnapshot().can({ type: 'auth.switch', mode: 'login' })).toBe(false);
    actor.send({ type: 'auth.switch', mode: 'signup' });
    expect(actor.getSnapshot().value).toEqual({ open: 'signup' });
    expect(actor.getSnapshot().context.mode).toBe('signup');
    expect(actor.getSnapshot().children.signup?.getSnapshot().context.email).toBe(email);

    expect(actor.getSnapshot().can({ type: 'auth.switch', mode: 'signup' })).toBe(false);
    actor.send({ type: 'auth.switch', mode: 'login' });
    expect(actor.getSnapshot().value).toEqual({ open: 'login' });
    expect(actor.getSnapshot().context.mode).toBe('login');
  });

  it('counts as shown while open or waiting for its code, not while closed', () => {
    const { actor } = startDialog();
    expect(isAuthDialogShown(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'auth.show', mode: 'login' });
    expect(isAuthDialogShown(actor.getSnapshot())).toBe(true);
    const waiting = createActor(
      authDialogMachine.provide({
        guards: { flowsReady: () => false },
        actors: { loadFlows: fromPromise(() => new Promise<void>(() => {})) },
      }),
      { input: { googleConfigured: true } },
    ).start();
    waiting.send({ type: 'auth.show', mode: 'login' });
    expect(waiting.getSnapshot().value).toBe('loading');
    expect(isAuthDialogShown(waiting.getSnapshot())).toBe(true);
  });

  it('keeps a sent code and its countdown when the visitor switches to login and back', async () => {
    const { actor } = startDialog();
    actor.send({ type: 'auth.show', mode: 'signup' });
    actor.getSnapshot().children.signup?.send({ type: 'signup.code.send', email });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().children.signup?.getSnapshot().context.codeSent).toBe(true),
    );

    actor.send({ type: 'auth.switch', mode: 'login' });
    actor.send({ type: 'auth.switch', mode: 'signup' });
    const signup = actor.getSnapshot().children.signup?.getSnapshot();
    expect(signup?.context.codeSent).toBe(true);
    expect(signup?.context.secondsLeft).toBe(RESEND_COUNTDOWN_S);
    expect(signup?.can({ type: 'signup.code.send', email })).toBe(false);
    actor.stop();
  });

  describe('the countdown of a sent code outlasts closing the dialog', () => {
    const second = RESEND_COUNTDOWN_TICK_MS;
    /** The dialog on the sign-up card with a code sent to `email`, its countdown at 60. */
    async function codeSent() {
      const dialog = startDialog();
      dialog.actor.send({ type: 'auth.show', mode: 'signup' });
      dialog.actor.getSnapshot().children.signup?.send({ type: 'signup.code.send', email });
      await flushPromises();
      return dialog.actor;
    }
    const card = (actor: Dialog['actor']) => actor.getSnapshot().children.signup?.getSnapshot();

    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('counts on while closed, and the sign-up card reopened carries on where it was', async () => {
      const actor = await codeSent();
      vi.advanceTimersByTime(21 * second);
      expect(card(actor)?.context.secondsLeft).toBe(RESEND_COUNTDOWN_S - 21);
      actor.send({ type: 'auth.close' });
      expect(actor.getSnapshot().context.codeCountdown).toEqual({
        email,
        secondsLeft: RESEND_COUNTDOWN_S - 21,
      });
      vi.advanceTimersByTime(9 * second);
      expect(actor.getSnapshot().context.codeCountdown).toEqual({
        email,
        secondsLeft: RESEND_COUNTDOWN_S - 30,
      });

      actor.send({ type: 'auth.show', mode: 'signup' });
      expect(card(actor)?.context).toMatchObject({
        email,
        codeSent: true,
        secondsLeft: RESEND_COUNTDOWN_S - 30,
      });
      expect(card(actor)?.can({ type: 'signup.code.send', email })).toBe(false);
      vi.advanceTimersByTime((RESEND_COUNTDOWN_S - 31) * second);
      expect(card(actor)?.can({ type: 'signup.code.send', email })).toBe(false);
      vi.advanceTimersByTime(second);
      expect(card(actor)?.can({ type: 'signup.code.send', email })).toBe(true);
      expect(actor.getSnapshot().context.codeCountdown).toBeNull();
      actor.stop();
    });

    it('carries on under the login card too, and for a link with the same address', async () => {
      const actor = await codeSent();
      actor.send({ type: 'auth.close' });
      actor.send({ type: 'auth.show', mode: 'login' });
      vi.advanceTimersByTime(10 * second);
      actor.send({ type: 'auth.switch', mode: 'signup' });
      expect(card(actor)?.context.secondsLeft).toBe(RESEND_COUNTDOWN_S - 10);
      actor.send({ type: 'auth.close' });
      actor.send({ type: 'auth.show', mode: 'signup', email });
      expect(card(actor)?.context).toMatchObject({
        email,
        codeSent: true,
        secondsLeft: RESEND_COUNTDOWN_S - 10,
      });
      actor.stop();
    });

    it('ends while closed: the card reopened offers Send code again', async () => {
      const actor = await codeSent();
      actor.send({ type: 'auth.close' });
      vi.advanceTimersByTime((RESEND_COUNTDOWN_S - 1) * second);
      expect(actor.getSnapshot().context.codeCountdown).toEqual({ email, secondsLeft: 1 });
      vi.advanceTimersByTime(second);
      expect(actor.getSnapshot().context.codeCountdown).toBeNull();
      actor.send({ type: 'auth.show', mode: 'signup' });
      expect(card(actor)?.context).toMatchObject({ email: '', codeSent: false, secondsLeft: 0 });
      expect(card(actor)?.can({ type: 'signup.code.send', email })).toBe(true);
      actor.stop();
    });

    it('opened for another address, the card starts afresh: the server counts per address', async () => {
      const actor = await codeSent();
      actor.send({ type: 'auth.close' });
      actor.send({ type: 'auth.show', mode: 'signup', email: 'grace@example.com' });
      expect(card(actor)?.context).toMatchObject({
        email: 'grace@example.com',
        codeSent: false,
        secondsLeft: 0,
      });
      expect(card(actor)?.can({ type: 'signup.code.send', email: 'grace@example.com' })).toBe(true);
      actor.stop();
    });

    it('closed with no countdown, it keeps no timer, and a resume starts none', () => {
      const { actor } = startDialog();
      vi.advanceTimersByTime(2 * second);
      expect(vi.getTimerCount()).toBe(0);
      actor.send({ type: 'auth.countdown.resume' });
      expect(vi.getTimerCount()).toBe(0);
      actor.stop();
    });

    it('a page restored closed during a countdown counts on once resumed', async () => {
      const actor = await codeSent();
      actor.send({ type: 'auth.close' });
      const restored = createActor(authDialogMachine, {
        input: { googleConfigured: true },
        snapshot: actor.getPersistedSnapshot(),
      }).start();
      actor.stop();
      vi.advanceTimersByTime(5 * second);
      expect(restored.getSnapshot().context.codeCountdown?.secondsLeft).toBe(RESEND_COUNTDOWN_S);
      restored.send({ type: 'auth.countdown.resume' });
      vi.advanceTimersByTime(5 * second);
      expect(restored.getSnapshot().context.codeCountdown).toEqual({
        email,
        secondsLeft: RESEND_COUNTDOWN_S - 5,
      });
      restored.stop();
    });
  });

  it('closes with the close button, resetting rel, rId, mode, email and code', () => {
    const { actor } = startDialog();
    actor.send({ type: 'auth.show', mode: 'signup', email, code, rel: REL_AIFORM, rId: 'employee-7' });
    actor.send({ type: 'auth.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ ...closedContext, googleConfigured: true });
    expect(actor.getSnapshot().children).toEqual({});
  });

  describe("before the flows' code is in", () => {
    /** The dialog whose flows' code arrives when the test says (or fails to). */
    function startWaitingDialog() {
      const code = deferred<void>();
      const reportFlowsUnavailable = vi.fn();
      const machine = authDialogMachine.provide({
        guards: { flowsReady: () => false },
        actors: { loadFlows: fromPromise(() => code.promise) },
        actions: { reportFlowsUnavailable },
      });
      const actor = createActor(machine, { input: { googleConfigured: true } }).start();
      return { actor, code, reportFlowsUnavailable };
    }

    it('waits in loading, with no flow running, then opens on the card asked for', async () => {
      const { actor, code } = startWaitingDialog();
      actor.send({ type: 'auth.show', mode: 'signup', email, code: '123456' });
      expect(actor.getSnapshot().value).toBe('loading');
      expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadFlows']);
      code.resolve();
      await flushPromises();
      expect(actor.getSnapshot().value).toEqual({ open: 'signup' });
      expect(actor.getSnapshot().context).toMatchObject({ email, code: '123456', step2: true });
      expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['google', 'login', 'signup']);
    });

    it('opens on the card the visitor switched to while waiting', async () => {
      const { actor, code } = startWaitingDialog();
      actor.send({ type: 'auth.show', mode: 'login' });
      actor.send({ type: 'auth.switch', mode: 'signup' });
      code.resolve();
      await flushPromises();
      expect(actor.getSnapshot().value).toEqual({ open: 'signup' });
    });

    it('stays closed and says so when the code cannot be fetched', async () => {
      const { actor, code, reportFlowsUnavailable } = startWaitingDialog();
      actor.send({ type: 'auth.show', mode: 'signup', email });
      code.reject(new Error('offline'));
      await flushPromises();
      expect(actor.getSnapshot().value).toBe('closed');
      expect(reportFlowsUnavailable).toHaveBeenCalledTimes(1);
      // What was asked for, for a reload to open it again (the closed dialog has forgotten it).
      expect(reportFlowsUnavailable.mock.calls[0]?.[1]).toEqual({ mode: 'signup', email });
      expect(actor.getSnapshot().context.email).toBe('');
    });

    it('closed while waiting, it stays closed when the code arrives', async () => {
      const { actor, code } = startWaitingDialog();
      actor.send({ type: 'auth.show', mode: 'login' });
      actor.send({ type: 'auth.close' });
      code.resolve();
      await flushPromises();
      expect(actor.getSnapshot().value).toBe('closed');
      expect(actor.getSnapshot().children).toEqual({});
    });
  });

  describe('when a flow finishes', () => {
    it('email login: saves the session, emits loginSuccess with the email, closes, never redirects', async () => {
      const response = authResponse({ user_onboarding: unfinishedOnboarding });
      const dialog = startDialog(response);
      dialog.actor.send({ type: 'auth.show', mode: 'login', rel: REL_EMPLOYEE, rId: 'employee-7' });
      await logInByEmail(dialog);

      expect(dialog.saveSession).toHaveBeenCalledTimes(1);
      expect(dialog.saveSession.mock.calls[0]?.[1]).toEqual({
        token: response.token,
        user: { id: response.id, firstname: 'Ada', lastname: 'Lovelace', email: response.email },
      });
      expect(dialog.loginSuccess).toHaveBeenCalledTimes(1);
      expect(dialog.loginSuccess).toHaveBeenCalledWith({ type: 'loginSuccess', email: response.email });
      expect(dialog.redirectToOnboarding).not.toHaveBeenCalled();
      expect(dialog.actor.getSnapshot().value).toBe('closed');
      expect(dialog.actor.getSnapshot().context).toEqual({ ...closedContext, googleConfigured: true });
    });

    it('email signup with unfinished onboarding: saves, emits, redirects with the token, closes', async () => {
      const response = authResponse({ token: 'new-user-token', user_onboarding: unfinishedOnboarding });
      const dialog = startDialog(response);
      dialog.actor.send({ type: 'auth.show', mode: 'signup' });
      await signUpByEmail(dialog);

      expect(dialog.saveSession.mock.calls[0]?.[1].token).toBe('new-user-token');
      expect(dialog.loginSuccess).toHaveBeenCalledWith({ type: 'loginSuccess', email: response.email });
      expect(dialog.redirectToOnboarding).toHaveBeenCalledTimes(1);
      expect(dialog.redirectToOnboarding.mock.calls[0]?.[1]).toEqual({ token: 'new-user-token' });
      expect(dialog.actor.getSnapshot().value).toBe('closed');
    });

    it('saves the session before redirecting', async () => {
      const order: string[] = [];
      const dialog = startDialog(authResponse({ user_onboarding: unfinishedOnboarding }));
      dialog.saveSession.mockImplementation(() => order.push('save'));
      dialog.loginSuccess.mockImplementation(() => order.push('emit'));
      dialog.redirectToOnboarding.mockImplementation(() => order.push('redirect'));
      dialog.actor.send({ type: 'auth.show', mode: 'signup', email, code });
      dialog.actor
        .getSnapshot()
        .children.signup?.send({ type: 'signup.submit', email, password: 'long-password' });
      await flushPromises();
      // XState delivers emitted events after the step's actions; the order that matters is save first.
      expect(order).toHaveLength(3);
      expect(order[0]).toBe('save');
      expect(order).toEqual(expect.arrayContaining(['emit', 'redirect']));
    });

    it('email signup with finished onboarding: no redirect', async () => {
      const dialog = startDialog(authResponse());
      dialog.actor.send({ type: 'auth.show', mode: 'signup' });
      await signUpByEmail(dialog);
      expect(dialog.saveSession).toHaveBeenCalledTimes(1);
      expect(dialog.redirectToOnboarding).not.toHaveBeenCalled();
    });

    it('email signup in the AI form flavour: no redirect even with unfinished onboarding', async () => {
      const dialog = startDialog(authResponse({ user_onboarding: unfinishedOnboarding }));
      dialog.actor.send({ type: 'auth.show', mode: 'signup', rel: REL_AIFORM });
      await signUpByEmail(dialog);
      expect(dialog.saveSession).toHaveBeenCalledTimes(1);
      expect(dialog.loginSuccess).toHaveBeenCalledTimes(1);
      expect(dialog.redirectToOnboarding).not.toHaveBeenCalled();
    });

    it('Google with unfinished onboarding: saves, emits, redirects, closes', async () => {
      const response = authResponse({ user_onboarding: unfinishedOnboarding });
      const dialog = startDialog(response);
      dialog.actor.send({ type: 'auth.show', mode: 'login' });
      await signInWithGoogle(dialog);
      expect(dialog.saveSession).toHaveBeenCalledTimes(1);
      expect(dialog.loginSuccess).toHaveBeenCalledWith({ type: 'loginSuccess', email: response.email });
      expect(dialog.redirectToOnboarding.mock.calls[0]?.[1]).toEqual({ token: response.token });
      expect(dialog.actor.getSnapshot().value).toBe('closed');
    });

    it('Google in the AI form flavour or with finished onboarding: no redirect', async () => {
      const aiForm = startDialog(authResponse({ user_onboarding: unfinishedOnboarding }));
      aiForm.actor.send({ type: 'auth.show', mode: 'signup', rel: REL_AIFORM });
      await signInWithGoogle(aiForm);
      expect(aiForm.saveSession).toHaveBeenCalledTimes(1);
      expect(aiForm.redirectToOnboarding).not.toHaveBeenCalled();

      const finished = startDialog(authResponse());
      finished.actor.send({ type: 'auth.show', mode: 'login' });
      await signInWithGoogle(finished);
      expect(finished.saveSession).toHaveBeenCalledTimes(1);
      expect(finished.loginSuccess).toHaveBeenCalledWith({ type: 'loginSuccess', email: 'ada@example.com' });
      expect(finished.redirectToOnboarding).not.toHaveBeenCalled();
    });

    it('opens afresh after a sign-in', async () => {
      const dialog = startDialog();
      dialog.actor.send({ type: 'auth.show', mode: 'login', email });
      await logInByEmail(dialog);
      dialog.actor.send({ type: 'auth.show', mode: 'login' });
      expect(dialog.actor.getSnapshot().children.login?.getSnapshot().value).toBe('editing');
      expect(dialog.actor.getSnapshot().children.login?.getSnapshot().context.email).toBe('');
    });
  });
});

describe('onboarding flags', () => {
  it('counts only finishedOnboarding true as finished', () => {
    expect(hasFinishedOnboarding(JSON.stringify({ finishedOnboarding: true }))).toBe(true);
    expect(hasFinishedOnboarding(unfinishedOnboarding)).toBe(false);
    expect(hasFinishedOnboarding(JSON.stringify({}))).toBe(false);
    expect(hasFinishedOnboarding('not json')).toBe(false);
    expect(hasFinishedOnboarding(null)).toBe(false);
    expect(hasFinishedOnboarding(undefined)).toBe(false);
    for (const flag of ['', 'null', '7', 'true', '"finishedOnboarding"', '{"finishedOnboarding":"true"}'])
      expect(hasFinishedOnboarding(flag), flag).toBe(false);
  });

  it('keeps id, names and email as the signed-in user', () => {
    expect(signedInUserFrom(authResponse())).toEqual({
      id: 42,
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
    });
  });
});
