import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
/** OWASP's scrypt minimum includes N = 2^15, r = 8, p = 3 (config.ts DEFAULT_SCRYPT_COST). */
export const PARALLELISM = 3;

function derive(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number) {
  return new Promise<Buffer>((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; allow twice that so large costs are not refused.
    const maxmem = 256 * cost * blockSize + 1024 * 1024;
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: blockSize, p: parallelism, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash, so the cost can be raised later. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    Number(cost),
    Number(blockSize),
    Number(parallelism),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with weaker parameters than new hashes get (rehashed at login). */
export function needsRehash(stored: string, cost: number): boolean {
  const [scheme, storedCost, blockSize, parallelism] = stored.split('$');
  return (
    scheme !== 'scrypt' ||
    Number(storedCost) * Number(parallelism) < cost * PARALLELISM ||
    Number(blockSize) < BLOCK_SIZE
  );
}
