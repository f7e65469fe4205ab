import { CODE_MAIL_LIMITS, ROI_MAIL_LIMITS } from '../../contract/values.ts';
import type { Config } from '../config/serverConfig.ts';
import { ApiError } from '../http/errors.ts';
import { type Limit, retryAfterSeconds, type Throttle, waitInWords } from '../http/throttle.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface MailKindLimits {
  /** Mails of the kind one address receives, whoever asks: no network can fill an inbox. */
  perRecipient: Limit;
  /** Mails of the kind the whole site sends per hour (scaled by RATE_LIMIT_SCALE): no crowd of networks can. */
  perHour: Limit;
  /** What the 429s say, after "try again in …". */
  recipientFull: string;
  siteFull: string;
}

/**
 * Every mail the server sends, per kind (docs/server.md, "Limits"), counted in the database as the
 * per-client limits are, so every instance shares them. A send the mail server refuses takes its
 * counts back: the server's own failure uses up nobody's allowance.
 */
export const MAIL_LIMITS = {
  estimate: {
    perRecipient: { name: 'mail-estimate-recipient', limit: ROI_MAIL_LIMITS.perRecipient, windowMs: DAY },
    perHour: { name: 'mail-estimate-site', limit: ROI_MAIL_LIMITS.perHour, windowMs: HOUR },
    recipientFull: 'Too many estimates were e-mailed to this address today',
    siteFull: 'Too many estimates are being e-mailed right now',
  },
  code: {
    perRecipient: { name: 'mail-code-recipient', limit: CODE_MAIL_LIMITS.perRecipient, windowMs: DAY },
    perHour: { name: 'mail-code-site', limit: CODE_MAIL_LIMITS.perHour, windowMs: HOUR },
    recipientFull: 'Too many verification codes were e-mailed to this address today',
    siteFull: 'Too many verification codes are being e-mailed right now',
  },
} as const satisfies Record<string, MailKindLimits>;

export type MailKind = keyof typeof MAIL_LIMITS;

type MailDeps = { throttle: Throttle; config: Config };

const SITE_KEY = 'all';

function tooMany(message: string, waitMs: number): ApiError {
  return new ApiError(429, `${message}; try again in ${waitInWords(waitMs)}`, {
    headers: { 'Retry-After': String(retryAfterSeconds(waitMs)) },
  });
}

/**
 * Counts one mail of a kind to a recipient against the kind's limits: over one, a 429 with Retry-After
 * (a refusal by the site's cap uses none of the address's allowance). Returns what takes the counts
 * back, for a mail that is not sent after all.
 */
export async function reserveMail(
  deps: MailDeps,
  kind: MailKind,
  recipient: string,
): Promise<() => Promise<void>> {
  const limits = MAIL_LIMITS[kind];
  const perHour = { ...limits.perHour, limit: limits.perHour.limit * deps.config.rateLimitScale };
  const recipientWait = await deps.throttle.hit(limits.perRecipient, recipient);
  if (recipientWait > 0) throw tooMany(limits.recipientFull, recipientWait);
  const siteWait = await deps.throttle.hit(perHour, SITE_KEY);
  if (siteWait > 0) {
    await deps.throttle.giveBack(limits.perRecipient, recipient);
    throw tooMany(limits.siteFull, siteWait);
  }
  return async () => {
    await deps.throttle.giveBack(limits.perRecipient, recipient);
    await deps.throttle.giveBack(perHour, SITE_KEY);
  };
}

/**
 * Sends one mail of a kind within the kind's limits. When `send` throws (the mail server refused or
 * did not answer), the counts are taken back and its error goes on.
 */
export async function sendWithinLimits(
  deps: MailDeps,
  kind: MailKind,
  recipient: string,
  send: () => Promise<unknown>,
): Promise<void> {
  const unreserve = await reserveMail(deps, kind, recipient);
  try {
    await send();
  } catch (error) {
    await unreserve();
    throw error;
  }
}
