import type { MiddlewareHandler } from 'hono';
import { calledOrigin } from './clientAddress.ts';
import { ApiError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An Origin header as the URL parser spells it (lower case, no default port), or undefined. */
function canonicalOrigin(origin: string): string | undefined {
  try {
    const parsed = new URL(origin).origin;
    return parsed === 'null' ? undefined : parsed;
  } catch {
    return undefined;
  }
}

/**
 * Browsers name the page's origin on every cross-site POST: only the site itself (the origin the
 * client called: scheme, host and port, behind a proxy with TRUST_PROXY as X-Forwarded-Proto and
 * X-Forwarded-Host say) and CORS_ORIGINS may change anything. Clients that send no Origin (curl,
 * servers) pass.
 */
export function requireAllowedOrigin(allowedOrigins: string[], trustProxy: boolean): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin !== undefined && !SAFE_METHODS.has(c.req.method) && !allowed.has(origin)) {
      // "null" (sandboxed frames, file pages) and other non-URLs are not the site.
      const named = canonicalOrigin(origin);
      if (named === undefined || named !== calledOrigin(c, trustProxy)) {
        throw new ApiError(403, `Requests from ${origin} are not allowed`);
      }
    }
    await next();
  };
}
