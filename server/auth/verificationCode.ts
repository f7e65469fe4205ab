import { createHmac, hkdfSync, randomInt } from 'node:crypto';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export { CODE_WRONG_ATTEMPTS as MAX_WRONG_ATTEMPTS } from '../../contract/values.ts';

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The key of the code HMACs, derived from the server secret for this one use (HKDF with its own
 * label), so the JWT signing key and the code key are never the same bytes.
 */
export function deriveCodeKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'aden', 'verification-code-hmac', 32));
}

/**
 * Codes are stored as HMACs keyed by a server key: a six-digit code hashed without a key
 * would fall to a million guesses if the table leaked.
 */
export function hashCode(code: string, key: Buffer): string {
  return createHmac('sha256', key).update(`verification-code:${code}`).digest('base64url');
}
