import { afterEach, beforeEach, expect, it, vi } from 'vitest';

type LoadAds = typeof import('../../../../src/lib/tracking/loadAds');
let loader: LoadAds;

beforeEach(async () => {
  // The loader and the ads module remember what they loaded and queued: fresh copies per test.
  vi.resetModules();
  loader = await import('../../../../src/lib/tracking/loadAds');
});

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
});

const queued = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

it('queues nothing for Google before the ads module is first used', () => {
  expect(window.dataLayer).toBeUndefined();
});

it("queues Consent Mode's defaults first, then the calls in the order they were made", async () => {
  const choice = loader.withAds((ads) =>
    ads.updateGoogleConsent({ functional: true, marketing: false, statistics: false }),
  );
  const conversion = loader.withAds((ads) => ads.sendAdsConversion('AW-123'));
  await Promise.all([choice, conversion]);
  const calls = queued();
  expect(calls.map((call) => call.slice(0, 2))).toEqual([
    ['consent', 'default'],
    ['consent', 'update'],
  ]);
  expect(calls[0]?.[2]).toMatchObject({ ad_storage: 'denied', analytics_storage: 'denied' });
});

it('loads the module once: the defaults are queued once', async () => {
  await loader.withAds(() => undefined);
  await loader.withAds(() => undefined);
  expect(queued().filter((call) => call[1] === 'default')).toHaveLength(1);
});
