import { useSelector } from '@xstate/react';
import { DeferredDialog } from '@/components/DeferredDialog';
import { type AppActors, reportChunkLoadFailure, useAppActors } from '@/lib/appActors';
import { deferredModule } from '@/lib/deferredModule';
import { toast } from '@/lib/toast';
import { preloadAuthFlows } from './authFlowsModule';
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
  const open = useSelector(actors.authDialog, (snapshot) => snapshot.matches('open'));
  return <DeferredDialog open={open} dialog={authDialog} onLoadError={() => dialogLoadFailed(actors)} />;
}

/** The dialog's code did not arrive (offline, or a new deployment): close it and say so. */
function dialogLoadFailed({ authDialog, buildUpdate }: AppActors) {
  authDialog.send({ type: 'auth.close' });
  toast('The sign-in form could not be loaded. Please check your connection and try again.', 'error');
  reportChunkLoadFailure(buildUpdate, window.location.pathname);
}
