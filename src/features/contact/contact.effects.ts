import type { ContactRequest } from '@contract/contactRequest';
import { contactMachine } from '@machines/contact';
import { fromPromise } from 'xstate';
import { config } from '@/lib/config/siteConfig';
import { submitHomepageCta } from '@/lib/http/api';
import { withAds } from '@/lib/tracking/loadAds';

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
  const { adsConversionId } = config;
  if (adsConversionId) void withAds((ads) => ads.sendAdsConversion(adsConversionId));
}

/** The contact flow's effects (SPEC 2, 7): the call, the ads conversion, the page's scroll lock. */
export const createContactLogic = () =>
  contactMachine.provide({
    actors: {
      submitContact: fromPromise<unknown, ContactRequest>(({ input }) => submitHomepageCta(input)),
    },
    actions: { trackConversion, lockScroll, unlockScroll },
  });
