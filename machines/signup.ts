import { and, assign, fromPromise, not, setup } from 'xstate';
import type { CheckVerifyCodeRequest, RegisterRequest, SendVerifyCodeRequest } from '../contract/auth';
import { BUTTON_LABELS } from '../contract/buttonLabels';
import type { Mode } from '../contract/values';
import type { AuthResponse, AuthResult } from './authResult';
import {
  DEFAULT_REL,
  DEFAULT_SIGNUP_PLAN,
  MODE_HOMEPAGE,
  RESEND_COUNTDOWN_S,
  RESEND_COUNTDOWN_TICK_MS,
} from './constants';
import { errorMessage } from './errorMessage';
import type { WordsFor } from './words';

// The two-step email sign-up card (SPEC 4 'Signup', 5, 7).
// Step 1: email, Send code (then a 60-second countdown), code, Continue (checks the code).
// Step 2: password, Sign up (registers). Email and code both prefilled start at step 2.
// A countdown given in the input (the dialog reopened during it) starts at step 1 with it running.
// Disabled rules of SPEC 4 are guards (hasEmail, hasCode, isNotCountingDown); "while sending" and
// "while submitting" are states (sending, checking, registering) that have no such transition.

export interface SignupInput {
  email: string;
  code: string;
  rel: string;
  rId: string | null;
  /** MODE_AIFORM or MODE_HOMEPAGE, sent with the verification-code request. */
  mode: Mode;
  /**
   * Seconds left of the countdown of a code already sent to `email` (the dialog was closed during
   * it and opened again): the card starts with the code field shown and the countdown running.
   */
  secondsLeft?: number;
}

export interface SignupContext extends SignupInput {
  /** A code was sent at least once: the UI reveals the code field. */
  codeSent: boolean;
  /** Seconds until Send code is allowed again; 0 when it is. */
  secondsLeft: number;
  /** The message of the last failed call. */
  error: string | null;
  response: AuthResponse | null;
}

export type SignupEvent =
  | { type: 'signup.code.send'; email: string }
  | { type: 'signup.continue'; email: string; code: string }
  | { type: 'signup.submit'; email: string; password: string }
  | { type: 'signup.countdown.resume' };

/** What the register actor gets: the body of SPEC 7 and the `rel` of its query. */
export type RegisterCall = RegisterRequest & { rel: string };

const notProvided = (name: string) => new Error(`${name}: not provided`);

