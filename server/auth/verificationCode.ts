import { createHmac, randomInt } from 'node:crypto';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_WRONG_ATTEMPTS = 5;

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes are stored as HMACs keyed by a server secret: a six-digit code hashed without a key
 * would fall to a million guesses if the table leaked.
 */
export function hashCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(`verification-code:${code}`).digest('base64url');
}
