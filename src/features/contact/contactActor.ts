import type { ContactRequest, PreferredTime } from '@contract/contact';
import { contactMachine } from '@machines/contact';
import { useSelector } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { sendAdsConversion } from '@/lib/ads';
import { submitHomepageCta } from '@/lib/api';
import { useAppActors } from '@/lib/appActors';
import { config } from '@/lib/config';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** The body's inline styles before the dialog locked it, to put back on unlock. */
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

/** SPEC 2: the page is scroll-locked while the contact dialog is open; the scrollbar's room is kept. */
export function lockScroll(): void {
  if (typeof document === 'undefined' || savedBodyStyle) return;
  const { style } = document.body;
  savedBodyStyle = { overflow: style.overflow, paddingRight: style.paddingRight };
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
  style.overflow = 'hidden';
}

export function unlockScroll(): void {
  if (typeof document === 'undefined' || !savedBodyStyle) return;
  document.body.style.overflow = savedBodyStyle.overflow;
  document.body.style.paddingRight = savedBodyStyle.paddingRight;
  savedBodyStyle = null;
}

/** SPEC 7: after the contact call, a conversion event for the ads service, when one is configured. */
export function trackConversion(): void {
  if (config.adsConversionId) sendAdsConversion(config.adsConversionId);
}

export const contactLogic = contactMachine.provide({
  actors: {
    submitContact: fromPromise<unknown, ContactRequest>(({ input }) => submitHomepageCta(input)),
  },
  actions: { trackConversion, lockScroll, unlockScroll },
});

/** The dialog's commands, sent to the app's contact actor. */
export function useContactCommands() {
  const { contact } = useAppActors();
  return {
    close: () => contact.send({ type: 'contact.close' }),
    submit: (request: ContactRequest) => contact.send({ type: 'contact.submit', ...request }),
  };
}

export type ContactView = 'closed' | 'form' | 'submitting' | 'scheduling';

export interface ContactState {
  view: ContactView;
  firstname: string;
  lastname: string;
  email: string;
  error: boolean;
  askingForTime: boolean;
  preferredTime: PreferredTime | null;
  timeZone: string | null;
}

function viewOf(snapshot: SnapshotFrom<typeof contactMachine>): ContactView {
  if (snapshot.matches({ open: 'scheduling' })) return 'scheduling';
  if (snapshot.matches({ open: 'submitting' })) return 'submitting';
  if (snapshot.matches({ open: 'form' })) return 'form';
  return 'closed';
}

const sameState = (a: ContactState, b: ContactState) =>
  a.view === b.view &&
  a.firstname === b.firstname &&
  a.lastname === b.lastname &&
  a.email === b.email &&
  a.error === b.error &&
  a.askingForTime === b.askingForTime &&
  a.preferredTime === b.preferredTime &&
  a.timeZone === b.timeZone;

/** What the dialog shows: which step, the prefilled or submitted name and email, the error flag. */
export const useContactState = (): ContactState =>
  useSelector(
    useAppActors().contact,
    (snapshot) => ({ view: viewOf(snapshot), ...snapshot.context }),
    sameState,
  );
