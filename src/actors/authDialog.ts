import { createActor, fromPromise } from 'xstate';
import type { CheckVerifyCodeRequest, LoginRequest, SendVerifyCodeRequest } from '../../contract/auth';
import { type AuthDialogMode, authDialogMachine } from '../../machines/authDialog';
import type { AuthResponse } from '../../machines/authResult';
import { type CredentialErrorReason, googleSignInMachine } from '../../machines/googleSignIn';
import { loginMachine } from '../../machines/login';
import { type RegisterCall, signupMachine } from '../../machines/signup';
import { authContextForPath } from '../features/auth/authContext';
import { decodeGoogleCredential } from '../features/auth/googleCredential';
import { navigateTo } from '../features/auth/navigate';
import { toast } from '../features/toasts/toast';
import * as api from '../lib/api';
import { arpUrl } from '../lib/arp';
import { config } from '../lib/config';
import { inspect } from './inspector';
import { sessionActor } from './session';

export const CODE_SENT_MESSAGE = 'Verification code sent to your email';
export const CREDENTIAL_ERROR_MESSAGES: Record<CredentialErrorReason, string> = {
  missingCredential: 'Google did not return a credential. Please try again.',
  buttonError: 'Google sign-in failed. Please try again.',
};

/** The auth dialog's side effects: the calls of SPEC 7, the session, the toasts and the ARP hand-off. */
export const authDialogLogic = authDialogMachine.provide({
  actors: {
    login: loginMachine.provide({
      actors: {
        loginRequest: fromPromise<AuthResponse, LoginRequest>(({ input }) => api.login(input)),
      },
    }),
    signup: signupMachine.provide({
      actors: {
        sendVerifyCode: fromPromise<unknown, SendVerifyCodeRequest>(({ input }) => api.sendVerifyCode(input)),
        checkVerifyCode: fromPromise<unknown, CheckVerifyCodeRequest>(({ input }) =>
          api.checkVerifyCode(input),
        ),
        register: fromPromise<AuthResponse, RegisterCall>(({ input }) => api.register(input)),
      },
      actions: {
        notifyCodeSent: () => toast(CODE_SENT_MESSAGE, 'success'),
      },
    }),
    googleSignIn: googleSignInMachine.provide({
      actors: {
        exchangeCredential: fromPromise<AuthResponse, { credential: string; rel: string }>(
          async ({ input }) => {
            decodeGoogleCredential(input.credential);
            return api.oauthLogin({ token: input.credential, rel: input.rel });
          },
        ),
      },
      actions: {
        reportCredentialError: (_, { reason }) => toast(CREDENTIAL_ERROR_MESSAGES[reason], 'error'),
      },
    }),
  },
  actions: {
    saveSession: (_, { token, user }) => sessionActor.send({ type: 'session.login', token, user }),
    redirectToOnboarding: (_, { token }) => navigateTo(arpUrl('onboarding', token)),
  },
});

/** The app-wide sign-in / sign-up dialog actor (started with the other app actors after hydration). */
export const authDialogActor = createActor(authDialogLogic, {
  input: { googleConfigured: Boolean(config.googleClientId) },
  inspect,
});

export type AuthMode = AuthDialogMode;

/** rel and rId for the page the visitor is on; the default when there is no page (prerendering). */
function currentAuthContext() {
  if (typeof window === 'undefined') return authContextForPath('/');
  return authContextForPath(window.location.pathname, window.location.search);
}

/** Opens the dialog on login or signup, optionally with a prefilled e-mail (and code, from a link). */
export const showAuth = (mode: AuthMode, options: { email?: string; code?: string } = {}) =>
  authDialogActor.send({ type: 'auth.show', mode, ...options, ...currentAuthContext() });

export const switchAuth = (mode: AuthMode) => authDialogActor.send({ type: 'auth.switch', mode });
export const closeAuth = () => authDialogActor.send({ type: 'auth.close' });
