import { useSelector } from '@xstate/react';
import { authDialogActor } from '../../actors/authDialog';
import { DeferredDialog, deferredDialog } from '../../components/DeferredDialog';
import { useAuthLink } from './useAuthLink';

const { dialog, preload } = deferredDialog(() => import('./AuthDialog').then((module) => module.AuthDialog));

/** Loads the auth dialog's forms ahead of need (when the browser is idle). */
export const preloadAuthDialog = preload;

/** Where the auth dialog lives in the layout; its code arrives the first time it opens. */
export function AuthDialogSlot() {
  useAuthLink();
  const open = useSelector(authDialogActor, (snapshot) => snapshot.matches('open'));
  return <DeferredDialog open={open} dialog={dialog} />;
}
