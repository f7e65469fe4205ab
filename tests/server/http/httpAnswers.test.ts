import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../server/server';
import {
  DATABASE_HOOK_TIMEOUT_MS,
  type OpenedDatabase,
  type TestDatabase,
  testDatabases,
} from '../helpers/databases';
import { createFakeSite } from '../helpers/fakeSite';
import { createTestServer, type TestServer } from '../helpers/testServer';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over a real socket, the bytes as they arrive (no decompression). */
function raw(port: number, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method, path, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

// Methods, lengths and encodings touch no table: PGlite only.
describe('HTTP answers: 405 with Allow, HEAD with Content-Length, small answers uncompressed', () => {
  let opened: OpenedDatabase;
  let site: Awaited<ReturnType<typeof createFakeSite>>;
  let server: TestServer;
  let listening: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    opened = await (testDatabases()[0] as TestDatabase).open();
    site = await createFakeSite();
    server = createTestServer(opened.db, { config: { siteDir: site.siteDir } });
    listening = await listen(server.app.fetch, 0, '127.0.0.1');
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await listening?.close();
    await opened?.close();
    await site?.remove();
  });

  it.each([
    ['DELETE', '/api/health', 'GET, HEAD'],
    ['POST', '/api/ready', 'GET, HEAD'],
    ['GET', '/api/user/login', 'POST'],
    ['PUT', '/api/forms/demo-form/submissions', 'POST'],
    ['DELETE', '/api/employees/someone', 'GET, HEAD'],
    ['POST', '/api/openapi.json', 'GET, HEAD'],
    ['POST', '/pricing', 'GET, HEAD'],
    ['DELETE', '/arp/onboarding', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const answer = await server.call(method, path, method === 'GET' ? {} : { json: {} });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe(allow);
    expect(answer.body).toEqual({ message: `${method} is not allowed here; this path takes ${allow}` });
  });

  it('still answers 404 for a path nothing serves, whatever the method', async () => {
    expect((await server.call('GET', '/api/no-such-thing')).status).toBe(404);
    expect((await server.call('POST', '/api/no-such-thing')).status).toBe(404);
  });

  it.each(['/api/health', '/api/openapi.json', '/pricing', '/no-such-page', '/arp/onboarding'])(
    'HEAD %s carries the Content-Length of its GET, and no body',
    async (path) => {
      const get = await raw(listening.port, 'GET', path);
      const head = await raw(listening.port, 'HEAD', path);
      expect(head.status).toBe(get.status);
      expect(head.headers['content-length']).toBe(String(get.body.length));
      expect(head.body.length).toBe(0);
    },
  );

  it('sends answers under 1 KB as they are, and compresses larger ones', async () => {
    const small = await raw(listening.port, 'GET', '/api/ready', { 'Accept-Encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ready' });
    expect(small.headers['content-length']).toBe(String(small.body.length));

    const large = await raw(listening.port, 'GET', '/api/openapi.json', { 'Accept-Encoding': 'gzip' });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.body).toString()).openapi).toBe('3.1.1');
  });
});
