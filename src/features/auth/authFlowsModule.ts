import { deferredModule } from '@/lib/deferredModule';

/**
 * The sign-in flows' code (authFlows.ts), a chunk of its own: fetched on intent (AuthDialogSlot.tsx),
 * when the dialog is first asked for (authDialogActor.ts), or before restoring a dialog a deployment
 * reload saved (src/app/main.tsx).
 */
export const authFlowsModule = deferredModule(() => import('./authFlows'));
export const preloadAuthFlows = authFlowsModule.preload;

export const AUTH_FORM_UNAVAILABLE_MESSAGE =
  'The sign-in form could not be loaded. Please check your connection and try again.';
