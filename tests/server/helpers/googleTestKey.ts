import { randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

// Used by the server suite and by the browser suite: a stand-in for Google's signing keys.

export interface GoogleClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
  picture: string;
  hd?: string;
  [claim: string]: unknown;
}

export interface SignOptions {
  /** Defaults to the client id given to createGoogleTestKey. */
  audience?: string;
  issuer?: string;
  /** Issue time; defaults to now. */
  issuedAt?: Date;
  /** Lifetime in seconds; Google's are one hour. */
  expiresInS?: number;
  kid?: string;
}

export interface GoogleTestKey {
  kid: string;
  clientId: string;
  publicJwk: JWK;
  /** `{keys: [publicJwk]}`, as served at Google's certs URL. */
  jwks: { keys: JWK[] };
  signIdToken(claims?: Partial<GoogleClaims>, options?: SignOptions): Promise<string>;
}

export const TEST_GOOGLE_CLIENT_ID = 'test-client-id.apps.googleusercontent.com';

/** A fresh RS256 key pair, its JWKS, and a signer of Google-like ID tokens. */
export async function createGoogleTestKey(
  clientId = TEST_GOOGLE_CLIENT_ID,
  kid = `test-key-${randomInt(1e9)}`,
): Promise<GoogleTestKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    kid,
    clientId,
    publicJwk,
    jwks: { keys: [publicJwk] },
    signIdToken: async (claims = {}, options = {}) => {
      const issuedAt = Math.floor((options.issuedAt ?? new Date()).getTime() / 1000);
      const given = claims.given_name ?? 'Grace';
      const family = claims.family_name ?? 'Hopper';
      const payload: GoogleClaims = {
        sub: String(randomInt(1e9, 2 ** 47)),
        email: `${given}.${family}@example.com`.toLowerCase(),
        email_verified: true,
        given_name: given,
        family_name: family,
        name: `${given} ${family}`,
        picture: 'https://lh3.googleusercontent.com/a/test-avatar',
        ...claims,
      };
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
        .setIssuer(options.issuer ?? 'https://accounts.google.com')
        .setAudience(options.audience ?? clientId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + (options.expiresInS ?? 3600))
        .sign(privateKey);
    },
  };
}

/** Serves a JWKS over HTTP on 127.0.0.1, to point GOOGLE_JWKS_URL at. */
export async function serveJwks(jwks: {
  keys: JWK[];
}): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  let count = 0;
  const server = createServer((_request, response) => {
    count += 1;
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=3600' });
    response.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/test-jwks.json`,
    requests: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
