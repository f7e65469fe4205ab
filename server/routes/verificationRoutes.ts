import type { z } from 'zod';
import {
  CODE_REFUSALS,
  type codeCheckedAnswerSchema,
  type codeSentAnswerSchema,
  SIGNUP_REFUSALS,
} from '../../contract/answers.ts';
import { endpoints } from '../../contract/endpoints.ts';
import {
  ADDRESS_DAILY_WRONG_CODE_GUESSES,
  DAILY_WRONG_CODE_GUESSES,
  RESEND_COUNTDOWN_S,
} from '../../contract/values.ts';
import { CODE_LIFETIME_MS, generateCode, hashCode, MAX_WRONG_ATTEMPTS } from '../auth/verificationCode.ts';
import type { Queryable } from '../db/database.ts';
import { findUserByEmail } from '../db/users.ts';
import { checkCode, issueCode, lastSentAt, withdrawCode } from '../db/verificationCodes.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { CLIENT_LIMITS, limitPerClient } from '../http/clientLimits.ts';
import { ApiError } from '../http/errors.ts';
import { type Limit, retryAfterSeconds, waitInWords } from '../http/throttle.ts';
import { reserveMail } from '../mail/mailLimits.ts';
import type { Services } from './deps.ts';
import type { Route } from './endpointRoutes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Wrong codes one network may guess for one address a day, across resends and instances: past them
 * that network's guesses are refused, while the owner's right code, from elsewhere, still works.
 */
const CLIENT_WRONG_CODES: Limit = { name: 'wrong-codes', limit: DAILY_WRONG_CODE_GUESSES, windowMs: DAY_MS };
/**
 * Wrong codes for one address from every network together: past them the address is locked for the
 * rest of the day (no guess is read, no new code is mailed), which bounds guessing from many networks.
 */
const ADDRESS_WRONG_CODES: Limit = {
  name: 'wrong-codes-address',
  limit: ADDRESS_DAILY_WRONG_CODE_GUESSES,
  windowMs: DAY_MS,
};

const tooManyToday = (waitMs: number) =>
  new ApiError(429, SIGNUP_REFUSALS.tooManyGuessesToday(waitInWords(waitMs)), {
    headers: { 'Retry-After': String(retryAfterSeconds(waitMs)) },
  });

/** A 429 while the address is locked by wrong codes from every network together. */
export async function refuseLockedAddress(services: Services, email: string): Promise<void> {
  const waitMs = await services.throttle.waitFor(ADDRESS_WRONG_CODES, email);
  if (waitMs > 0) throw tooManyToday(waitMs);
}

type CodeSent = z.input<typeof codeSentAnswerSchema>;
type CodeChecked = z.input<typeof codeCheckedAnswerSchema>;

/** Why no live code matched, in words: nothing sent, expired, used, or out of attempts. */
async function explainVoidCode(db: Queryable, email: string, now: Date): Promise<string> {
  const { rows } = await db.query<{ expires_at: Date; wrong_attempts: number; consumed_at: Date | null }>(
    'SELECT expires_at, wrong_attempts, consumed_at FROM verification_codes WHERE email = $1',
    [email],
  );
  const code = rows[0];
  // A used code means an account was created with it: said as "not sent", so the answer is the same
  // for a registered address as for a free one (no account enumeration here).
  if (!code || code.consumed_at) return CODE_REFUSALS.notSent;
  if (code.wrong_attempts >= MAX_WRONG_ATTEMPTS) return CODE_REFUSALS.tooManyWrong;
  if (code.expires_at.getTime() <= now.getTime()) return CODE_REFUSALS.expired;
  return CODE_REFUSALS.noLongerValid;
}

/**
 * Checks a code for an e-mail, guessed from the network `client`: a wrong guess costs one of the
 * code's attempts, one of the network's for the address and one of the address's. Throws a 400 with
 * the reason unless the code is right, or a 429 while the network or the address has no guesses left.
 */
export async function requireValidCode(
  services: Services,
  client: string,
  email: string,
  code: string,
): Promise<{ rId: string | null; codeHash: string }> {
  // Parallel guesses at a cap may pass these together; the code's own attempts still bound them.
  await refuseLockedAddress(services, email);
  const guesser = `${email} ${client}`;
  const waitMs = await services.throttle.waitFor(CLIENT_WRONG_CODES, guesser);
  if (waitMs > 0) throw tooManyToday(waitMs);
  const now = services.clock.now();
  const codeHash = hashCode(code, services.codeKey);
  const check = await checkCode(services.db, {
    email,
    codeHash,
    now,
    maxWrongAttempts: MAX_WRONG_ATTEMPTS,
    consume: false,
  });
  if (check.result === 'void') throw new ApiError(400, await explainVoidCode(services.db, email, now));
  if (check.result === 'wrong') {
    await services.throttle.hit(CLIENT_WRONG_CODES, guesser);
    await services.throttle.hit(ADDRESS_WRONG_CODES, email);
    throw new ApiError(400, CODE_REFUSALS.wrong);
  }
  return { rId: check.rId, codeHash };
}

export function verificationRoutes(route: Route, services: Services): void {
  const { db, clock, codeKey, logger } = services;
  const mailer = services.mailer ?? services.outbox;

  route(endpoints.sendVerifyCode, limitPerClient(services, CLIENT_LIMITS.sendCode), async (c, input) => {
    const body = await input.body();
    // A locked address gets no new code: it could not use it, and its owner gets no mail for nothing.
    await refuseLockedAddress(services, body.email);
    if (await findUserByEmail(db, body.email)) {
      throw new ApiError(409, SIGNUP_REFUSALS.emailTaken);
    }
    // Counted before the code is issued: past a limit the address keeps the code it was sent last.
    const unreserveMail = await reserveMail(services, 'code', body.email);
    const now = clock.now();
    const code = generateCode();
    const codeHash = hashCode(code, codeKey);
    const issued = await issueCode(db, {
      email: body.email,
      codeHash,
      mode: body.mode,
      rId: body.rId,
      now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      resendAfter: new Date(now.getTime() - RESEND_COUNTDOWN_S * 1000),
    });
    if (!issued) {
      await unreserveMail();
      const sentAt = (await lastSentAt(db, body.email)) ?? now;
      const waitS = Math.max(
        1,
        Math.ceil((sentAt.getTime() + RESEND_COUNTDOWN_S * 1000 - now.getTime()) / 1000),
      );
      throw new ApiError(429, SIGNUP_REFUSALS.resendWait(waitS), {
        headers: { 'Retry-After': String(waitS) },
      });
    }
    try {
      await mailer.sendVerificationCode(body.email, code, now);
    } catch (error) {
      logger.error(`[mail] the code for ${body.email} could not be sent:`, error);
      await unreserveMail();
      await withdrawCode(db, body.email, codeHash);
      throw new ApiError(
        503,
        'The verification code could not be e-mailed right now; please try again shortly',
        { headers: { 'Retry-After': '30' } },
      );
    }
    return c.json({ message: 'Verification code sent to your email' } satisfies CodeSent);
  });

  route(endpoints.checkVerifyCode, limitPerClient(services, CLIENT_LIMITS.checkCode), async (c, input) => {
    const body = await input.body();
    await requireValidCode(services, clientAddress(c, services.config.trustProxy), body.email, body.vuid);
    return c.json({ message: 'The verification code is valid', valid: true } satisfies CodeChecked);
  });
}
