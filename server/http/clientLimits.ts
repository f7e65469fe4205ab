import type { MiddlewareHandler } from 'hono';
import type { Config } from '../serverConfig';
import { type Limit, retryAfterSeconds, type Throttle, waitInWords } from '../throttle';
import { clientAddress } from './clientAddress';
import { ApiError } from './errors';

const MINUTE = 60_000;

/**
 * Requests per client address (README "Limits"), shared by every instance through the database.
 * They bound what one network can do: codes sent to strangers, guesses of codes and passwords,
 * and how fast it can learn which e-mails have accounts (send-verify-code and register say so).
 */
export const CLIENT_LIMITS = {
  sendCode: { name: 'client-send-code', limit: 10, windowMs: 15 * MINUTE },
  checkCode: { name: 'client-check-code', limit: 30, windowMs: 15 * MINUTE },
  register: { name: 'client-register', limit: 10, windowMs: 15 * MINUTE },
  login: { name: 'client-login', limit: 30, windowMs: 15 * MINUTE },
  contact: { name: 'client-contact', limit: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

/** Counts the request against the client's limit; over it, a 429 with Retry-After. */
export function limitPerClient(
  deps: { throttle: Throttle; config: Config },
  limit: Limit,
): MiddlewareHandler {
  const scaled = { ...limit, limit: limit.limit * deps.config.rateLimitScale };
  return async (c, next) => {
    const waitMs = await deps.throttle.hit(scaled, clientAddress(c, deps.config.trustProxy));
    if (waitMs > 0) {
      throw new ApiError(429, `Too many requests from your network; try again in ${waitInWords(waitMs)}`, {
        headers: { 'Retry-After': String(retryAfterSeconds(waitMs)) },
      });
    }
    await next();
  };
}
