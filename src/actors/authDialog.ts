import { createActor } from 'xstate';
import { authDialogMachine } from '../../machines/authDialog';

/** The app-wide sign-in / sign-up dialog actor. Real implementations are provided in authDialogActors.ts. */
export const authDialogActor = createActor(authDialogMachine);

export type AuthMode = 'login' | 'signup';

export const showAuth = (mode: AuthMode, options: { email?: string } = {}) =>
  authDialogActor.send({ type: 'auth.show', mode, ...options });
