import { CODE_REFUSALS } from '../../contract/answers';
import { endpoints } from '../../contract/endpoints';
import { DEFAULT_SIGNUP_PLAN } from '../../contract/values';
import type { GoogleIdentity } from '../auth/google';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { authResponse, requireUser } from '../auth/sessionAuth';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  linkGoogleAccount,
  setPasswordHash,
  type UserRow,
} from '../db/users';
import type { Services } from '../deps';
import { CLIENT_LIMITS, limitPerClient } from '../http/clientLimits';
import type { Route } from '../http/endpointRoutes';
import { ApiError } from '../http/errors';
import { type Limit, retryAfterSeconds, waitInWords } from '../throttle';
import { requireValidCode } from './verificationRoutes';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins per e-mail, whichever instance and network they come from. */
const LOGIN_FAILURES: Limit = {
  name: 'login-failures',
  limit: LOGIN_FAILURE_LIMIT,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
};
const INCORRECT_LOGIN = 'Incorrect email or password';

function profile(user: UserRow) {
  return {
    user_id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    create_time: user.created_at.toISOString(),
    company_name: user.company_name,
    avatar: user.avatar,
  };
}

export function userRoutes(route: Route, services: Services): void {
  const { db, clock, config, tokens, throttle } = services;
  // Unknown e-mails are checked against this hash too, so timing does not reveal which accounts exist.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    decoyHash ??= hashPassword('decoy password that matches nothing', config.scryptCost);
    return decoyHash;
  };

  const respondWithSession = async (user: UserRow) =>
    authResponse(user, await tokens.sign(user.id, clock.now()));

  route(endpoints.register, limitPerClient(services, CLIENT_LIMITS.register), async (c, input) => {
    const { rel } = input.query;
    const body = await input.body();
    const taken = () => new ApiError(409, 'An account with this email already exists; log in instead');
    if (await findUserByEmail(db, body.email)) throw taken();
    const { rId, codeHash } = await requireValidCode(services, body.email, body.signupCode).catch(
      async (error: unknown) => {
        // A parallel registration may have created the account and used the code meanwhile: say so.
        if (await findUserByEmail(db, body.email)) throw taken();
        throw error;
      },
    );
    const passwordHash = await hashPassword(body.password, config.scryptCost);
    const user = await db.transaction(async (tx) => {
      const now = clock.now();
      const created = await insertUser(tx, {
        email: body.email,
        passwordHash,
        firstname: '',
        lastname: '',
        avatar: null,
        googleSub: null,
        rel,
        rId,
        subscriptionPlan: body.subscriptionPlan,
        createdAt: now,
      });
      if (!created) throw taken();
      const { rows } = await tx.query(
        `UPDATE verification_codes SET consumed_at = $3
         WHERE email = $1 AND code_hash = $2 AND consumed_at IS NULL AND expires_at > $3 RETURNING email`,
        [body.email, codeHash, now],
      );
      if (rows.length === 0) throw new ApiError(400, CODE_REFUSALS.noLongerValid);
      return created;
    });
    return c.json(await respondWithSession(user), 201);
  });

  route(endpoints.login, limitPerClient(services, CLIENT_LIMITS.login), async (c, input) => {
    const body = await input.body();
    // Counted before the password is checked, so parallel guesses cannot all slip under the limit.
    const waitMs = await throttle.hit(LOGIN_FAILURES, body.email);
    if (waitMs > 0) {
      throw new ApiError(429, `Too many failed login attempts; try again in ${waitInWords(waitMs)}`, {
        headers: { 'Retry-After': String(retryAfterSeconds(waitMs)) },
      });
    }
    const user = await findUserByEmail(db, body.email);
    let matches = false;
    if (user?.password_hash) matches = await verifyPassword(body.password, user.password_hash);
    else await verifyPassword(body.password, await decoy());
    if (!user?.password_hash || !matches) throw new ApiError(400, INCORRECT_LOGIN);
    await throttle.clear(LOGIN_FAILURES, body.email);
    if (needsRehash(user.password_hash, config.scryptCost)) {
      // Hashes made under older, weaker parameters are upgraded while the password is at hand.
      await setPasswordHash(db, user.id, await hashPassword(body.password, config.scryptCost));
    }
    return c.json(await respondWithSession(user));
  });

  route(endpoints.googleLogin, limitPerClient(services, CLIENT_LIMITS.oauthLogin), async (c, input) => {
    const { query } = input;
    if (!services.verifyGoogleToken) {
      throw new ApiError(503, 'Google sign-in is not configured on this server (GOOGLE_CLIENT_ID)');
    }
    const verification = await services.verifyGoogleToken(query.token, clock.now());
    if (!verification.ok) throw new ApiError(400, `Google sign-in failed: ${verification.reason}`);
    const user = await findOrCreateGoogleUser(verification.identity, query.rel);
    return c.json(await respondWithSession(user));
  });

  route(endpoints.profile, requireUser(services), (c) => c.json(profile(c.get('user'))));

  /** First Google sign-in creates the account; an e-mail account with the same address is linked. */
  async function findOrCreateGoogleUser(identity: GoogleIdentity, rel: string): Promise<UserRow> {
    const google = {
      sub: identity.sub,
      firstname: identity.givenName,
      lastname: identity.familyName,
      avatar: identity.picture,
    };
    const known = await findUserByGoogleSub(db, identity.sub);
    if (known) return known;
    const sameEmail = await findUserByEmail(db, identity.email);
    if (sameEmail) return (await linkGoogleAccount(db, sameEmail.id, google)) ?? sameEmail;
    const created = await insertUser(db, {
      email: identity.email,
      passwordHash: null,
      firstname: google.firstname,
      lastname: google.lastname,
      avatar: google.avatar,
      googleSub: google.sub,
      rel,
      rId: null,
      subscriptionPlan: DEFAULT_SIGNUP_PLAN,
      createdAt: clock.now(),
    });
    if (created) return created;
    // A parallel first sign-in created it a moment ago.
    const raced =
      (await findUserByGoogleSub(db, identity.sub)) ?? (await findUserByEmail(db, identity.email));
    if (!raced) throw new ApiError(409, 'This Google account could not be linked; try again');
    return raced;
  }
}
