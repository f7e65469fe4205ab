/**
 * A stand-in for Google's side of sign-in, for the browser suite only: an RS256 key whose public half
 * the reference server reads as Google's JWKS, and ID tokens signed with it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importJWK, type JWK, SignJWT } from 'jose';
import { E2E } from './env';

export const KEY_FILE = path.resolve(
  import.meta.dirname,
  `../../../test-results/e2e-google-key-${E2E.port}.json`,
);
export const KEY_ID = 'e2e-google-key';

export interface GoogleProfile {
  email: string;
  given_name: string;
  family_name: string;
  picture?: string;
}

/** A Google-like ID token for the profile, valid for the test client id. */
export async function signGoogleIdToken(profile: GoogleProfile): Promise<string> {
  const privateJwk = JSON.parse(await readFile(KEY_FILE, 'utf8')) as JWK;
  const key = await importJWK(privateJwk, 'RS256');
  return new SignJWT({
    ...profile,
    name: `${profile.given_name} ${profile.family_name}`,
    email_verified: true,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
    .setIssuer('https://accounts.google.com')
    .setAudience(E2E.googleClientId)
    .setSubject(`e2e-${profile.email}`)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}
