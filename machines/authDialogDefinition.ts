import { assign, type DoneActorEvent, emit, fromPromise, not, setup } from 'xstate';
import type { Mode } from '../contract/values';
import { type AuthResult, hasFinishedOnboarding, type SignedInUser, signedInUserFrom } from './authResult';
import { DEFAULT_REL, MODE_AIFORM, MODE_HOMEPAGE, REL_AIFORM, RESEND_COUNTDOWN_TICK_MS } from './constants';
import type { googleSignInMachine } from './googleSignIn';
import type { loginMachine } from './login';
import type { signupMachine } from './signup';
import type { WordsFor } from './words';

// The login / sign-up modal (SPEC 2, 4). It hosts the flows as children: `login` or `signup` (per
// tab) and `google` (the whole time it is open). When one finishes, the dialog saves the session,
// emits loginSuccess, maybe redirects to onboarding, and closes. There is no event for Escape or an
// outside click: the modal is not closable that way. The server refuses a second code to an address
// within the resend countdown, so the dialog keeps a running countdown (and the address it counts
// for) while it is closed, and gives it to the sign-up card when it opens again for that address.
//
// This file is the statechart without its flows' logic (named by type only), so that a page can
// start with it and fetch the flows' code when a visitor first asks for the dialog: until it is in
// (`flowsReady`), the dialog waits in `loading`. authDialogMachine (./authDialog.ts) is this chart
// with the flows; the app gives them itself (src/features/auth/authDialog.effects.ts).

/** The child flows' logic, keyed by the name the chart invokes them by. */
export interface AuthDialogFlows {
  login: typeof loginMachine;
  signup: typeof signupMachine;
  googleSignIn: typeof googleSignInMachine;
}

export type AuthDialogMode = 'login' | 'signup';

export interface AuthDialogInput {
  /** A Google client id is configured (passed on to the `google` child); without one, no button. */
  googleConfigured: boolean;
}

/** A sign-up code's resend countdown: the address the code went to and the seconds left. */
export interface CodeCountdown {
  email: string;
  secondsLeft: number;
}

export interface AuthDialogContext {
  mode: AuthDialogMode;
  /** Prefilled email, e.g. from `?email=`. */
  email: string;
  /** Prefilled sign-up code, e.g. from `?vuid=`. */
  code: string;
  rel: string;
  rId: string | null;
  /** Email and code were both prefilled: sign-up starts at its step 2. */
  step2: boolean;
  googleConfigured: boolean;
  /** The countdown of the last code sent, while it runs; it outlasts closing the dialog. */
  codeCountdown: CodeCountdown | null;
}

export type AuthDialogEvent =
  | {
      type: 'auth.show';
      mode: AuthDialogMode;
      email?: string;
      code?: string;
      rel?: string;
      rId?: string | null;
    }
  | { type: 'auth.switch'; mode: AuthDialogMode }
  | { type: 'auth.close' }
  | { type: 'auth.countdown.resume' };

export type AuthDialogEmitted = { type: 'loginSuccess'; email: string };

export interface SaveSessionParams {
  token: string;
  user: SignedInUser;
}

/** The verification-code mode for a rel marker (SPEC 7, send-verify-code). */
export const verifyCodeModeFor = (rel: string): Mode => (rel === REL_AIFORM ? MODE_AIFORM : MODE_HOMEPAGE);

const closedDialog = {
  mode: 'login',
  email: '',
  code: '',
  rel: DEFAULT_REL,
  rId: null,
  step2: false,
} as const;

/** What the dialog reads when a flow has signed the visitor in: its result, and the dialog's context. */
interface SignedIn {
  context: AuthDialogContext;
  event: DoneActorEvent<AuthResult>;
}

/** A flow signed the visitor in: the session is saved and the page told who it is. */
const saveSignIn = [
  {
    type: 'saveSession',
    params: ({ event }: SignedIn) => ({ token: event.output.token, user: signedInUserFrom(event.output) }),
  },
  emit<AuthDialogContext, DoneActorEvent<AuthResult>, undefined, AuthDialogEvent, AuthDialogEmitted>(
    ({ event }) => ({ type: 'loginSuccess', email: event.output.email }),
  ),
] as const;

/** Google or the sign-up card signed the visitor in: the dialog closes, by onboarding when it is due. */
const closeSignedIn = [
  {
    guard: {
      type: 'needsOnboardingRedirect',
      params: ({ context, event }: SignedIn) => ({ result: event.output, rel: context.rel }),
    },
    target: '#authDialog.closed',
    actions: [
      ...saveSignIn,
      { type: 'redirectToOnboarding', params: ({ event }: SignedIn) => ({ token: event.output.token }) },
    ],
  },
  { target: '#authDialog.closed', actions: saveSignIn },
] as const;

