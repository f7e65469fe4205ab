import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorAnswer } from '../../contract/answers.ts';

export interface ApiErrorDetails {
  /** Sent with the answer, e.g. Retry-After. */
  headers?: Record<string, string>;
  /** Per field, what is wrong: answered beside the message (contract/answers.ts). */
  errors?: Record<string, string>;
}

/** An error the client caused or should see: the app's one onError answers it as `{ message, errors? }`. */
export class ApiError extends Error {
  readonly headers: Record<string, string>;
  readonly errors: Record<string, string> | undefined;
  readonly status: ContentfulStatusCode;

  constructor(status: ContentfulStatusCode, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.status = status;
    this.headers = details.headers ?? {};
    this.errors = details.errors;
  }

  get answer(): ErrorAnswer {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/** 405 for a method a known path does not take, with the `Allow` header RFC 9110 requires. */
export function refuseMethod(c: Context, allowed: readonly string[]): Response {
  const allow = allowed.join(', ');
  return c.json({ message: `${c.req.method} is not allowed here; this path takes ${allow}` }, 405, {
    Allow: allow,
  });
}
