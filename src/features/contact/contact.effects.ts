import type { ContactRequest } from '@contract/contactRequest';
import { contactMachine } from '@machines/contact';
import { fromPromise } from 'xstate';
import { config } from '@/lib/config/siteConfig';
import { submitHomepageCta } from '@/lib/http/api';
import { withAds } from '@/lib/tracking/loadAds';
import { lockScroll, unlockScroll } from '@/lib/ui/scrollLock';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
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
