import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Listening, listen } from '../../../server/server';
import { DATABASE_HOOK_TIMEOUT_MS, type TestDatabase, testDatabases } from '../helpers/databases';
import { createTestServer } from '../helpers/testServer';

/** Sends the bytes as they are (no client library merges or drops headers) and reads the whole answer. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('the Host header', () => {
  let server: Listening;
  let close: () => Promise<void>;
  let stored: () => Promise<number>;
  beforeAll(async () => {
    const opened = await (testDatabases()[0] as TestDatabase).open();
    close = opened.close;
    stored = async () => (await opened.db.query('SELECT id FROM contact_requests')).rows.length;
    server = await listen(createTestServer(opened.db).app.fetch, 0, '127.0.0.1');
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    server?.destroy();
    await server?.close();
    await close?.();
  });

  const contact = JSON.stringify({
    firstname: 'Ada',
    lastname: 'Lovelace',
    phone_number: '(+1) 2025550123',
    email: 'ada@example.com',
  });
  const post = (hosts: string[]) =>
    `POST /api/test/homepage-cta HTTP/1.1\r\n${hosts.map((host) => `Host: ${host}\r\n`).join('')}` +
    `Content-Type: application/json\r\nContent-Length: ${contact.length}\r\nConnection: close\r\n\r\n${contact}`;

  it('refuses a request that names two hosts with 400, and stores nothing', async () => {
    const answer = await exchange(server.port, post(['127.0.0.1', 'evil.example']));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('{"message":"The request has more than one Host header"}');
    expect(await stored()).toBe(0);
  });

  it('answers a request with one', async () => {
    const answer = await exchange(server.port, post(['127.0.0.1']));
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(await stored()).toBe(1);
  });
});
