import type * as Ads from './ads';

let loading: Promise<typeof Ads> | undefined;

/**
 * The ads module (Google's queue and tag) on its first use, a cookie choice or a conversion, so a first
 * visit that makes neither never downloads it. Consent Mode's defaults are queued as it arrives, before
 * any call of its own: they stay the first thing in the queue, before any Google tag can load.
 */
export function loadAds(): Promise<typeof Ads> {
  loading ??= import('./ads').then((ads) => {
    ads.setGoogleConsentDefaults();
    return ads;
  });
  return loading;
}
