import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { ConnectionLimits } from './config/connectionLimits.ts';

/** Options for http.createServer: Node checks the two request timeouts on a timer, run often enough here. */
export function connectionServerOptions(limits: ConnectionLimits): ServerOptions {
  const shortest = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(shortest / 4))),
  };
}

/** What the limits and a stop need to know of each open connection. */
interface Tracked {
  /** Requests received whose answer has not finished. */
  busy: number;
  /** Requests answered. */
  served: number;
  /** Bytes read plus bytes the kernel took, at the last sweep that saw them change, and when. */
  progress: number;
  progressAt: number;
  connectedAt: number;
}

/** Bytes that moved: read from the client, or written out to it (not merely queued in memory). */
const moved = (socket: Socket) => socket.bytesRead + socket.bytesWritten - socket.writableLength;

const SWEEP_MS = 50;
/** The listener closes once no connection arrived for this long (or after the most below). */
const LISTEN_QUEUE_QUIET_MS = 25;
const MAX_LISTEN_QUEUE_WAIT_MS = 2_000;
/** How long a connection accepted before the stop, with no request yet, has to send one. */
const MAX_FIRST_REQUEST_GRACE_MS = 2_000;

/**
 * Applies the limits and tracks connections, and returns the graceful stop: stop accepting, answer
 * what was accepted (a connection opened just before the stop still gets its first request
 * answered), ask every answered connection to close, then resolve once none is left.
 */
export function manageConnections(
  server: Server,
  limits: ConnectionLimits,
): { stop: () => Promise<void>; openConnections: () => number } {
  server.maxConnections = limits.maxConnections;
  server.maxRequestsPerSocket = limits.maxRequestsPerSocket;

  const open = new Map<Socket, Tracked>();
  let draining = false;
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    accepted++;
    open.set(socket, { busy: 0, served: 0, progress: 0, progressAt: Date.now(), connectedAt: Date.now() });
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const tracked = open.get(request.socket);
    if (!tracked) return;
    tracked.busy++;
    // Browsers never pipeline; a client that queues many answers it does not read holds them in memory.
    if (tracked.busy > limits.maxPipelinedRequests) {
      request.socket.destroy();
      return;
    }
    if (draining) response.setHeader('Connection', 'close');
    response.once('close', () => {
      tracked.busy--;
      tracked.served++;
      // Node says "Connection: close" on the last answer but keeps reading (and answering 503).
      if (tracked.served >= limits.maxRequestsPerSocket) request.socket.end();
    });
  });

  // Node's own socket timeout is switched off while a kept-alive connection has a request in hand,
  // which is exactly what a client that pipelines and never reads keeps it in: so idleness is
  // measured here, as bytes that stopped moving either way. Destroying the socket frees its buffers.
  const idleSweep = setInterval(
    () => {
      const now = Date.now();
      for (const [socket, tracked] of open) {
        const progress = moved(socket);
        if (progress !== tracked.progress) {
          tracked.progress = progress;
          tracked.progressAt = now;
        } else if (
          now - tracked.progressAt >= limits.socketIdleTimeoutMs &&
          // Quiet because the app is still working on an answer is not idle (the database and
          // hashing have their own bounds); quiet with an answer the client does not take is.
          (tracked.busy === 0 || socket.writableLength > 0)
        ) {
          socket.destroy();
        }
      }
    },
    Math.max(50, Math.min(1_000, Math.floor(limits.socketIdleTimeoutMs / 4))),
  );
  idleSweep.unref();
  server.once('close', () => clearInterval(idleSweep));

  const afterListenQueueEmpties = (then: () => void) => {
    const startedAt = Date.now();
    let seen = accepted;
    let changedAt = startedAt;
    let quietChecks = 0;
    // Quiet in time and in turns: after the loop was blocked, a timer runs before the poll that
    // would take the waiting connections, so time alone would call a full queue quiet.
    const check = () => {
      const now = Date.now();
      if (accepted !== seen) {
        seen = accepted;
        changedAt = now;
        quietChecks = 0;
      } else quietChecks++;
      const quiet = quietChecks >= 4 && now - changedAt >= LISTEN_QUEUE_QUIET_MS;
      if (quiet || now - startedAt >= MAX_LISTEN_QUEUE_WAIT_MS) then();
      else setTimeout(check, 5);
    };
    check();
  };

  const stop = () =>
    new Promise<void>((done) => {
      draining = true;
      const stoppedAt = Date.now();
      const grace = Math.min(limits.headersTimeoutMs, MAX_FIRST_REQUEST_GRACE_MS);
      // Connections the kernel completed before the stop wait in the listen queue, and Node takes
      // them a few per turn of the loop: closing the listener now would reset them. So the listener
      // closes once no connection has arrived for a moment. Then net.Server's close: http.Server's
      // would also cut every connection without a request in flight, among them those that
      // connected a moment ago and are sending one.
      afterListenQueueEmpties(() =>
        NetServer.prototype.close.call(server, () => {
          clearInterval(sweep);
          done();
        }),
      );
      const sweep = setInterval(() => {
        for (const [socket, tracked] of open) {
          if (tracked.busy > 0 || socket.writableLength > 0 || socket.writableEnded) continue;
          // Answered and idle (keep-alive), or silent past the grace: ended gracefully, so what was
          // written still arrives (destroying it would reset the answer just sent).
          const waitingSince = Math.max(stoppedAt, tracked.connectedAt);
          if (tracked.served > 0 || Date.now() - waitingSince >= grace) socket.end();
        }
      }, SWEEP_MS);
    });
  return { stop, openConnections: () => open.size };
}
