import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PARALLELISM, verifyPassword } from '../../../server/auth/password';
import { DEFAULT_SCRYPT_COST } from '../../../server/config/serverConfig';

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const first = await hashPassword('correct horse battery', 1024);
    const second = await hashPassword('correct horse battery', 1024);
    expect(first).not.toBe(second);
    expect(first.startsWith('scrypt$1024$8$3$')).toBe(true);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('verifies a hash made with another cost, so the cost can be raised later', async () => {
    const old = await hashPassword('correct horse battery', 2048);
    expect(await verifyPassword('correct horse battery', old)).toBe(true);
  });

  it('keeps verifying hashes of the old parameters (N = 2^15, p = 1) and marks them for rehashing', async () => {
    // A hash as the previous release wrote it: scrypt N=2^15, r=8, p=1.
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('correct horse battery', salt, 64, {
      N: 2 ** 15,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    const old = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('correct horse battery', old)).toBe(true);
    expect(needsRehash(old, DEFAULT_SCRYPT_COST)).toBe(true);
    const fresh = await hashPassword('correct horse battery', 1024);
    expect(needsRehash(fresh, 1024)).toBe(false);
  });

  it("defaults to at least one of OWASP's minimum scrypt settings (r = 8)", () => {
    // OWASP Password Storage Cheat Sheet: equally strong minimums, memory traded for parallelism.
    const owaspMinimums = [
      { N: 2 ** 17, p: 1 },
      { N: 2 ** 16, p: 2 },
      { N: 2 ** 15, p: 3 },
      { N: 2 ** 14, p: 5 },
      { N: 2 ** 13, p: 10 },
    ];
    expect(owaspMinimums.some(({ N, p }) => DEFAULT_SCRYPT_COST >= N && PARALLELISM >= p)).toBe(true);
  });
});
