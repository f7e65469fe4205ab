import { useSelector } from '@xstate/react';
import { reportChunkLoadFailure } from '../../actors/buildUpdate';
import { closeContact, contactActor } from '../../actors/contact';
import { DeferredDialog, deferredDialog } from '../../components/DeferredDialog';
import { toast } from '../toasts/toast';

const { load, preload } = deferredDialog(() =>
  import('./ContactDialog').then((module) => module.ContactDialog),
);

/** Loads the contact form and its country picker ahead of need (when the browser is idle). */
export const preloadContactDialog = preload;

/** Where the contact dialog lives in the layout; its code arrives the first time it opens. */
export function ContactDialogSlot() {
  const open = useSelector(contactActor, (snapshot) => !snapshot.matches('closed'));
  return <DeferredDialog open={open} load={load} onLoadError={dialogLoadFailed} />;
}

/** The dialog's code did not arrive (offline, or a new deployment): close it and say so. */
function dialogLoadFailed() {
  closeContact();
  toast('The contact form could not be loaded. Please check your connection and try again.', 'error');
  reportChunkLoadFailure(window.location.pathname);
}
