import { useSelector } from '@xstate/react';
import { contactActor } from '../../actors/contact';
import { DeferredDialog, deferredDialog } from '../../components/DeferredDialog';

const { dialog, preload } = deferredDialog(() =>
  import('./ContactDialog').then((module) => module.ContactDialog),
);

/** Loads the contact form and its country picker ahead of need (when the browser is idle). */
export const preloadContactDialog = preload;

/** Where the contact dialog lives in the layout; its code arrives the first time it opens. */
export function ContactDialogSlot() {
  const open = useSelector(contactActor, (snapshot) => !snapshot.matches('closed'));
  return <DeferredDialog open={open} dialog={dialog} />;
}
