import { assign, fromPromise, setup } from 'xstate';
import type { LoginRequest } from '../contract/auth';
import { BUTTON_LABELS } from '../contract/buttonLabels';
import type { AuthResponse, AuthResult } from './authResult';
import { DEFAULT_REL } from './constants';
import { errorMessage } from './errorMessage';
import type { WordsFor } from './words';

// The email + password login card (SPEC 4, 7: POST {api}/user/login).

export interface LoginInput {
  email: string;
  rel: string;
}

export interface LoginContext {
  /** The last email submitted, or the prefilled one. */
  email: string;
  /** The server's message (or the client's) from the last failed attempt. */
  error: string | null;
  response: AuthResponse | null;
}

export type LoginEvent = { type: 'login.submit'; email: string; password: string };

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as AuthResult,
  },
  actors: {
    /** App: POST {api}/user/login; rejects with the response body `{ message }` or an Error. */
    loginRequest: fromPromise<AuthResponse, LoginRequest>(async () => {
      throw new Error('loginRequest: not provided');
    }),
  },
  guards: {
    canSubmit: (_, params: LoginRequest) => params.email.trim() !== '' && params.password !== '',
  },
}).createMachine({
  id: 'login',
  description: 'Email and password login card.',
  meta: {
    name: 'Login',
    exampleInput: { email: '', rel: DEFAULT_REL },
    words: {
      calls: {
        loginRequest: {
          does: 'Asks the server to check the e-mail address and password',
          done: 'The server accepts them',
          error: 'The server refuses them, or cannot be reached',
        },
      },
      events: {
        'login.submit': `The visitor presses ${BUTTON_LABELS.signIn} with an e-mail address and a password`,
      },
      guards: { canSubmit: 'An e-mail address and a password have both been typed' },
    },
  } satisfies WordsFor<LoginEvent>,
  context: ({ input }) => ({ email: input.email, error: null, response: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Waiting for the visitor to type an e-mail address and password and press Sign in',
      on: {
        'login.submit': {
          guard: {
            type: 'canSubmit',
            params: ({ event }) => ({ email: event.email, password: event.password }),
          },
          target: 'submitting',
          actions: assign({ email: ({ event }) => event.email, error: null }),
        },
      },
    },
    // No 'login.submit' here: a second click while the call runs sends nothing.
    submitting: {
      description: 'Checking the e-mail address and password with the server; Sign in is disabled',
      invoke: {
        id: 'loginRequest',
        src: 'loginRequest',
        // The password is taken from the submit event and never kept in the context.
        input: ({ event }) => ({ email: event.email, password: event.password }),
        onDone: { target: 'done', actions: assign({ response: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    done: {
      description: 'The visitor is logged in',
      type: 'final',
    },
  },
  // `response` is always set on the way into `done`.
  output: ({ context }) => ({ ...(context.response as AuthResponse), method: 'email-login' }),
});
