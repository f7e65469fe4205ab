import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME_S = 7 * 24 * 60 * 60;
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

export interface SessionTokens {
  sign(userId: number, now: Date): Promise<string>;
  /** The user id of a valid token, or undefined for a malformed, forged or expired one. */
  verify(token: string, now: Date): Promise<number | undefined>;
}

export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, now) => {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_S)
        .sign(key);
    },
    verify: async (token, now) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now,
          requiredClaims: ['sub', 'exp'],
        });
        return userIdFromSubject(payload.sub);
      } catch {
        return undefined;
      }
    },
  };
}
