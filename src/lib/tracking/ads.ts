import type { ConsentChoice } from '@machines/consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Google's tag queue (gtag.js's own snippet): calls wait in `dataLayer` until the tag loads and reads
 * them in order, so the consent defaults queued first apply before anything the tag does.
 */
function gtag(...args: unknown[]): void {
  const page = window;
  if (typeof page.gtag !== 'function') {
    page.dataLayer ??= [];
    const queue = page.dataLayer;
    page.gtag = function gtag() {
      // The tag reads the arguments object itself, as its own snippet does.
      // biome-ignore lint/complexity/noArguments: the ads tag's queue format
      queue.push(arguments);
    };
  }
  page.gtag(...args);
}

const state = (granted: boolean) => (granted ? 'granted' : 'denied');

/** Whether the marketing category is granted: the ads tag loads only then. */
let marketingGranted = false;
let tagRequested = false;

/** Google Consent Mode defaults: everything denied until the visitor chooses (issue 13). */
export function setGoogleConsentDefaults(): void {
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
  });
}

/** Google Consent Mode after a choice: marketing covers the ads storages, functional the rest. */
export function updateGoogleConsent(choice: ConsentChoice): void {
  marketingGranted = choice.marketing;
  gtag('consent', 'update', {
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
    functionality_storage: state(choice.functional),
    personalization_storage: state(choice.functional),
  });
}

/**
 * Sends an ads conversion (SPEC 7: after a contact request), only with marketing consent. The ads tag
 * is loaded on first use only; until it arrives, calls wait in its queue, and offline it fails quietly.
 */
export function sendAdsConversion(conversionId: string): void {
  if (!marketingGranted) return;
  if (!tagRequested) {
    tagRequested = true;
    gtag('js', new Date());
    gtag('config', conversionId);
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(conversionId)}`;
    document.head.appendChild(script);
  }
  gtag('event', 'conversion', { send_to: conversionId });
}
