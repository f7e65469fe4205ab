import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers name the page's origin on every cross-site POST: only the site itself (the Host it
 * called) and CORS_ORIGINS may change anything. Clients that send no Origin (curl, servers) pass.
 */
export function requireAllowedOrigin(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin !== undefined && !SAFE_METHODS.has(c.req.method) && !allowed.has(origin)) {
      let sameHost = false;
      try {
        sameHost = new URL(origin).host === c.req.header('Host');
      } catch {
        // "null" (sandboxed frames, file pages) and other non-URLs are not the site.
      }
      if (!sameHost) throw new ApiError(403, `Requests from ${origin} are not allowed`);
    }
    await next();
  };
}
