import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long and how many: what one slow or greedy client can hold (docs/server.md "Connections").
 * Node's own defaults keep a slow request body for 300 s and pipelined requests without bound.
 */
export interface ConnectionLimits {
  /** The whole request head must arrive within this (ms): 408 and the connection closes. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (ms). */
  requestTimeoutMs: number;
  /** A connection with no bytes in or out for this long (ms) is closed: a client that never reads. */
  socketIdleTimeoutMs: number;
  /** Open connections at once; more are closed as they arrive. */
  maxConnections: number;
  /** Requests one connection may send (pipelined or kept alive); then it is asked to close. */
  maxRequestsPerSocket: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  socketIdleTimeoutMs: 30_000,
  maxConnections: 1024,
  maxRequestsPerSocket: 100,
};

/** Options for http.createServer: Node checks the two request timeouts on a timer, run often enough here. */
export function connectionServerOptions(limits: ConnectionLimits): ServerOptions {
  const shortest = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(shortest / 4))),
  };
}

/** What a stop needs to know of each open connection. */
interface Tracked {
  /** Requests received whose answer has not finished. */
  busy: number;
  /** Requests answered. */
  served: number;
}

const SWEEP_MS = 50;
/** How long a connection accepted before the stop, with no request yet, has to send one. */
const MAX_FIRST_REQUEST_GRACE_MS = 2_000;

/**
 * Applies the limits and tracks connections, and returns the graceful stop: stop accepting, answer
 * what was accepted (a connection opened just before the stop still gets its first request
 * answered), ask every answered connection to close, then resolve once none is left.
 */
export function manageConnections(server: Server, limits: ConnectionLimits): () => Promise<void> {
  // No 'timeout' listener: Node destroys a socket idle this long, and what it held is freed with it.
  server.setTimeout(limits.socketIdleTimeoutMs);
  server.maxConnections = limits.maxConnections;
  server.maxRequestsPerSocket = limits.maxRequestsPerSocket;

  const open = new Map<Socket, Tracked>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    open.set(socket, { busy: 0, served: 0 });
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const tracked = open.get(request.socket);
    if (!tracked) return;
    tracked.busy++;
    if (draining) response.setHeader('Connection', 'close');
    response.once('close', () => {
      tracked.busy--;
      tracked.served++;
    });
  });

  return () =>
    new Promise<void>((done) => {
      draining = true;
      const stoppedAt = Date.now();
      const grace = Math.min(limits.headersTimeoutMs, MAX_FIRST_REQUEST_GRACE_MS);
      // net.Server's close: stop accepting. http.Server's would also cut every connection without a
      // request in flight, among them the ones that connected a moment ago and are sending one.
      NetServer.prototype.close.call(server, () => {
        clearInterval(sweep);
        done();
      });
      const sweep = setInterval(() => {
        for (const [socket, tracked] of open) {
          if (tracked.busy > 0) continue;
          // Answered and idle (keep-alive), or silent past the grace: nothing is lost by closing it.
          if (tracked.served > 0 || Date.now() - stoppedAt >= grace) socket.destroy();
        }
      }, SWEEP_MS);
    });
}
