import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AuthResponse } from '../../../../contract/auth';
import { authDialogMachine } from '../../../../machines/authDialog';
import { dialogSlots } from '../../../../src/app/dialogs';
import { AuthDialog, SWITCH_TO_LOGIN, SWITCH_TO_SIGNUP } from '../../../../src/features/auth/AuthDialog';
import { createAuthDialogLogic } from '../../../../src/features/auth/authDialog.effects';
import { preloadAuthFlows } from '../../../../src/features/auth/authFlowsModule';
import { authContextForPath } from '../../../../src/lib/auth/authContext';
import { AUTH_DIALOG_WIDTH_PX, MODAL_Z_INDEX } from '../../../../src/lib/config/themeTokens';
import type * as api from '../../../../src/lib/http/api';
import { type AppActors, AppActorsProvider, type AuthMode } from '../../../../src/lib/state/appActors';
import { theme } from '../../../../src/theme/theme';
import { fakeAppActors } from '../../../helpers/fakeAppActors';

// The dialog's real wiring (createAuthDialogLogic) with fake calls, toasts, navigation and session.
const mocked = {
  login: vi.fn<typeof api.login>(),
  oauthLogin: vi.fn<typeof api.oauthLogin>(),
  sendVerifyCode: vi.fn<typeof api.sendVerifyCode>(),
  checkVerifyCode: vi.fn<typeof api.checkVerifyCode>(),
  register: vi.fn<typeof api.register>(),
  toast: vi.fn(),
  navigateTo: vi.fn(),
  sessionSend: vi.fn(),
  codeMissing: vi.fn(),
};

const newAuthDialogActor = () =>
  createActor(
    createAuthDialogLogic({ send: mocked.sessionSend }, mocked.codeMissing, {
      calls: mocked,
      notify: mocked.toast,
      navigate: mocked.navigateTo,
    }),
    { input: { googleConfigured: false } },
  );
// A fresh dialog per test: a sent code's countdown outlasts closing the dialog, as on the site.
let authDialogActor = newAuthDialogActor();
const actors: AppActors = { ...fakeAppActors().actors, authDialog: authDialogActor };

/** What the header's buttons send: the mode, and rel and rId of the page (here, the window's location). */
const showAuth = (mode: AuthMode, options: { email?: string; code?: string } = {}) =>
  authDialogActor.send({
    type: 'auth.show',
    mode,
    ...options,
    ...authContextForPath(window.location.pathname, window.location.search),
  });
const closeAuth = () => authDialogActor.send({ type: 'auth.close' });

const authResponse = (overrides: Partial<AuthResponse> = {}): AuthResponse => ({
  token: 'tok-1',
  id: 7,
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  user_onboarding: JSON.stringify({ finishedOnboarding: false }),
  arp_onboarding: null,
  ...overrides,
});

const codeSent = { message: 'Verification code sent to your email' };
const codeChecked = { message: 'The verification code is valid', valid: true as const };

/** A promise the test settles by hand, to look at the dialog while a call runs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderDialog({ drawnAhead = false } = {}) {
  return render(dialogTree(drawnAhead));
}

function dialogTree(drawnAhead: boolean) {
  return (
    <AppActorsProvider actors={actors}>
      <ThemeProvider theme={theme}>
        <AuthDialog drawnAhead={drawnAhead} />
      </ThemeProvider>
    </AppActorsProvider>
  );
}

/** The dialog as the layout mounts it: the slot listens for sign-up links and loads the dialog. */
function renderDialogSlot() {
  return render(
    <AppActorsProvider actors={actors}>
      <ThemeProvider theme={theme}>
        <dialogSlots.authDialog />
      </ThemeProvider>
    </AppActorsProvider>,
  );
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string | RegExp) => within(dialog()).getByLabelText(label);
const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name });

// The flows' code is in, as after the visitor's intent on a sign-in button (src/app/dialogs.tsx).
beforeAll(async () => {
  await preloadAuthFlows();
});

beforeEach(() => {
  authDialogActor.stop();
  authDialogActor = newAuthDialogActor();
  actors.authDialog = authDialogActor;
  authDialogActor.start();
  for (const mock of Object.values(mocked)) mock.mockReset();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  act(() => closeAuth());
  vi.useRealTimers();
});