export const authDialogDefinition = setup({
  types: {
    input: {} as AuthDialogInput,
    context: {} as AuthDialogContext,
    events: {} as AuthDialogEvent,
    emitted: {} as AuthDialogEmitted,
    // Child id -> actor, so `snapshot.children.login` etc. are typed for the UI.
    children: {} as { login: 'login'; signup: 'signup'; google: 'googleSignIn' },
  },
  actors: {
    // Typed here, given by who runs the chart (authDialogMachine, or the app once their code is in).
    ...({} as AuthDialogFlows),
    /** App: fetches the flows' code. */
    loadFlows: fromPromise<void>(async () => {}),
  },
  actions: {
    /** App: session.login with the token and user. */
    saveSession: (_, _params: SaveSessionParams) => {},
    /** App: full page load of {arpUrl}/onboarding?t={base64 of "jwt " + token}. */
    redirectToOnboarding: (_, _params: { token: string }) => {},
    /**
     * App: tells the visitor the sign-in form could not be loaded, and keeps what was asked for
     * (the card and the e-mail), for the reload that follows a deployment to open it again.
     */
    reportFlowsUnavailable: (_, _params: { mode: AuthDialogMode; email: string }) => {},
    resetDialog: assign(closedDialog),
    countDownCode: assign({
      codeCountdown: ({ context }) =>
        context.codeCountdown && context.codeCountdown.secondsLeft > 1
          ? { ...context.codeCountdown, secondsLeft: context.codeCountdown.secondsLeft - 1 }
          : null,
    }),
    applyShow: assign(({ event }) => {
      if (event.type !== 'auth.show') return {};
      const email = event.email ?? '';
      const code = event.code ?? '';
      return {
        mode: event.mode,
        email,
        code,
        rel: event.rel ?? DEFAULT_REL,
        rId: event.rId ?? null,
        step2: event.mode === 'signup' && email !== '' && code !== '',
      };
    }),
  },
  guards: {
    /** App: the flows' code is in (always, where the flows are part of the machine). */
    flowsReady: () => true,
    isSignupMode: ({ context }) => context.mode === 'signup',
    isCodeCountingDown: ({ context }) => context.codeCountdown !== null,
    isSignupRequested: ({ event }) => 'mode' in event && event.mode === 'signup',
    isLoginRequested: ({ event }) => 'mode' in event && event.mode === 'login',
    /** SPEC 4: after Google login or signup, unfinished onboarding goes to ARP, except the AI form flavour. */
    needsOnboardingRedirect: (_, params: { result: AuthResult; rel: string }) =>
      params.result.method !== 'email-login' &&
      !hasFinishedOnboarding(params.result.user_onboarding) &&
      params.rel !== REL_AIFORM,
  },
  delays: {
    countdownTick: RESEND_COUNTDOWN_TICK_MS,
  },
}).createMachine({
  id: 'authDialog',
  description: 'The login / sign-up modal hosting the login, signup and Google flows; saves the session.',
  meta: {
    name: 'Auth dialog',
    exampleInput: { googleConfigured: true },
    words: {
      calls: {
        loadFlows: {
          does: 'Downloads the sign-in form',
          done: 'The sign-in form has downloaded',
          error: 'The sign-in form cannot be downloaded',
        },
        googleSignIn: {
          does: 'Runs the Google sign-in flow',
          done: 'The visitor is signed in with Google',
          error: 'The Google sign-in flow fails',
        },
        login: {
          does: 'Runs the login flow',
          done: 'The visitor is logged in',
          error: 'The login flow fails',
        },
        signup: {
          does: 'Runs the sign-up flow',
          done: 'The visitor has signed up',
          error: 'The sign-up flow fails',
        },
      },
      events: {
        'auth.show': 'Something on the page opens the sign-in dialog, on the login or the sign-up card',
        'auth.switch': 'The visitor follows the link to the other card (Sign up or Log in)',
        'auth.close':
          'The visitor presses the close button, or the site closes the dialog when its form cannot load',
        'auth.countdown.resume': 'The page is back after a reload and the countdown carries on',
        'xstate.snapshot.signup': 'The sign-up card changes; the dialog notes its countdown, if one runs',
      },
      guards: {
        flowsReady: 'The sign-in form has finished downloading',
        isSignupMode: 'The sign-up card was asked for',
        isCodeCountingDown: 'The countdown of a sign-up code sent earlier is running',
        isSignupRequested: 'The sign-up card is asked for',
        isLoginRequested: 'The login card is asked for',
        needsOnboardingRedirect:
          'The person signed in with Google or signed up, has not finished onboarding, and did not come from the AI form',
      },
    },
  } satisfies WordsFor<AuthDialogEvent | { type: 'xstate.snapshot.signup' }>,
  context: ({ input }) => ({
    ...closedDialog,
    googleConfigured: input.googleConfigured,
    codeCountdown: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The sign-in dialog is closed',
      entry: 'resetDialog',
      // A page restored from a persisted snapshot has no timer: this starts it again.
      on: {
        'auth.countdown.resume': { guard: 'isCodeCountingDown', target: 'closed', reenter: true },
        'auth.show': [
          { guard: not('flowsReady'), target: 'loading', actions: 'applyShow' },
          { guard: 'isSignupRequested', target: 'open.signup', actions: 'applyShow' },
          { target: 'open.login', actions: 'applyShow' },
        ],
      },
      after: {
        countdownTick: {
          guard: 'isCodeCountingDown',
          target: 'closed',
          reenter: true,
          actions: 'countDownCode',
        },
      },
    },
    // Asked for before the flows' code arrived (a first press without intent, a slow network): it
    // opens on the card asked for once the code is in, and stays closed if the code cannot load.
    loading: {
      description: 'The dialog was asked for and waits for the sign-in form to finish downloading',
      invoke: {
        id: 'loadFlows',
        src: 'loadFlows',
        onDone: [{ guard: 'isSignupMode', target: 'open.signup' }, { target: 'open.login' }],
        onError: {
          target: 'closed',
          actions: {
            type: 'reportFlowsUnavailable',
            params: ({ context }) => ({ mode: context.mode, email: context.email }),
          },
        },
      },
      on: {
        'auth.close': 'closed',
        'auth.switch': { actions: assign({ mode: ({ event }) => event.mode }) },
      },
    },
    open: {
      description: 'The sign-in dialog is open, with Continue with Google above the card',
      // The login and sign-up flows live for the whole opening, so switching between the two cards
      // keeps what each had (a sent code, its countdown); closing the dialog ends and resets them.
      invoke: [
        {
          id: 'google',
          src: 'googleSignIn',
          input: ({ context }) => ({ rel: context.rel, configured: context.googleConfigured }),
          onDone: closeSignedIn,
        },
        {
          id: 'login',
          src: 'login',
          input: ({ context }) => ({ email: context.email, rel: context.rel }),
          // Email login never redirects to onboarding (SPEC 4).
          onDone: { target: '#authDialog.closed', actions: saveSignIn },
        },
        {
          id: 'signup',
          src: 'signup',
          input: ({ context }) => {
            const carried = countdownFor(context);
            return {
              email: carried?.email ?? context.email,
              code: context.code,
              rel: context.rel,
              rId: context.rId,
              mode: verifyCodeModeFor(context.rel),
              secondsLeft: carried?.secondsLeft ?? 0,
            };
          },
          onSnapshot: {
            actions: assign({
              codeCountdown: ({ event }) => {
                const { codeSent, email, secondsLeft } = event.snapshot.context;
                return codeSent && secondsLeft > 0 ? { email, secondsLeft } : null;
              },
            }),
          },
          onDone: closeSignedIn,
        },
      ],
      on: { 'auth.close': 'closed' },
      initial: 'login',
      states: {
        login: {
          description: 'The login card: e-mail and password',
          on: {
            'auth.switch': {
              guard: 'isSignupRequested',
              target: 'signup',
              actions: assign({ mode: 'signup' }),
            },
          },
        },
        signup: {
          description: 'The sign-up card: e-mail and code, then a password',
          on: {
            'auth.switch': { guard: 'isLoginRequested', target: 'login', actions: assign({ mode: 'login' }) },
          },
        },
      },
    },
  },
});

/** The dialog is on screen: open, or waiting for its flows' code (it then shows that it is loading). */
export const isAuthDialogShown = (snapshot: { matches(state: 'open' | 'loading'): boolean }): boolean =>
  snapshot.matches('open') || snapshot.matches('loading');

/**
 * The countdown the sign-up card opens with: the one kept from an earlier opening, when the card
 * opens for the address it counts for or for no address at all (it then takes that address).
 */
function countdownFor(context: AuthDialogContext): CodeCountdown | null {
  const kept = context.codeCountdown;
  return kept && (context.email === '' || context.email === kept.email) ? kept : null;
}
