import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Ads = typeof import('../../../../src/lib/tracking/ads');
let ads: Ads;

beforeEach(async () => {
  // The module remembers the consent and whether the tag was requested: a fresh copy per test.
  vi.resetModules();
  ads = await import('../../../../src/lib/tracking/ads');
});

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

const tagScripts = () => document.head.querySelectorAll('script[src*="googletagmanager.com/gtag/js"]');
const queued = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('ads conversion', () => {
  it('with marketing consent, loads the ads tag once and queues the conversion for it', () => {
    ads.setGoogleConsentDefaults();
    ads.updateGoogleConsent({ functional: false, marketing: true, statistics: false });
    ads.sendAdsConversion('AW-123');
    ads.sendAdsConversion('AW-123');
    expect(tagScripts()).toHaveLength(1);
    const calls = queued();
    expect(calls.filter((call) => call[0] === 'event')).toEqual([
      ['event', 'conversion', { send_to: 'AW-123' }],
      ['event', 'conversion', { send_to: 'AW-123' }],
    ]);
    expect(calls).toContainEqual(['config', 'AW-123']);
    // Consent Mode: the defaults are queued before anything else, then the update.
    expect(calls[0]?.slice(0, 2)).toEqual(['consent', 'default']);
    expect(calls[0]?.[2]).toMatchObject({ ad_storage: 'denied', ad_user_data: 'denied' });
    expect(calls[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'granted', functionality_storage: 'denied' }),
    ]);
  });

  it('without marketing consent, loads nothing and sends nothing', () => {
    ads.setGoogleConsentDefaults();
    ads.sendAdsConversion('AW-123');
    ads.updateGoogleConsent({ functional: true, marketing: false, statistics: false });
    ads.sendAdsConversion('AW-123');
    expect(tagScripts()).toHaveLength(0);
    expect(queued().filter((call) => call[0] === 'event' || call[0] === 'config')).toEqual([]);
  });
});
