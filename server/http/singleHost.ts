import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';

/**
 * A request with two Host headers names two sites; HTTP/1.1 says to answer 400 (RFC 9112 section
 * 3.2). Node keeps only the first Host in its parsed headers, so the raw ones are counted.
 */
export function requireSingleHost(): MiddlewareHandler {
  return async (c, next) => {
    const raw = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.rawHeaders ?? [];
    let hosts = 0;
    for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') hosts++;
    if (hosts > 1) throw new ApiError(400, 'The request has more than one Host header');
    await next();
  };
}
