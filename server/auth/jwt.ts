import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME_S = 7 * 24 * 60 * 60;
const ISSUER = 'aden-reference-server';

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
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
