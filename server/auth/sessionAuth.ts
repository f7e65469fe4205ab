import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { authResponseSchema } from '../../contract/auth.ts';
import type { Clock } from '../config/clock.ts';
import type { Database } from '../db/database.ts';
import { findSessionUser } from '../db/sessions.ts';
import type { UserRow } from '../db/users.ts';
import { ApiError } from '../http/errors.ts';
import type { Session, SessionTokens } from './jwt.ts';

export type AppEnv = { Variables: { user: UserRow; session: Session } };

/** The auth response of SPEC.md section 3; onboarding flags are JSON strings, as the platform sends them. */
export function authResponse(user: UserRow, token: string) {
  return {
    token,
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    user_onboarding: JSON.stringify({ finishedOnboarding: user.user_onboarding_finished }),
    arp_onboarding: JSON.stringify({ finishedOnboarding: user.arp_onboarding_finished }),
  } satisfies z.input<typeof authResponseSchema>;
}

/** The token of an `Authorization: jwt <token>` header (Bearer is accepted too), or undefined. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^(?:jwt|bearer)\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The signed-in user of a token and its session, or undefined when the token is bad, expired or
 * signed out, or its user is gone.
 */
export async function sessionFromToken(
  token: string,
  deps: { db: Database; tokens: SessionTokens; clock: Clock },
): Promise<{ user: UserRow; session: Session } | undefined> {
  const session = await deps.tokens.verify(token, deps.clock.now());
  if (!session) return undefined;
  const user = await findSessionUser(deps.db, session.userId, session.jti);
  return user ? { user, session } : undefined;
}

export function requireUser(deps: {
  db: Database;
  tokens: SessionTokens;
  clock: Clock;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenFromHeader(c.req.header('Authorization'));
    if (!token) throw new ApiError(401, 'Unauthorized: sign in first');
    const signedIn = await sessionFromToken(token, deps);
    if (!signedIn) throw new ApiError(401, 'Unauthorized: your session has expired, sign in again');
    c.set('user', signedIn.user);
    c.set('session', signedIn.session);
    await next();
  };
}
