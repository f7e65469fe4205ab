import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../config/logger.ts';
import type { Mailer } from './outbox.ts';
import { type MailMessage, verificationMessage } from './verificationMessage.ts';

const SMTP_TIMEOUT_MS = 10_000;

/** Sends verification codes through the SMTP server of SMTP_URL, from MAIL_FROM. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly logger: Logger;

  constructor(smtpUrl: string, from: string, logger: Logger) {
    this.from = from;
    this.logger = logger;
    const url = new URL(smtpUrl);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      secure: url.protocol === 'smtps:',
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
      // A mail server that does not answer must not hold the request for minutes.
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  }

  async sendVerificationCode(to: string, code: string): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...verificationMessage(to, code) });
    this.logger.info(`[mail] verification code e-mailed to ${to}`);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
    this.logger.info(`[mail] "${message.subject}" e-mailed to ${message.to}`);
  }
}
