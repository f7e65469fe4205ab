import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config/serverConfig.ts';
import { clientAddress } from './clientAddress.ts';
import { ApiError } from './errors.ts';
import { type Limit, retryAfterSeconds, type Throttle, waitInWords } from './throttle.ts';

const MINUTE = 60_000;

/**
 * Requests per client address (docs/server.md, "Limits"), shared by every instance through the database.
 * They bound what one network can do: codes sent to strangers, guesses of codes and passwords,
 * and how fast it can learn which e-mails have accounts (send-verify-code and register say so).
 */
export const CLIENT_LIMITS = {
  sendCode: { name: 'client-send-code', limit: 10, windowMs: 15 * MINUTE },
  checkCode: { name: 'client-check-code', limit: 30, windowMs: 15 * MINUTE },
  register: { name: 'client-register', limit: 10, windowMs: 15 * MINUTE },
  login: { name: 'client-login', limit: 30, windowMs: 15 * MINUTE },
  contact: { name: 'client-contact', limit: 5, windowMs: 15 * MINUTE },
  roiEstimate: { name: 'client-roi-estimate', limit: 5, windowMs: 15 * MINUTE },
  integrationRequest: { name: 'client-integration-request', limit: 5, windowMs: 15 * MINUTE },
  formSubmission: { name: 'client-form-submission', limit: 20, windowMs: 15 * MINUTE },
  oauthLogin: { name: 'client-oauth-login', limit: 30, windowMs: 15 * MINUTE },
  // A tab sends a batch when it idles or hides: a few a page, 300 cover a busy office's visitors.
  flowEvents: { name: 'client-flow-events', limit: 300, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

/**
 * What one client may store per window, in bytes of JSON (the answers as saved): with the count
 * above it bounds how fast one network can fill the disk, whatever the size of each submission.
 */
export const CLIENT_STORAGE_LIMITS = {
  formSubmission: { name: 'client-form-bytes', limit: 128 * 1024, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

type LimitDeps = { throttle: Throttle; config: Config };

/** Counts `amount` against the client's limit (scaled by RATE_LIMIT_SCALE); over it, a 429 with Retry-After. */
export async function countForClient(deps: LimitDeps, c: Context, limit: Limit, amount = 1): Promise<void> {
  const scaled = { ...limit, limit: limit.limit * deps.config.rateLimitScale };
  const waitMs = await deps.throttle.hit(scaled, clientAddress(c, deps.config.trustProxy), amount);
  if (waitMs > 0) {
    throw new ApiError(429, `Too many requests from your network; try again in ${waitInWords(waitMs)}`, {
      headers: { 'Retry-After': String(retryAfterSeconds(waitMs)) },
    });
  }
}

/**
 * Counts the request against the client's limit; over it, a 429 with Retry-After. A request the server
 * failed to serve (a 5xx: the mail server or the database away) is taken back: the client may try
 * again as soon as the server can answer.
 */
export function limitPerClient(deps: LimitDeps, limit: Limit): MiddlewareHandler {
  return async (c, next) => {
    await countForClient(deps, c, limit);
    await next();
    if (c.res.status >= 500) {
      // The answer is given; a database too far away to take the count back keeps it.
      await deps.throttle.giveBack(limit, clientAddress(c, deps.config.trustProxy)).catch(() => {});
    }
  };
}
