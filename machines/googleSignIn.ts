import { assign, fromPromise, setup } from 'xstate';
import type { AuthResponse, AuthResult } from './authResult';
import { DEFAULT_REL } from './constants';
import { errorMessage } from './errorMessage';
import type { WordsFor } from './words';

// Continue with Google (SPEC 1, 4, 7, 8). The @react-oauth/google provider loads the script and
// reports it with google.script.loaded / google.script.failed; the button reports
// google.credential / google.error.

export interface GoogleSignInInput {
  rel: string;
  /** A Google client id is configured; without one there is no Google button. */
  configured: boolean;
}

export interface GoogleSignInContext {
  rel: string;
  configured: boolean;
  /** The script failed to load; no message is shown (SPEC 8). */
  loadError: boolean;
  /** The message of the last failed exchange. */
  error: string | null;
  response: AuthResponse | null;
}

export type GoogleSignInEvent =
  | { type: 'google.script.loaded' }
  | { type: 'google.script.failed' }
  | { type: 'google.credential'; credential?: string }
  | { type: 'google.error' };

export interface ExchangeCredentialRequest {
  credential: string;
  rel: string;
}

export type CredentialErrorReason = 'missingCredential' | 'buttonError';

export const googleSignInMachine = setup({
  types: {
    input: {} as GoogleSignInInput,
    context: {} as GoogleSignInContext,
    events: {} as GoogleSignInEvent,
    output: {} as AuthResult,
  },
  actors: {
    /** App: decodes the credential (jwt-decode), then POST {api}/user/oauth/login?token=...&rel=... */
    exchangeCredential: fromPromise<AuthResponse, ExchangeCredentialRequest>(async () => {
      throw new Error('exchangeCredential: not provided');
    }),
  },
  actions: {
    /** App: the error callback (SPEC 8, 'Google credential without a value'), shown as a toast. */
    reportCredentialError: (_, _params: { reason: CredentialErrorReason }) => {},
  },
  guards: {
    isConfigured: ({ context }) => context.configured,
    hasCredential: ({ event }) => event.type === 'google.credential' && Boolean(event.credential),
  },
}).createMachine({
  id: 'googleSignIn',
  description: 'Continue with Google: script load, credential check, exchange for a session.',
  meta: {
    name: 'Google sign-in',
    exampleInput: { rel: DEFAULT_REL, configured: true },
    words: {
      calls: {
        exchangeCredential: {
          does: "Trades Google's credential for a session with the server",
          done: 'The server signs the visitor in',
          error: 'The server refuses the credential, or cannot be reached',
        },
      },
      events: {
        'google.script.loaded': "Google's sign-in button has finished downloading",
        'google.script.failed': "Google's sign-in button could not be downloaded",
        'google.credential': 'The visitor chose a Google account and Google answered',
        'google.error': "Google's button reported an error",
      },
      guards: {
        isConfigured: 'Google sign-in is set up for this site',
        hasCredential: "Google's answer confirms an account",
      },
    },
  } satisfies WordsFor<GoogleSignInEvent>,
  context: ({ input }) => ({
    rel: input.rel,
    configured: input.configured,
    loadError: false,
    error: null,
    response: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Choosing whether Google sign-in is offered on this site',
      always: [{ guard: 'isConfigured', target: 'loadingScript' }, { target: 'absent' }],
    },
    absent: { description: 'Google sign-in is not set up here, so no Google button is shown' },
    loadingScript: {
      description: "Google's sign-in button is being downloaded",
      on: {
        'google.script.loaded': 'ready',
        'google.script.failed': { target: 'loadError', actions: assign({ loadError: true }) },
      },
    },
    loadError: { description: "Google's sign-in button could not be downloaded; nothing is shown about it" },
    ready: {
      description: 'The Continue with Google button is ready to be pressed',
      on: {
        'google.credential': [
          { guard: 'hasCredential', target: 'exchanging', actions: assign({ error: null }) },
          { actions: { type: 'reportCredentialError', params: { reason: 'missingCredential' } } },
        ],
        'google.error': { actions: { type: 'reportCredentialError', params: { reason: 'buttonError' } } },
      },
    },
    exchanging: {
      description: 'Signing the visitor in with the account Google confirmed',
      invoke: {
        id: 'exchangeCredential',
        src: 'exchangeCredential',
        input: ({ context, event }) => ({
          credential: event.type === 'google.credential' ? (event.credential ?? '') : '',
          rel: context.rel,
        }),
        onDone: { target: 'done', actions: assign({ response: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    done: {
      description: 'The visitor is signed in with Google',
      type: 'final',
    },
  },
  // `response` is always set on the way into `done`.
  output: ({ context }) => ({ ...(context.response as AuthResponse), method: 'google' }),
});
