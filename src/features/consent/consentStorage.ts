import type { ConsentChoice, StoredConsent } from '@machines/consent';

/** localStorage key of the visitor's cookie choice. */
export const CONSENT_KEY = 'cookieConsent';

// Checked by hand, not with zod: the choice is read at start on every visit, and five fields do not
// justify zod's 25 KB gzip in the first visit's JavaScript.
function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const { version, date, functional, marketing, statistics } = value as Record<string, unknown>;
  return (
    typeof version === 'string' &&
    typeof date === 'string' &&
    typeof functional === 'boolean' &&
    typeof marketing === 'boolean' &&
    // Absent in a choice stored before the category existed: refused.
    (statistics === undefined || typeof statistics === 'boolean')
  );
}

/** The stored choice, or null when there is none; a malformed one throws (the machine asks again). */
export function readStoredConsent(storage: Storage = localStorage): StoredConsent | null {
  const raw = storage.getItem(CONSENT_KEY);
  if (raw === null) return null;
  const stored: unknown = JSON.parse(raw);
  if (!isStoredConsent(stored)) throw new Error(`${CONSENT_KEY} in storage is not a cookie choice`);
  const { version, date, functional, marketing, statistics = false } = stored;
  return { version, date, functional, marketing, statistics };
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
    statistics: choice.statistics,
  };
  storage.setItem(CONSENT_KEY, JSON.stringify(stored));
}
