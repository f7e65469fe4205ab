import { CODE_LIFETIME_MS } from '../auth/verificationCode.ts';
import { escapeHtml } from '../http/html.ts';

export const SITE_NAME = 'Aden';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The e-mail that carries a verification code: the code, how long it lives, and who sends it. */
export function verificationMessage(to: string, code: string): MailMessage {
  const minutes = Math.round(CODE_LIFETIME_MS / 60_000);
  const subject = `Your ${SITE_NAME} verification code`;
  const text = [
    `Your ${SITE_NAME} verification code is ${code}.`,
    `It is valid for ${minutes} minutes.`,
    '',
    `If you did not ask to sign up at ${SITE_NAME}, you can ignore this e-mail.`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:system-ui,sans-serif;color:#1a1a2e">
<p>Your ${escapeHtml(SITE_NAME)} verification code is</p>
<p style="font-size:28px;font-weight:700;letter-spacing:4px">${escapeHtml(code)}</p>
<p>It is valid for ${minutes} minutes.</p>
<p style="color:#555">If you did not ask to sign up at ${escapeHtml(SITE_NAME)}, you can ignore this e-mail.</p>
</body></html>
`;
  return { to, subject, text, html };
}