describe('the auth dialog', () => {
  it('opens on login or signup as asked, 400 px wide at z-index 1800, and switches between them', async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => showAuth('login'));
    expect(dialog()).toHaveProperty('tagName');
    expect(within(dialog()).getByRole('heading', { name: 'Sign in to Aden' })).toBeTruthy();
    const paper = dialog();
    expect(getComputedStyle(paper).width).toBe(`${AUTH_DIALOG_WIDTH_PX}px`);
    const root = paper.closest('.MuiDialog-root') as HTMLElement;
    expect(getComputedStyle(root).zIndex).toBe(String(MODAL_Z_INDEX));

    expect(within(dialog()).queryByRole('link', { name: 'Terms of Service' })).toBeNull();
    await user.click(button(SWITCH_TO_SIGNUP));
    expect(within(dialog()).getByRole('heading', { name: 'Sign up for Aden' })).toBeTruthy();
    expect(button('Send code')).toBeTruthy();
    // Signing up says what it agrees to, with both documents a click away (in a new tab).
    expect(within(dialog()).getByText(/By signing up you agree to our/)).toBeTruthy();
    const terms = within(dialog()).getByRole('link', { name: 'Terms of Service' });
    const privacy = within(dialog()).getByRole('link', { name: 'Privacy Policy' });
    expect([terms.getAttribute('href'), privacy.getAttribute('href')]).toEqual([
      '/terms-of-service',
      '/privacy',
    ]);
    expect(terms.getAttribute('target')).toBe('_blank');
    await user.click(button(SWITCH_TO_LOGIN));
    expect(button('Sign in')).toBeTruthy();

    act(() => closeAuth());
    act(() => showAuth('signup', { email: 'pre@example.com' }));
    expect((field('Email') as HTMLInputElement).value).toBe('pre@example.com');
  });

  it('drawn ahead, is in the page hidden, without the dialog role or a form, and opens as itself', async () => {
    const { rerender } = renderDialog({ drawnAhead: true });
    const title = screen.getByText('Sign in to Aden');
    expect(title.closest('.MuiDialog-root')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.queryByLabelText(/e-?mail/i)).toBeNull();

    // The opening render: the lazy dialog renders it no longer drawn ahead.
    act(() => showAuth('login'));
    rerender(dialogTree(false));
    expect(dialog().getAttribute('aria-labelledby')).toBe(title.id);
    expect(await within(dialog()).findByLabelText(/e-?mail/i)).toBeTruthy();
  });

  it('is not closed by Escape nor a click outside, only by its close button', async () => {
    const user = userEvent.setup();
    renderDialog();
    act(() => showAuth('login'));
    await user.keyboard('{Escape}');
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    await user.click(backdrop);
    expect(authDialogActor.getSnapshot().matches('open')).toBe(true);
    await user.click(button('Close'));
    expect(authDialogActor.getSnapshot().matches('closed')).toBe(true);
  });

  it('fills rel and rId from the page, and closing resets them and the mode', async () => {
    renderDialog();
    window.history.replaceState(null, '', '/employee/42');
    act(() => showAuth('signup'));
    expect(authDialogActor.getSnapshot().context).toMatchObject({
      mode: 'signup',
      rel: 'aden-employee',
      rId: '42',
    });
    act(() => closeAuth());
    expect(authDialogActor.getSnapshot().context).toMatchObject({ mode: 'login', rel: 'aden', rId: null });
    window.history.replaceState(null, '', '/ai-form?rId=9');
    act(() => showAuth('login'));
    expect(authDialogActor.getSnapshot().context).toMatchObject({ rel: 'aden-aiform', rId: '9' });
  });

  it("asked for before the flows' code is in, shows that it is loading, then the card asked for", async () => {
    const code = deferred<void>();
    const waiting = createActor(
      authDialogMachine.provide({
        guards: { flowsReady: () => false },
        actors: { loadFlows: fromPromise(() => code.promise) },
      }),
      { input: { googleConfigured: false } },
    ).start();
    render(
      <AppActorsProvider actors={{ ...actors, authDialog: waiting }}>
        <ThemeProvider theme={theme}>
          <AuthDialog />
        </ThemeProvider>
      </AppActorsProvider>,
    );
    act(() => waiting.send({ type: 'auth.show', mode: 'signup' }));
    expect(within(dialog()).getByRole('heading', { name: 'Sign up for Aden' })).toBeTruthy();
    await waitFor(() => expect(within(dialog()).getByLabelText('Loading the sign-in form')).toBeTruthy());
    await act(async () => code.resolve());
    await waitFor(() => expect(field('Email')).toBeTruthy());
    expect(within(dialog()).queryByLabelText('Loading the sign-in form')).toBeNull();
    waiting.stop();
  });

  it('does not show Google when no client id is configured', () => {
    renderDialog();
    act(() => showAuth('login'));
    expect(within(dialog()).queryByText('Continue with Google')).toBeNull();
    expect(within(dialog()).queryByText('or')).toBeNull();
  });
});

