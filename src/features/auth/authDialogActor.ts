import type { CheckVerifyCodeRequest, LoginRequest, SendVerifyCodeRequest } from '@contract/auth';
import { authDialogMachine } from '@machines/authDialog';
import type { AuthResponse } from '@machines/authResult';
import { type CredentialErrorReason, googleSignInMachine } from '@machines/googleSignIn';
import { loginMachine } from '@machines/login';
import { type RegisterCall, signupMachine } from '@machines/signup';
import { fromPromise } from 'xstate';
import * as api from '@/lib/api';
import type { AppActors } from '@/lib/appActors';
import { arpUrl } from '@/lib/arp';
import { toast } from '@/lib/toast';
import { decodeGoogleCredential } from './googleCredential';
import { navigateTo } from './navigate';

export const CODE_SENT_MESSAGE = 'Verification code sent to your email';
export const CREDENTIAL_ERROR_MESSAGES: Record<CredentialErrorReason, string> = {
  missingCredential: 'Google did not return a credential. Please try again.',
  buttonError: 'Google sign-in failed. Please try again.',
};

/** What the auth dialog's wiring calls out to; a component test gives fakes of these. */
export interface AuthDialogEffects {
  calls: Pick<typeof api, 'login' | 'oauthLogin' | 'sendVerifyCode' | 'checkVerifyCode' | 'register'>;
  notify: typeof toast;
  navigate: typeof navigateTo;
}

const realEffects: AuthDialogEffects = { calls: api, notify: toast, navigate: navigateTo };

/**
 * The auth dialog's side effects: the calls of SPEC 7, the session, the toasts and the ARP hand-off.
 * The session actor is given by the app, which starts every app-wide actor.
 */
export const createAuthDialogLogic = (
  session: Pick<AppActors['session'], 'send'>,
  { calls, notify, navigate }: AuthDialogEffects = realEffects,
) =>
  authDialogMachine.provide({
    actors: {
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
    },
    actions: {
      saveSession: (_, { token, user }) => session.send({ type: 'session.login', token, user }),
      redirectToOnboarding: (_, { token }) => navigate(arpUrl('onboarding', token)),
    },
  });
