import { type AuthDialogFlows, authDialogDefinition } from './authDialogDefinition';
import { googleSignInMachine } from './googleSignIn';
import { loginMachine } from './login';
import { signupMachine } from './signup';

export * from './authDialogDefinition';

/** The flows the dialog hosts, as the statecharts define them (no effects given). */
export const authDialogFlows: AuthDialogFlows = {
  login: loginMachine,
  signup: signupMachine,
  googleSignIn: googleSignInMachine,
};

/** The login / sign-up modal with its flows (the chart and its rules: ./authDialogDefinition.ts). */
export const authDialogMachine = authDialogDefinition.provide({ actors: authDialogFlows });