describe('login', () => {
  it('checks each field on blur with the exact messages', async () => {
    const user = userEvent.setup();
    renderDialog();
    act(() => showAuth('login'));
    await user.click(field('Email'));
    await user.tab();
    expect(await within(dialog()).findByText('Please input your email')).toBeTruthy();
    await user.tab();
    expect(await within(dialog()).findByText('Please input your password')).toBeTruthy();
    await user.type(field('Email'), 'ada@example.com');
    await user.tab();
    await waitFor(() => expect(within(dialog()).queryByText('Please input your email')).toBeNull());
  });

  it('submits with Enter in the password, saves the session and hides the dialog without a redirect', async () => {
    const user = userEvent.setup();
    mocked.login.mockResolvedValue(authResponse());
    const emitted: unknown[] = [];
    const subscription = authDialogActor.on('loginSuccess', (event) => emitted.push(event));
    renderDialog();
    act(() => showAuth('login'));
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'correct horse{Enter}');
    await waitFor(() => expect(authDialogActor.getSnapshot().matches('closed')).toBe(true));
    subscription.unsubscribe();
    expect(mocked.login).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct horse' });
    expect(mocked.sessionSend).toHaveBeenCalledWith({
      type: 'session.login',
      token: 'tok-1',
      user: { id: 7, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' },
    });
    expect(emitted).toEqual([{ type: 'loginSuccess', email: 'ada@example.com' }]);
    expect(mocked.navigateTo).not.toHaveBeenCalled();
  });

  it("shows the server's message and keeps what was typed", async () => {
    const user = userEvent.setup();
    mocked.login.mockRejectedValue({ message: 'Incorrect email or password' });
    renderDialog();
    act(() => showAuth('login'));
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'wrong-pass');
    await user.click(button('Sign in'));
    expect(await within(dialog()).findByText('Incorrect email or password')).toBeTruthy();
    expect((field('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((field('Password') as HTMLInputElement).value).toBe('wrong-pass');
    expect(authDialogActor.getSnapshot().matches({ open: 'login' })).toBe(true);
  });

  it('sends nothing on a second click while submitting', async () => {
    const user = userEvent.setup();
    const call = deferred<AuthResponse>();
    mocked.login.mockReturnValue(call.promise);
    renderDialog();
    act(() => showAuth('login'));
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'secret-pass');
    const submit = button('Sign in');
    await user.dblClick(submit);
    await waitFor(() => expect(button(/Signing in/)).toHaveProperty('disabled', true));
    fireEvent.click(button(/Signing in/));
    fireEvent.submit(field('Password').closest('form') as HTMLFormElement);
    await act(async () => {});
    expect(mocked.login).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve(authResponse()));
  });
});

