import type { CheckVerifyCodeRequest, LoginRequest, SendVerifyCodeRequest } from '@contract/auth';
import type { AuthDialogFlows } from '@machines/authDialogDefinition';
import type { AuthResponse } from '@machines/authResult';
import { type CredentialErrorReason, googleSignInMachine } from '@machines/googleSignIn';
import { loginMachine } from '@machines/login';
import { type RegisterCall, signupMachine } from '@machines/signup';
import { fromPromise } from 'xstate';
import type { AuthDialogEffects } from './authEffects';
import { decodeGoogleCredential } from './googleCredential';

// The sign-in flows' effects (login, sign-up, Google), with their statecharts: a chunk of its own,
// fetched on intent or when the dialog is first asked for (authDialog.effects.ts), so a first visit that
// never signs in does not download it.

export const CODE_SENT_MESSAGE = 'Verification code sent to your email';
export const CREDENTIAL_ERROR_MESSAGES: Record<CredentialErrorReason, string> = {
  missingCredential: 'Google did not return a credential. Please try again.',
  buttonError: 'Google sign-in failed. Please try again.',
};

/** The login, sign-up and Google flows, calling the server of SPEC 7 and telling the visitor. */
export function createAuthFlowsLogic({
  calls,
  notify,
}: Pick<AuthDialogEffects, 'calls' | 'notify'>): AuthDialogFlows {
  return {
    login: loginMachine.provide({
      actors: {
        loginRequest: fromPromise<AuthResponse, LoginRequest>(({ input }) => calls.login(input)),
      },
    }),
    signup: signupMachine.provide({
      actors: {
        sendVerifyCode: fromPromise<unknown, SendVerifyCodeRequest>(({ input }) =>
          calls.sendVerifyCode(input),
        ),
        checkVerifyCode: fromPromise<unknown, CheckVerifyCodeRequest>(({ input }) =>
          calls.checkVerifyCode(input),
        ),
        register: fromPromise<AuthResponse, RegisterCall>(({ input }) => calls.register(input)),
      },
      actions: {
        notifyCodeSent: () => notify(CODE_SENT_MESSAGE, 'success'),
      },
    }),
    googleSignIn: googleSignInMachine.provide({
      actors: {
        exchangeCredential: fromPromise<AuthResponse, { credential: string; rel: string }>(
          async ({ input }) => {
            decodeGoogleCredential(input.credential);
            return calls.oauthLogin({ token: input.credential, rel: input.rel });
          },
        ),
      },
      actions: {
        reportCredentialError: (_, { reason }) => notify(CREDENTIAL_ERROR_MESSAGES[reason], 'error'),
      },
    }),
  };
}
