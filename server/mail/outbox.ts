import type { Logger } from '../config/logger.ts';
import { type MailMessage, verificationMessage } from './verificationMessage.ts';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** Set on a verification code's message. */
  code?: string;
  sent_at: string;
}

/** Where e-mail goes: through SMTP (mail/smtpMailer.ts), or locally this outbox. */
export interface Mailer {
  /** Rejects when the code could not be handed over; the caller then withdraws it. */
  sendVerificationCode(to: string, code: string, now: Date): Promise<void>;
  /** Any other message (an ROI estimate); rejects when it could not be handed over. */
  send(message: MailMessage, now: Date): Promise<void>;
}

const KEPT_MESSAGES = 500;

/**
 * The development outbox: prints each code to the log and keeps the latest messages for
 * GET /api/dev/outbox. Disabled (production), it logs only that a code was issued, never the code.
 */
export class DevOutbox implements Mailer {
  private readonly messages: OutboxMessage[] = [];
  private readonly logger: Logger;
  readonly enabled: boolean;

  constructor(logger: Logger, enabled: boolean) {
    this.logger = logger;
    this.enabled = enabled;
  }

  async sendVerificationCode(to: string, code: string, now: Date): Promise<void> {
    if (!this.enabled) {
      this.logger.info(`[outbox] verification code issued for ${to} (no mail delivery in production)`);
      return;
    }
    const { subject, text } = verificationMessage(to, code);
    this.messages.unshift({ to, subject, text, code, sent_at: now.toISOString() });
    this.messages.length = Math.min(this.messages.length, KEPT_MESSAGES);
    this.logger.info(`[outbox] verification code for ${to}: ${code}`);
  }

  async send(message: MailMessage, now: Date): Promise<void> {
    if (!this.enabled) {
      this.logger.info(`[outbox] "${message.subject}" for ${message.to} (no mail delivery in production)`);
      return;
    }
    const { to, subject, text } = message;
    this.messages.unshift({ to, subject, text, sent_at: now.toISOString() });
    this.messages.length = Math.min(this.messages.length, KEPT_MESSAGES);
    this.logger.info(`[outbox] "${subject}" for ${to}`);
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
