import { describe, expect, it } from 'vitest';
import { deriveCodeKey, generateCode, hashCode } from '../../../server/auth/verificationCode';

describe('verification codes', () => {
  it('are six digits, and hashed with a key', () => {
    const codes = new Set(Array.from({ length: 200 }, generateCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    const one = deriveCodeKey('x'.repeat(40));
    const two = deriveCodeKey('y'.repeat(40));
    expect(hashCode('123456', one)).not.toBe(hashCode('123456', two));
    expect(hashCode('123456', one)).toBe(hashCode('123456', deriveCodeKey('x'.repeat(40))));
  });

  it('use a key of their own, not the JWT secret', () => {
    const secret = 'z'.repeat(48);
    const key = deriveCodeKey(secret);
    expect(key).toHaveLength(32);
    expect(key.equals(Buffer.from(secret))).toBe(false);
    expect(hashCode('123456', key)).not.toBe(hashCode('123456', Buffer.from(secret)));
  });
});
