import type { Logger } from './logger';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string;
  sent_at: string;
}

/** Where verification codes go: the platform e-mails them; locally they land here instead. */
export interface Mailer {
  sendVerificationCode(to: string, code: string, now: Date): void;
}

const KEPT_MESSAGES = 500;

/**
 * The development outbox: prints each code to the log and keeps the latest messages for
 * GET /api/dev/outbox. Disabled (production), it logs only that a code was issued, never the code.
 */
export class DevOutbox implements Mailer {
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly logger: Logger,
    readonly enabled: boolean,
  ) {}

  sendVerificationCode(to: string, code: string, now: Date): void {
    if (!this.enabled) {
      this.logger.info(`[outbox] verification code issued for ${to} (no mail delivery in production)`);
      return;
    }
    const text = `Your Aden verification code is ${code}. It is valid for 10 minutes.`;
    this.messages.unshift({
      to,
      subject: 'Your Aden verification code',
      text,
      code,
      sent_at: now.toISOString(),
    });
    this.messages.length = Math.min(this.messages.length, KEPT_MESSAGES);
    this.logger.info(`[outbox] verification code for ${to}: ${code}`);
  }

  /** One recipient's messages, newest first: never everyone's at once (anyone can call it). */
  list(email: string): OutboxMessage[] {
    const wanted = email.trim().toLowerCase();
    return this.messages.filter((message) => message.to === wanted);
  }

  get size(): number {
    return this.messages.length;
  }
}