/** A failed call: its message kept for the card to show, and the visitor may try again. */
const keepCallError = {
  type: 'keepError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

export const signupMachine = setup({
  types: {
    input: {} as SignupInput,
    context: {} as SignupContext,
    events: {} as SignupEvent,
    output: {} as AuthResult,
  },
  actors: {
    /** App: POST {api}/user/send-verify-code. */
    sendVerifyCode: fromPromise<unknown, SendVerifyCodeRequest>(async () => {
      throw notProvided('sendVerifyCode');
    }),
    /** App: POST {api}/user/check-verify-code. */
    checkVerifyCode: fromPromise<unknown, CheckVerifyCodeRequest>(async () => {
      throw notProvided('checkVerifyCode');
    }),
    /** App: POST {api}/user/register?rel={rel}. */
    register: fromPromise<AuthResponse, RegisterCall>(async () => {
      throw notProvided('register');
    }),
  },
  actions: {
    /** App: success toast "Verification code sent to your email". */
    notifyCodeSent: (_, _params: { email: string }) => {},
    startCountdown: assign({ codeSent: true, secondsLeft: RESEND_COUNTDOWN_S }),
    countDown: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    clearError: assign({ error: null }),
    keepError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
  },
  guards: {
    isPrefilled: ({ context }) => context.email !== '' && context.code !== '',
    // Every signup event carries the form's current email.
    hasEmail: ({ event }) => 'email' in event && event.email.trim() !== '',
    hasCode: ({ event }) => event.type === 'signup.continue' && event.code.trim() !== '',
    isNotCountingDown: ({ context }) => context.secondsLeft === 0,
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  delays: {
    countdownTick: RESEND_COUNTDOWN_TICK_MS,
  },
}).createMachine({
  id: 'signup',
  description: 'Two-step email sign-up: send code with a 60-second countdown, check code, then register.',
  meta: {
    name: 'Sign-up',
    exampleInput: { email: '', code: '', rel: DEFAULT_REL, rId: null, mode: MODE_HOMEPAGE },
    words: {
      calls: {
        sendVerifyCode: {
          does: 'Asks the server to e-mail a sign-up code',
          done: 'The server has e-mailed the code',
          error: 'The server refuses, or cannot be reached',
        },
        checkVerifyCode: {
          does: 'Asks the server whether the code is right',
          done: 'The server accepts the code',
          error: 'The server rejects the code, or cannot be reached',
        },
        register: {
          does: 'Asks the server to create the account',
          done: 'The server creates the account',
          error: 'The server refuses (the e-mail is taken, say), or cannot be reached',
        },
      },
      events: {
        'signup.code.send': `The visitor presses ${BUTTON_LABELS.sendCode} to have a sign-up code e-mailed`,
        'signup.continue': `The visitor presses ${BUTTON_LABELS.continue} with the e-mail address and the code`,
        'signup.submit': `The visitor presses ${BUTTON_LABELS.signUp} with a password`,
        'signup.countdown.resume': 'The page is back after a reload and the countdown carries on',
      },
      guards: {
        isPrefilled: 'The link brought both an e-mail address and a code',
        hasEmail: 'An e-mail address has been typed',
        hasCode: 'A code has been typed',
        isNotCountingDown: 'No countdown is running',
        isLastSecond: 'The countdown is at its last second',
      },
    },
  } satisfies WordsFor<SignupEvent>,
  context: ({ input }) => {
    const secondsLeft = input.secondsLeft ?? 0;
    return { ...input, codeSent: secondsLeft > 0, secondsLeft, error: null, response: null };
  },
  initial: 'start',
  states: {
    start: {
      description:
        'Choosing where to begin: at the password when the link brought both an e-mail address and a code, else at step 1',
      always: [{ guard: 'isPrefilled', target: 'step2' }, { target: 'step1' }],
    },
    step1: {
      description: 'Step 1: the visitor gives an e-mail address and the code e-mailed to it',
      type: 'parallel',
      states: {
        codeRequest: {
          description: 'Getting a sign-up code e-mailed to the visitor',
          initial: 'idle',
          states: {
            idle: {
              description:
                'No code is on its way; Send code works once an e-mail address is typed and no countdown runs',
              on: {
                'signup.code.send': {
                  guard: and(['hasEmail', 'isNotCountingDown']),
                  target: 'sending',
                  actions: [assign({ email: ({ event }) => event.email }), 'clearError'],
                },
              },
            },
            sending: {
              description: 'Asking the server to e-mail a sign-up code; Send code is disabled',
              invoke: {
                id: 'sendVerifyCode',
                src: 'sendVerifyCode',
                input: ({ context }) => ({ email: context.email, mode: context.mode, rId: context.rId }),
                onDone: {
                  target: ['#signup.step1.codeRequest.idle', '#signup.step1.countdown.running'],
                  actions: [
                    'startCountdown',
                    { type: 'notifyCodeSent', params: ({ context }) => ({ email: context.email }) },
                  ],
                },
                onError: { target: 'idle', actions: keepCallError },
              },
            },
          },
        },
        countdown: {
          description: 'The wait between two codes',
          initial: 'stopped',
          states: {
            stopped: {
              description: 'A new code may be sent now',
              // A countdown carried over from an earlier opening of the dialog runs on from its second.
              always: { guard: not('isNotCountingDown'), target: 'running' },
            },
            running: {
              description:
                'Waiting 60 seconds before a new code can be sent; Send code shows the seconds left',
              on: {
                // A page restored from a persisted snapshot has no timer: this starts it again.
                'signup.countdown.resume': { target: 'running', reenter: true },
              },
              after: {
                countdownTick: [
                  { guard: 'isLastSecond', target: 'stopped', actions: 'countDown' },
                  { target: 'running', reenter: true, actions: 'countDown' },
                ],
              },
            },
          },
        },
        codeCheck: {
          description: 'Checking the code the visitor typed',
          initial: 'idle',
          states: {
            idle: {
              description: 'Waiting for the visitor to type the code and press Continue',
              on: {
                'signup.continue': {
                  guard: and(['hasEmail', 'hasCode']),
                  target: 'checking',
                  actions: [
                    assign({ email: ({ event }) => event.email, code: ({ event }) => event.code }),
                    'clearError',
                  ],
                },
              },
            },
            checking: {
              description: 'Asking the server whether the code is right; Continue is disabled',
              invoke: {
                id: 'checkVerifyCode',
                src: 'checkVerifyCode',
                input: ({ context }) => ({ email: context.email, vuid: context.code }),
                onDone: { target: '#signup.step2' },
                onError: { target: 'idle', actions: keepCallError },
              },
            },
          },
        },
      },
    },
    step2: {
      description: 'Step 2: the visitor chooses a password',
      initial: 'editing',
      states: {
        editing: {
          description: 'Waiting for the visitor to type a password and press Sign up',
          on: {
            'signup.submit': {
              guard: 'hasEmail',
              target: 'registering',
              actions: [assign({ email: ({ event }) => event.email }), 'clearError'],
            },
          },
        },
        registering: {
          description: 'Creating the account; Sign up is disabled',
          invoke: {
            id: 'register',
            src: 'register',
            // The password comes from the submit event and is never kept in the context.
            input: ({ context, event }) => ({
              email: context.email,
              password: event.type === 'signup.submit' ? event.password : '',
              signupCode: context.code,
              subscriptionPlan: DEFAULT_SIGNUP_PLAN,
              rel: context.rel,
            }),
            onDone: { target: '#signup.done', actions: assign({ response: ({ event }) => event.output }) },
            onError: { target: 'editing', actions: keepCallError },
          },
        },
      },
    },
    done: {
      description: 'The account is created and the visitor is signed in',
      type: 'final',
    },
  },
  // `response` is always set on the way into `done`.
  output: ({ context }) => ({ ...(context.response as AuthResponse), method: 'email-signup' }),
});
