import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config/serverConfig.ts';
import { makePrivateDir } from '../db/dataDir.ts';

export const SECRET_FILE = 'jwt-secret';
export const MIN_SECRET_LENGTH = 32;

export class SecretFileError extends ConfigError {}

/**
 * The configured JWT secret, or one generated on first start and kept in the data directory,
 * so tokens stay valid across restarts. A file that is there but too short is refused, never
 * replaced: replacing it would sign everyone out, and a truncated file is worth a person's look.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  await makePrivateDir(dataDir);
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
    throw new SecretFileError(
      `${file} holds ${stored.length} characters; a JWT secret needs at least ${MIN_SECRET_LENGTH}. ` +
        'Restore the file, set JWT_SECRET, or delete the file to generate a new secret (this signs everyone out).',
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  // `wx`: two processes starting at once must not each write their own secret.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveJwtSecret(undefined, dataDir);
    throw error;
  }
  return secret;
}
