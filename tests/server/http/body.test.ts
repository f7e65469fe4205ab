import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessEntry, Logger } from '../../../server/config/logger';
import { type Listening, listen } from '../../../server/server';
import { DATABASE_HOOK_TIMEOUT_MS, type TestDatabase, testDatabases } from '../helpers/databases';
import { createTestServer } from '../helpers/testServer';

/** Starts a chunked body, sends one chunk, then half-closes (`end`) or resets (`destroy`) the connection. */
function abandonChunkedBody(port: number, how: 'end' | 'destroy'): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/test/homepage-cta HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Transfer-Encoding: chunked\r\n\r\n5\r\n{"fir\r\n',
        // Once the chunk is on its way, the server is reading the body when the client goes.
        () => setTimeout(() => (how === 'end' ? socket.end() : socket.destroy()), 100),
      );
    });
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });
}

describe('a chunked body the client abandons', () => {
  const access: AccessEntry[] = [];
  const errors: string[] = [];
  const logger: Logger = {
    info: () => {},
    warn: () => {},
    error: (message) => errors.push(message),
    request: (entry) => access.push(entry),
  };
  let server: Listening;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await (testDatabases()[0] as TestDatabase).open();
    close = opened.close;
    server = await listen(createTestServer(opened.db, { logger }).app.fetch, 0, '127.0.0.1');
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    server?.destroy();
    await server?.close();
    await close?.();
  });

  /** The access line of the request, once the server has written it. */
  async function accessLine(): Promise<AccessEntry> {
    while (access.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    return access.splice(0)[0] as AccessEntry;
  }

  it.each([
    ['half-closed: the client got 400 from Node', 'end', /^HTTP\/1\.1 400 /],
    ['reset: the client got nothing', 'destroy', /^$/],
  ] as const)('is logged as a 400 to a client that is gone, not as a failure (%s)', async (_, how, seen) => {
    const received = await abandonChunkedBody(server.port, how);
    expect(received).toMatch(seen);
    expect(await accessLine()).toMatchObject({
      path: '/api/test/homepage-cta',
      status: 400,
      clientGone: true,
    });
    expect(errors).toEqual([]);
  });
});
