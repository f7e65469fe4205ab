import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { type Logger, requestContext } from '../config/logger.ts';
import { incomingOf } from './body.ts';

/** An id a proxy or client may pass along: short, printable, no spaces. */
const FORWARDED_ID = /^[\w.:-]{1,100}$/;

/**
 * Gives each request an id (the caller's `X-Request-Id` when it is well formed, else a new UUID), answers
 * it in `X-Request-Id`, puts it on every log line written while the request runs, and logs one access
 * line when the answer is ready (with `clientGone` when the client closed its connection before it).
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header('X-Request-Id');
    const requestId = given && FORWARDED_ID.test(given) ? given : randomUUID();
    const started = performance.now();
    await requestContext.run({ requestId }, async () => {
      await next();
      c.header('X-Request-Id', requestId);
      // A client that closed its connection before the answer sees none: the line says so.
      const clientGone = incomingOf(c)?.socket.destroyed === true;
      logger.request({
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        ...(clientGone ? { clientGone } : {}),
      });
    });
  };
}
