import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { DEFAULT_SESSION_LIFETIME_S } from '../config/serverConfig.ts';

const ISSUER = 'aden-reference-server';
/** users.id is a PostgreSQL integer. */
export const MAX_USER_ID = 2_147_483_647;
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/** The user id a `sub` names: only its canonical decimal spelling ("1", never "1e0", "0x1" or "01"). */
export function userIdFromSubject(sub: string | undefined): number | undefined {
  if (sub === undefined || !CANONICAL_ID.test(sub)) return undefined;
  const id = Number(sub);
  return id <= MAX_USER_ID ? id : undefined;
}

/** What a valid session token says: whose it is, its own id (`jti`, to revoke it alone) and its expiry. */
export interface Session {
  userId: number;
  jti: string;
  expiresAt: Date;
}

export interface SessionTokens {
  sign(userId: number, now: Date): Promise<string>;
  /** The session of a valid token, or undefined for a malformed, forged or expired one, or one without a `jti`. */
  verify(token: string, now: Date): Promise<Session | undefined>;
}

export function createSessionTokens(secret: string, lifetimeS = DEFAULT_SESSION_LIFETIME_S): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, now) => {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeS)
        .sign(key);
    },
    verify: async (token, now) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'jti'],
        });
        const userId = userIdFromSubject(payload.sub);
        const { jti, exp } = payload;
        if (userId === undefined || typeof jti !== 'string' || jti === '' || exp === undefined)
          return undefined;
        return { userId, jti, expiresAt: new Date(exp * 1000) };
      } catch {
        return undefined;
      }
    },
  };
}
