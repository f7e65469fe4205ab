import { isAuthDialogShown } from '@machines/authDialogDefinition';
import { useSelector } from '@xstate/react';
import { DeferredDialog } from '@/components/DeferredDialog';
import { deferredModule } from '@/lib/deferredModule';
import { type AppActors, reportChunkLoadFailure, useAppActors } from '@/lib/state/appActors';
import { toast } from '@/lib/ui/toast';
import { AUTH_FORM_UNAVAILABLE_MESSAGE, preloadAuthFlows } from './authFlowsModule';
import { useAuthLink } from './useAuthLink';

const authDialog = deferredModule(() =>
  import('./AuthDialogWithGoogle').then((module) => module.AuthDialogWithGoogle),
);

/** Loads the auth dialog's forms and flows ahead of need (on intent: src/app/intentPreload.ts). */
export const preloadAuthDialog = () => Promise.all([authDialog.preload(), preloadAuthFlows()]);

/** Where the auth dialog lives in the layout; its code arrives the first time it opens. */
export function AuthDialogSlot() {
  useAuthLink();
  const actors = useAppActors();
  // Its code is fetched (if it is not in yet) while the flows' code is, once the dialog is asked for.
  const open = useSelector(actors.authDialog, isAuthDialogShown);
  return <DeferredDialog open={open} dialog={authDialog} onLoadError={() => dialogLoadFailed(actors)} />;
}

/** The dialog's code did not arrive (offline, or a new deployment): close it and say so. */
function dialogLoadFailed({ authDialog, buildUpdate }: AppActors) {
  authDialog.send({ type: 'auth.close' });
  toast(AUTH_FORM_UNAVAILABLE_MESSAGE, 'error');
  reportChunkLoadFailure(buildUpdate, window.location.pathname);
}
