import type { MiddlewareHandler } from 'hono';
import { CODE_REFUSALS, SIGNUP_REFUSALS } from '../../contract/answers.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { DEFAULT_SIGNUP_PLAN } from '../../contract/values.ts';
import type { GoogleIdentity } from '../auth/google.ts';
import { HashQueueFull } from '../auth/hashQueue.ts';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password.ts';
import { authResponse, requireUser } from '../auth/sessionAuth.ts';
import { revokeSession, useGoogleTokenOnce } from '../db/sessions.ts';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  linkGoogleAccount,
  setPasswordHash,
  type UserRow,
} from '../db/users.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { CLIENT_LIMITS, limitPerClient } from '../http/clientLimits.ts';
import { ApiError } from '../http/errors.ts';
import { type Limit, retryAfterSeconds, waitInWords } from '../http/throttle.ts';
import type { Services } from './deps.ts';
import type { Route } from './endpointRoutes.ts';
import { requireValidCode } from './verificationRoutes.ts';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins per e-mail, whichever instance and network they come from. */
const LOGIN_FAILURES: Limit = {
  name: 'login-failures',
  limit: LOGIN_FAILURE_LIMIT,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
};
const INCORRECT_LOGIN = 'Incorrect email or password';
/** A login or sign-up the password queue cannot serve soon, told when to come back. */
const busy = (refused: HashQueueFull) =>
  new ApiError(503, 'The server is busy checking passwords; try again in a few seconds', {
    headers: { 'Retry-After': String(refused.retryAfterS) },
  });
const linkedToAnother = () =>
  new ApiError(
    409,
    'The account with this email is linked to another Google account; sign in with that Google account or with your password',
  );

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

/** Hashing and checking passwords through the queue: a full queue answers 503 at once. */
function passwordHasher({ config, hashQueue }: Services) {
  const hashed = <T>(work: () => Promise<T>): Promise<T> =>
    hashQueue.run(work).catch((error: unknown) => {
      throw error instanceof HashQueueFull ? busy(error) : error;
    });
  const hash = (password: string) => hashed(() => hashPassword(password, config.scryptCost));
  const verify = (password: string, stored: string) => hashed(() => verifyPassword(password, stored));
  // Unknown e-mails are checked against this hash too, so timing does not reveal which accounts exist.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    if (!decoyHash) {
      decoyHash = hash('decoy password that matches nothing');
      // Refused by a full queue: made at the next login instead.
      decoyHash.catch(() => {
        decoyHash = undefined;
      });
    }
    return decoyHash;
  };
  return { hash, verify, decoy };
}

