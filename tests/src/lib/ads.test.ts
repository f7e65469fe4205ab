import { afterEach, describe, expect, it } from 'vitest';
import { sendAdsConversion } from '../../../src/lib/ads';

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('ads conversion', () => {
  it('loads the ads tag once and queues the conversion for it', () => {
    sendAdsConversion('AW-123');
    sendAdsConversion('AW-123');
    const scripts = document.head.querySelectorAll('script[src*="googletagmanager.com/gtag/js"]');
    expect(scripts).toHaveLength(1);
    const calls = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls.filter((call) => call[0] === 'event')).toEqual([
      ['event', 'conversion', { send_to: 'AW-123' }],
      ['event', 'conversion', { send_to: 'AW-123' }],
    ]);
    expect(calls).toContainEqual(['config', 'AW-123']);
  });
});
