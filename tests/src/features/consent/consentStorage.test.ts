import { describe, expect, it } from 'vitest';
import {
  CONSENT_KEY,
  readStoredConsent,
  writeStoredConsent,
} from '../../../../src/features/consent/consentStorage';

describe('stored cookie choice', () => {
  it('is kept with its policy version and date, and read back', () => {
    const storage = window.localStorage;
    storage.clear();
    expect(readStoredConsent(storage)).toBeNull();
    writeStoredConsent(
      { functional: true, marketing: false, statistics: true, version: '2026-11' },
      storage,
      new Date('2026-11-22T20:00:00Z'),
    );
    expect(JSON.parse(storage.getItem(CONSENT_KEY) ?? '')).toEqual({
      version: '2026-11',
      date: '2026-11-22T20:00:00.000Z',
      functional: true,
      marketing: false,
      statistics: true,
    });
    expect(readStoredConsent(storage)).toEqual({
      version: '2026-11',
      date: '2026-11-22T20:00:00.000Z',
      functional: true,
      marketing: false,
      statistics: true,
    });
  });

  it('reads a choice stored before statistics existed as statistics refused', () => {
    const before = {
      version: '2026-11',
      date: '2026-11-01T09:00:00.000Z',
      functional: true,
      marketing: true,
    };
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(before));
    expect(readStoredConsent(window.localStorage)).toEqual({ ...before, statistics: false });
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ ...before, statistics: 'yes' }));
    expect(() => readStoredConsent(window.localStorage)).toThrow();
  });

  it('rejects a malformed value, so the visitor is asked again', () => {
    window.localStorage.setItem(CONSENT_KEY, '{"functional":"yes"}');
    expect(() => readStoredConsent(window.localStorage)).toThrow();
    window.localStorage.setItem(CONSENT_KEY, 'not json');
    expect(() => readStoredConsent(window.localStorage)).toThrow();
  });
});
