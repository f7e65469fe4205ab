import type { MiddlewareHandler } from 'hono';

/**
 * Gives every answer built in memory (the API's JSON, the ARP page) its Content-Length: HEAD answers then say how
 * long the GET answer is, and the compression middleware, which skips answers under 1 KB only when
 * it knows their length, leaves small answers alone instead of sending 15 bytes through zlib, whose
 * work queues in Node's thread pool behind password hashing. Registered after `compress()`.
 */
export function contentLength(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (
      !response.body ||
      response.headers.has('Content-Length') ||
      response.headers.has('Content-Encoding')
    ) {
      return;
    }
    const bytes = await response.arrayBuffer();
    const headers = new Headers(response.headers);
    headers.set('Content-Length', String(bytes.byteLength));
    c.res = undefined;
    c.res = new Response(bytes, { status: response.status, statusText: response.statusText, headers });
  };
}