export function userRoutes(route: Route, services: Services): void {
  const { db, clock, config, tokens, throttle, hashQueue } = services;
  const { hash, verify, decoy } = passwordHasher(services);

  const respondWithSession = async (user: UserRow) =>
    authResponse(user, await tokens.sign(user.id, clock.now()));

  /** A busy queue answers before anything else: the 503 costs no query and counts against nothing. */
  const unlessHashesBusy: MiddlewareHandler = async (_c, next) => {
    const refused = hashQueue.refusal();
    if (refused) throw busy(refused);
    await next();
  };

  route(
    endpoints.register,
    unlessHashesBusy,
    limitPerClient(services, CLIENT_LIMITS.register),
    async (c, input) => {
      const { rel } = input.query;
      const body = await input.body();
      const taken = () => new ApiError(409, SIGNUP_REFUSALS.emailTaken);
      if (await findUserByEmail(db, body.email)) throw taken();
      const { rId, codeHash } = await requireValidCode(
        services,
        clientAddress(c, config.trustProxy),
        body.email,
        body.signupCode,
      ).catch(async (error: unknown) => {
        // A parallel registration may have created the account and used the code meanwhile: say so.
        if (await findUserByEmail(db, body.email)) throw taken();
        throw error;
      });
      const passwordHash = await hash(body.password);
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
    },
  );

  route(
    endpoints.login,
    unlessHashesBusy,
    limitPerClient(services, CLIENT_LIMITS.login),
    async (c, input) => {
      const body = await input.body();
      // A full queue answers before the attempt is counted: a busy server costs nobody a try.
      const refused = hashQueue.refusal();
      if (refused) throw busy(refused);
      // Counted before the password is checked, so parallel guesses cannot all slip under the limit.
      const waitMs = await throttle.hit(LOGIN_FAILURES, body.email);
      if (waitMs > 0) {
        throw new ApiError(429, `Too many failed login attempts; try again in ${waitInWords(waitMs)}`, {
          headers: { 'Retry-After': String(retryAfterSeconds(waitMs)) },
        });
      }
      const user = await findUserByEmail(db, body.email);
      let matches = false;
      try {
        if (user?.password_hash) matches = await verify(body.password, user.password_hash);
        else await verify(body.password, await decoy());
      } catch (error) {
        // Refused by a full queue, the password was never checked: the attempt is given back.
        if (error instanceof ApiError && error.status === 503)
          await throttle.giveBack(LOGIN_FAILURES, body.email);
        throw error;
      }
      if (!user?.password_hash || !matches) throw new ApiError(400, INCORRECT_LOGIN);
      await throttle.clear(LOGIN_FAILURES, body.email);
      if (needsRehash(user.password_hash, config.scryptCost)) {
        // Hashes made under older, weaker parameters are upgraded while the password is at hand.
        await setPasswordHash(db, user.id, await hash(body.password));
      }
      return c.json(await respondWithSession(user));
    },
  );

  route(endpoints.googleLogin, limitPerClient(services, CLIENT_LIMITS.oauthLogin), async (c, input) => {
    const { query } = input;
    const now = clock.now();
    const { tokenId, expiresAt, identity } = await verifiedGoogleToken(services, query.token, now);
    if (!(await useGoogleTokenOnce(db, tokenId, expiresAt, now))) {
      throw new ApiError(
        400,
        'Google sign-in failed: this Google token was already used; sign in with Google again',
      );
    }
    const user = await findOrCreateGoogleUser(services, identity, query.rel);
    return c.json(await respondWithSession(user));
  });

  route(endpoints.profile, requireUser(services), (c) => c.json(profile(c.get('user'))));

  route(endpoints.logout, requireUser(services), async (c) => {
    const { jti, expiresAt } = c.get('session');
    await revokeSession(db, jti, expiresAt, clock.now());
    return c.json({ message: 'Signed out' });
  });
}

/**
 * First Google sign-in creates the account, linked to its `sub`; an e-mail account with the same
 * address and no Google account yet is linked to it (docs/decisions/0057). Another `sub` with the
 * e-mail of a linked account is refused.
 */
async function findOrCreateGoogleUser(
  { db, clock }: Services,
  identity: GoogleIdentity,
  rel: string,
): Promise<UserRow> {
  const google = {
    sub: identity.sub,
    firstname: identity.givenName,
    lastname: identity.familyName,
    avatar: identity.picture,
  };
  const known = await findUserByGoogleSub(db, identity.sub);
  if (known) return known;
  const sameEmail = await findUserByEmail(db, identity.email);
  if (sameEmail) {
    const linked = await linkGoogleAccount(db, sameEmail.id, google);
    if (!linked) throw linkedToAnother();
    return linked;
  }
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
  const raced = (await findUserByGoogleSub(db, identity.sub)) ?? (await findUserByEmail(db, identity.email));
  if (!raced) throw new ApiError(409, 'This Google account could not be linked; try again');
  if (raced.google_sub !== identity.sub) throw linkedToAnother();
  return raced;
}

/** What a Google token vouches for, once Google's keys and the token's claims are checked. */
async function verifiedGoogleToken({ verifyGoogleToken }: Services, token: string, now: Date) {
  if (!verifyGoogleToken) {
    throw new ApiError(503, 'Google sign-in is not configured on this server (GOOGLE_CLIENT_ID)');
  }
  const verification = await verifyGoogleToken(token, now);
  if (!verification.ok) throw new ApiError(400, `Google sign-in failed: ${verification.reason}`);
  return verification;
}
