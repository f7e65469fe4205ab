import { deferredModule } from '@/lib/loading/deferredModule';

/**
 * The sign-in flows' code (authFlows.effects.ts), a chunk of its own: fetched on intent (src/app/dialogs.tsx),
 * when the dialog is first asked for (authDialog.effects.ts), or before restoring a dialog a deployment
 * reload saved (src/entry/main.tsx). Its own small module so the start-up can fetch it before the app's
 * actors exist.
 */
export const authFlowsModule = deferredModule(() => import('./authFlows.effects'));
export const preloadAuthFlows = authFlowsModule.preload;

export const AUTH_FORM_UNAVAILABLE_MESSAGE =
  'The sign-in form could not be loaded. Please check your connection and try again.';
