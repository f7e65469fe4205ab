// Slow and greedy clients are bounded: request head and body timeouts, an idle
// timeout for connections that never read, and caps on connections and on requests per connection.
// The limits are configured short here, so every wait is bounded by them (no longer sleeps).
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionLimits } from '../../server/config/connectionLimits';
import { type Listening, listen } from '../../server/server';
import { DATABASE_HOOK_TIMEOUT_MS, type TestDatabase, testDatabases } from './helpers/databases';
import { createFakeSite } from './helpers/fakeSite';
import { createTestServer } from './helpers/testServer';

const LIMITS: ConnectionLimits = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  socketIdleTimeoutMs: 800,
  maxConnections: 20,
  maxRequestsPerSocket: 3,
  maxPipelinedRequests: 3,
};
/** Past a limit, the server has this long to act (its check runs every quarter of the shortest timeout). */
const SLACK_MS = 1500;
const BIG_FILE = 'assets/big-0a1b2c.bin';

interface Client {
  socket: Socket;
  received(): string;
  /** Resolves with the milliseconds from `since` to the server closing the connection. */
  closed: Promise<number>;
}

function open(port: number, options: { read?: boolean } = {}): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const since = Date.now();
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - since)));
    socket.on('error', () => undefined);
    if (options.read === false) socket.pause();
    else socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.once('connect', () => resolve({ socket, received: () => received, closed }));
    socket.once('error', reject);
  });
}

/** Fails once `ms` pass: a limit that does not hold fails the test instead of hanging it. */
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: still open after ${ms} ms`)), ms),
    ),
  ]);

/** Resolves once the server holds no connection (checked every 50 ms). */
async function untilNoConnections(server: Listening): Promise<void> {
  while (server.openConnections() > 0) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('slow clients are bounded', () => {
  let site: Awaited<ReturnType<typeof createFakeSite>>;
  let close: () => Promise<void>;
  let server: Listening;
  let app: ReturnType<typeof createTestServer>['app'];
  beforeAll(async () => {
    site = await createFakeSite();
    // Incompressible, large enough that a few answers fill the socket buffers of a client that never reads.
    await writeFile(path.join(site.siteDir, BIG_FILE), randomBytes(1024 * 1024));
    const opened = await (testDatabases()[0] as TestDatabase).open();
    close = opened.close;
    app = createTestServer(opened.db, { config: { siteDir: site.siteDir } }).app;
    server = await listen(app.fetch, 0, '127.0.0.1', LIMITS);
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    server?.destroy();
    await server?.close();
    await close?.();
    await site?.remove();
  });

  it('a request head that never ends gets 408 and the connection closes', async () => {
    const client = await open(server.port);
    client.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const ms = await within(client.closed, LIMITS.headersTimeoutMs + SLACK_MS, 'slow head');
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50);
  });

  it('a request body that never ends is cut at the request timeout', async () => {
    const client = await open(server.port);
    client.socket.write(
      'POST /api/test/homepage-cta HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"first',
    );
    const ms = await within(client.closed, LIMITS.requestTimeoutMs + SLACK_MS, 'slow body');
    expect(ms).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 50);
  });

  it('a client that pipelines requests and never reads is closed once idle, and its memory goes with it', async () => {
    const requests = `GET /${BIG_FILE} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`.repeat(
      LIMITS.maxRequestsPerSocket,
    );
    const clients = await Promise.all(Array.from({ length: 5 }, () => open(server.port, { read: false })));
    for (const client of clients) client.socket.write(requests);
    // A client that never reads never sees the close either: the server's side is what counts.
    await within(
      untilNoConnections(server),
      LIMITS.socketIdleTimeoutMs + SLACK_MS * 2,
      'non-reading clients',
    );
    for (const client of clients) client.socket.destroy();
  });

  it('answers at most the per-connection number of requests, then closes', async () => {
    const client = await open(server.port);
    client.socket.write(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(LIMITS.maxRequestsPerSocket + 3),
    );
    await within(client.closed, SLACK_MS * 2, 'pipelining client');
    const statuses = [...client.received().matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
    expect(statuses.filter((status) => status === '200')).toHaveLength(LIMITS.maxRequestsPerSocket);
  });

  it('closes a connection with more unanswered pipelined requests than the cap', async () => {
    // Many requests allowed per connection, few waiting at once: the second limit is the one met.
    const deep = await listen(app.fetch, 0, '127.0.0.1', { ...LIMITS, maxRequestsPerSocket: 100 });
    try {
      const client = await open(deep.port);
      client.socket.write(
        `GET /${BIG_FILE} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`.repeat(LIMITS.maxPipelinedRequests + 5),
      );
      await within(client.closed, SLACK_MS, 'deep pipeline');
      const answers = [...client.received().matchAll(/HTTP\/1\.1 200/g)];
      expect(answers.length).toBeLessThanOrEqual(LIMITS.maxPipelinedRequests);
    } finally {
      deep.destroy();
      await deep.close();
    }
  });

  it('holds at most the configured number of connections', async () => {
    const clients = await Promise.all(
      Array.from({ length: LIMITS.maxConnections + 10 }, () => open(server.port)),
    );
    // The ones past the cap are closed by the server at once; the rest stay until their idle timeout.
    const early = await Promise.all(
      clients.map((client) =>
        Promise.race([client.closed.then(() => true), new Promise((r) => setTimeout(() => r(false), 300))]),
      ),
    );
    expect(early.filter(Boolean).length).toBeGreaterThanOrEqual(10);
    expect(server.openConnections()).toBeLessThanOrEqual(LIMITS.maxConnections);
    for (const client of clients) client.socket.destroy();
  });
});
