import type { ConsentChoice, StoredConsent } from '@machines/consent';
import { z } from 'zod';

/** localStorage key of the visitor's cookie choice. */
export const CONSENT_KEY = 'cookieConsent';

const storedConsentSchema = z.object({
  version: z.string(),
  date: z.string(),
  functional: z.boolean(),
  marketing: z.boolean(),
});

/** The stored choice, or null when there is none; a malformed one throws (the machine asks again). */
export function readStoredConsent(storage: Storage = localStorage): StoredConsent | null {
  const raw = storage.getItem(CONSENT_KEY);
  if (raw === null) return null;
  return storedConsentSchema.parse(JSON.parse(raw));
}

/** Stores the choice with the policy version it answers and today's date. */
export function writeStoredConsent(
  choice: ConsentChoice & { version: string },
  storage: Storage = localStorage,
  now: Date = new Date(),
): void {
  const stored: StoredConsent = {
    version: choice.version,
    date: now.toISOString(),
    functional: choice.functional,
    marketing: choice.marketing,
  };
  storage.setItem(CONSENT_KEY, JSON.stringify(stored));
}
