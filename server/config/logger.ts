import { AsyncLocalStorage } from 'node:async_hooks';
import { type DestinationStream, type Logger as Pino, pino } from 'pino';

/** What the server's modules log through: a message, and for errors the error. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
  /** The access log: one line per answered request. */
  request(entry: AccessEntry): void;
}

export interface AccessEntry {
  method: string;
  path: string;
  status: number;
  ms: number;
  /** The client closed its connection before the answer: it saw none (or Node's own 400). */
  clientGone?: boolean;
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {}, request: () => {} };

const EMAIL = /([^\s@<>"'(),;:]+)@([^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+)/g;

/** `ada@example.com` as `a***@example.com`: enough to tell cases apart, not to write to someone. */
export const maskEmails = (text: string): string =>
  text.replace(EMAIL, (_, local: string, domain: string) => `${local.slice(0, 1)}***@${domain}`);

/** The request a line belongs to, carried through every await of that request's handling. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export interface LoggerOptions {
  /** Production masks e-mail addresses in every line and logs an error as its message only. */
  production: boolean;
  /** pino's level name; `LOG_LEVEL`, default `info`. */
  level?: string;
  /** Where lines go (tests pass a stream); default standard output. */
  destination?: DestinationStream;
}

/**
 * The server's pino logger: one JSON line per entry with `level`, `time` and, inside a request, its
 * `requestId`. Fields that carry secrets (`password`, `code`, `token`, the Authorization header) are
 * redacted everywhere; production also masks e-mail addresses, in fields and in messages.
 */
export function createPino(options: LoggerOptions): Pino {
  const mask = options.production ? maskEmails : (text: string) => text;
  return pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const request = requestContext.getStore();
        return request ? { requestId: request.requestId } : {};
      },
      redact: {
        paths: [
          'password',
          'code',
          'token',
          'vuid',
          'headers.authorization',
          '*.password',
          '*.code',
          '*.token',
        ],
        censor: '[redacted]',
      },
      hooks: {
        // E-mail masking applies to messages too, which pino's path redaction cannot reach.
        logMethod(args, method) {
          const masked = args.map((arg) =>
            typeof arg === 'string'
              ? mask(arg)
              : arg && typeof arg === 'object' && 'email' in arg && typeof arg.email === 'string'
                ? { ...arg, email: mask(arg.email) }
                : arg,
          ) as typeof args;
          method.apply(this, masked);
        },
      },
    },
    options.destination,
  );
}

/** The Logger the modules use, written to a pino logger. */
export function fromPino(base: Pino, production: boolean): Logger {
  return {
    info: (message) => base.info(message),
    warn: (message) => base.warn(message),
    error: (message, error) => {
      if (error === undefined) base.error(message);
      // An SMTP error object carries the recipient and the server's whole reply: production logs its message.
      else if (production)
        base.error({ error: maskEmails(error instanceof Error ? error.message : String(error)) }, message);
      else base.error({ err: error }, message);
    },
    request: (entry) => base.info(entry, 'request'),
  };
}
