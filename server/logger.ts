export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error ?? ''),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

const EMAIL = /([^\s@<>"'(),;:]+)@([^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+)/g;

/** `ada@example.com` as `a***@example.com`: enough to tell cases apart, not to write to someone. */
export const maskEmails = (text: string): string =>
  text.replace(EMAIL, (_, local: string, domain: string) => `${local.slice(0, 1)}***@${domain}`);

/**
 * Production's logger: every line has its e-mail addresses masked, and an error is logged as its
 * message only (an SMTP error object carries the recipient and the server's whole reply).
 */
export function productionLogger(base: Logger): Logger {
  return {
    info: (message) => base.info(maskEmails(message)),
    warn: (message) => base.warn(maskEmails(message)),
    error: (message, error) =>
      base.error(
        maskEmails(message),
        error === undefined ? undefined : maskEmails(error instanceof Error ? error.message : String(error)),
      ),
  };
}
