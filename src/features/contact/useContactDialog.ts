import type { ContactRequest } from '@contract/contactRequest';
import type { ContactContext, contactMachine } from '@machines/contact';
import type { SnapshotFrom } from 'xstate';
import { useAppActor, useAppSelector } from '@/lib/state/appActors';

/** The dialog's commands, sent to the app's contact actor. */
export function useContactCommands() {
  const contact = useAppActor('contact');
  return {
    close: () => contact.send({ type: 'contact.close' }),
    submit: (request: ContactRequest) => contact.send({ type: 'contact.submit', ...request }),
  };
}

export type ContactView = 'closed' | 'form' | 'submitting' | 'scheduling';

/** The machine's context, and which of the dialog's views it is in. */
export interface ContactState extends ContactContext {
  view: ContactView;
}

function viewOf(snapshot: SnapshotFrom<typeof contactMachine>): ContactView {
  if (snapshot.matches({ open: 'scheduling' })) return 'scheduling';
  if (snapshot.matches({ open: 'submitting' })) return 'submitting';
  if (snapshot.matches({ open: 'form' })) return 'form';
  return 'closed';
}

/** Whether two snapshots show the same thing (the selector's equality, and the dialog's content's). */
export const sameState = (a: ContactState, b: ContactState) =>
  a.view === b.view &&
  a.firstname === b.firstname &&
  a.lastname === b.lastname &&
  a.email === b.email &&
  a.phoneNumber === b.phoneNumber &&
  a.error === b.error &&
  a.askingForTime === b.askingForTime &&
  a.preferredTime === b.preferredTime &&
  a.timeZone === b.timeZone;

/** What the dialog shows: which step, the prefilled or submitted name and email, the error flag. */
export const useContactState = (): ContactState =>
  useAppSelector('contact', (snapshot) => ({ view: viewOf(snapshot), ...snapshot.context }), sameState);
