import type * as Ads from './ads';

let loading: Promise<typeof Ads> | undefined;

/**
 * Runs `use` with the ads module (Google's queue and tag), loaded on its first use, a cookie choice or a
 * conversion, so a first visit that makes neither never downloads it. Consent Mode's defaults are
 * queued as it arrives, before any call of its own: they stay the first thing in the queue, before any
 * Google tag can load. Calls run in the order they were made. A failed load (offline, or a deployment
 * removed the file) is logged, and the next call tries again.
 */
export function withAds(use: (ads: typeof Ads) => void): Promise<void> {
  loading ??= import('./ads').then((ads) => {
    ads.setGoogleConsentDefaults();
    return ads;
  });
  return loading.then(use, (error: unknown) => {
    loading = undefined;
    console.error('The ads module did not load', error);
  });
}
