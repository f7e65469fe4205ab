import { useSelector } from '@xstate/react';
import { DeferredDialog } from '@/components/DeferredDialog';
import { type AppActors, reportChunkLoadFailure, useAppActors } from '@/lib/appActors';
import { deferredModule } from '@/lib/deferredModule';
import { reopenAfterReload } from '@/lib/reopenedDialogs';
import { toast } from '@/lib/toast';

const contactDialog = deferredModule(() => import('./ContactDialog').then((module) => module.ContactDialog));

/** Loads the contact form and its country picker ahead of need (on intent: src/app/intentPreload.ts). */
export const preloadContactDialog = contactDialog.preload;

/** Where the contact dialog lives in the layout; its code arrives the first time it opens. */
export function ContactDialogSlot() {
  const actors = useAppActors();
  const open = useSelector(actors.contact, (snapshot) => !snapshot.matches('closed'));
  return <DeferredDialog open={open} dialog={contactDialog} onLoadError={() => dialogLoadFailed(actors)} />;
}

/** The dialog's code did not arrive (offline, or a new deployment): close it and say so; a reload reopens it. */
function dialogLoadFailed({ contact, buildUpdate }: AppActors) {
  // A deployment reload (if that is the cause) opens it again, with the e-mail it was opened with.
  reopenAfterReload('contact', { email: contact.getSnapshot().context.email });
  contact.send({ type: 'contact.close' });
  toast('The contact form could not be loaded. Please check your connection and try again.', 'error');
  reportChunkLoadFailure(buildUpdate, window.location.pathname);
}