describe('sign-up', () => {
  async function openSignup({ fakeTimers = false } = {}) {
    const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
    renderDialog();
    act(() => showAuth('signup'));
    return user;
  }

  it('checks the e-mail on blur with the exact messages', async () => {
    const user = await openSignup();
    await user.click(field('Email'));
    await user.tab();
    expect(await within(dialog()).findByText('Please input your email')).toBeTruthy();
    await user.type(field('Email'), 'not-an-email');
    await user.tab();
    expect(await within(dialog()).findByText('Please input a valid email')).toBeTruthy();
  });

  it('disables Send code with an empty e-mail and Continue without a code', async () => {
    const user = await openSignup();
    expect(button('Send code')).toHaveProperty('disabled', true);
    expect(button('Continue')).toHaveProperty('disabled', true);
    await user.type(field('Email'), 'new@example.com');
    expect(button('Send code')).toHaveProperty('disabled', false);
    expect(button('Continue')).toHaveProperty('disabled', true);
    await user.clear(field('Email'));
    expect(button('Send code')).toHaveProperty('disabled', true);
  });

  it('sends the code once on a double click, toasts, reveals the code field and counts 60 seconds down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = await openSignup({ fakeTimers: true });
    const sent = deferred<typeof codeSent>();
    mocked.sendVerifyCode.mockReturnValue(sent.promise);
    await user.type(field('Email'), 'new@example.com');
    await user.dblClick(button('Send code'));
    await waitFor(() => expect(button('Sending…')).toHaveProperty('disabled', true));
    fireEvent.click(button('Sending…'));
    authDialogActor
      .getSnapshot()
      .children.signup?.send({ type: 'signup.code.send', email: 'new@example.com' });
    await act(async () => {});
    expect(mocked.sendVerifyCode).toHaveBeenCalledTimes(1);
    expect(mocked.sendVerifyCode).toHaveBeenCalledWith({
      email: 'new@example.com',
      mode: 'aden-homepage',
      rId: null,
    });
    expect(within(dialog()).queryByLabelText('Verification code')).toBeNull();

    await act(async () => sent.resolve({ message: 'ok' }));
    expect(mocked.toast).toHaveBeenCalledWith('Verification code sent to your email', 'success');
    expect(button('Resend in 60s')).toHaveProperty('disabled', true);
    expect(field('Verification code')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(1000));
    expect(button('Resend in 59s')).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(58_000));
    expect(button('Resend in 1s')).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button('Send code')).toHaveProperty('disabled', false);
    expect(authDialogActor.getSnapshot().children.signup?.getSnapshot().context).toMatchObject({
      secondsLeft: 0,
    });
  });

  it('asks for the code on blur, checks it with Continue, then registers in step 2 and hands off to onboarding', async () => {
    const user = await openSignup();
    mocked.sendVerifyCode.mockResolvedValue(codeSent);
    mocked.checkVerifyCode.mockResolvedValue(codeChecked);
    mocked.register.mockResolvedValue(authResponse({ email: 'new@example.com', token: 'tok-new' }));
    await user.type(field('Email'), 'new@example.com');
    await user.click(button('Send code'));
    const code = await within(dialog()).findByLabelText('Verification code');
    await user.click(code);
    await user.tab();
    expect(await within(dialog()).findByText('Please input your signup code')).toBeTruthy();
    await user.type(field('Verification code'), '123456');
    await user.click(button('Continue'));
    expect(mocked.checkVerifyCode).toHaveBeenCalledWith({ email: 'new@example.com', vuid: '123456' });

    const password = await within(dialog()).findByLabelText('Password');
    expect(within(dialog()).getByText(/Step 2 of 2/)).toBeTruthy();
    await user.click(password);
    await user.tab();
    expect(await within(dialog()).findByText('Please input your password')).toBeTruthy();
    await user.type(password, 'short');
    await user.tab();
    expect(
      await within(dialog()).findByText('Your password should contain at least 10 characters'),
    ).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'long-enough-pw');
    await user.click(button('Sign up'));
    await waitFor(() => expect(authDialogActor.getSnapshot().matches('closed')).toBe(true));
    expect(mocked.register).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'long-enough-pw',
      signupCode: '123456',
      subscriptionPlan: 'freeforever',
      rel: 'aden',
    });
    expect(mocked.sessionSend).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'session.login', token: 'tok-new' }),
    );
    expect(mocked.navigateTo).toHaveBeenCalledWith(
      `/arp/onboarding?t=${encodeURIComponent(btoa('jwt tok-new'))}`,
    );
  });

  it('disables Continue while the code is checked and Sign up while registering', async () => {
    const user = await openSignup();
    const check = deferred<typeof codeChecked>();
    const registered = deferred<AuthResponse>();
    mocked.sendVerifyCode.mockResolvedValue(codeSent);
    mocked.checkVerifyCode.mockReturnValue(check.promise);
    mocked.register.mockReturnValue(registered.promise);
    await user.type(field('Email'), 'new@example.com');
    await user.click(button('Send code'));
    await user.type(await within(dialog()).findByLabelText('Verification code'), '123456');
    await user.click(button('Continue'));
    expect(button('Checking…')).toHaveProperty('disabled', true);
    await act(async () => check.resolve(codeChecked));
    await user.type(await within(dialog()).findByLabelText('Password'), 'long-enough-pw');
    await user.click(button('Sign up'));
    expect(button('Signing up…')).toHaveProperty('disabled', true);
    expect(mocked.register).toHaveBeenCalledTimes(1);
    await act(async () =>
      registered.resolve(authResponse({ user_onboarding: '{"finishedOnboarding":true}' })),
    );
    await waitFor(() => expect(authDialogActor.getSnapshot().matches('closed')).toBe(true));
  });

  it('keeps the step and shows the message when the code is wrong', async () => {
    const user = await openSignup();
    mocked.sendVerifyCode.mockResolvedValue(codeSent);
    mocked.checkVerifyCode.mockRejectedValue({ message: 'Incorrect verification code' });
    await user.type(field('Email'), 'new@example.com');
    await user.click(button('Send code'));
    await user.type(await within(dialog()).findByLabelText('Verification code'), '000000{Enter}');
    expect(await within(dialog()).findByText('Incorrect verification code')).toBeTruthy();
    expect((field('Verification code') as HTMLInputElement).value).toBe('000000');
  });

  it('under /ai-form sends the aden-ai-form mode and rel, and does not redirect', async () => {
    window.history.replaceState(null, '', '/ai-form');
    const user = await openSignup();
    mocked.sendVerifyCode.mockResolvedValue(codeSent);
    mocked.checkVerifyCode.mockResolvedValue(codeChecked);
    mocked.register.mockResolvedValue(authResponse());
    await user.type(field('Email'), 'form@example.com');
    await user.click(button('Send code'));
    expect(mocked.sendVerifyCode).toHaveBeenCalledWith({
      email: 'form@example.com',
      mode: 'aden-ai-form',
      rId: null,
    });
    await user.type(await within(dialog()).findByLabelText('Verification code'), '654321{Enter}');
    await user.type(await within(dialog()).findByLabelText('Password'), 'long-enough-pw{Enter}');
    await waitFor(() => expect(authDialogActor.getSnapshot().matches('closed')).toBe(true));
    expect(mocked.register).toHaveBeenCalledWith(expect.objectContaining({ rel: 'aden-aiform' }));
    expect(mocked.navigateTo).not.toHaveBeenCalled();
  });

  it('does not redirect a user who finished onboarding', async () => {
    mocked.register.mockResolvedValue(authResponse({ user_onboarding: '{"finishedOnboarding":true}' }));
    renderDialog();
    const user = userEvent.setup();
    act(() => showAuth('signup', { email: 'done@example.com', code: '111111' }));
    await user.type(field('Password'), 'long-enough-pw{Enter}');
    await waitFor(() => expect(authDialogActor.getSnapshot().matches('closed')).toBe(true));
    expect(mocked.navigateTo).not.toHaveBeenCalled();
  });
});

describe('a sign-up link with ?email=&vuid=', () => {
  it('opens sign-up at step 2 with both prefilled and removes them from the URL', async () => {
    window.history.replaceState(null, '', '/pricing?email=link%40example.com&vuid=246810&ref=mail');
    renderDialogSlot();
    await waitFor(() => expect(authDialogActor.getSnapshot().matches({ open: 'signup' })).toBe(true));
    await screen.findByRole('dialog');
    expect(window.location.pathname + window.location.search).toBe('/pricing?ref=mail');
    // The form follows the dialog's frame by one render (useDialogBody).
    expect(await within(dialog()).findByText(/Step 2 of 2/)).toBeTruthy();
    expect((field('Email') as HTMLInputElement).value).toBe('link@example.com');
    expect(authDialogActor.getSnapshot().context).toMatchObject({
      email: 'link@example.com',
      code: '246810',
    });
    expect(button('Sign up')).toHaveProperty('disabled', false);
  });
});
