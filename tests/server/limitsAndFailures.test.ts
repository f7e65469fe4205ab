// The server under abuse and failure, in one process: deep JSON, undeclared bodies, per-client limits,
// the login lockout, hostile field names and tokens, HSTS, the database away, a 413 over a real
// connection, the site from memory. With several processes: db/postgresInstances.test.ts,
// db/dataDir.test.ts and shutdown.test.ts.
import { scrypt } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_USER_ID } from '../../server/auth/jwt';
import { DatabaseUnavailable } from '../../server/db/database';
import { MAX_JSON_DEPTH } from '../../server/http/body';
import { CLIENT_LIMITS } from '../../server/http/clientLimits';
import { HSTS } from '../../server/http/securityHeaders';
import { LOGIN_FAILURE_LIMIT } from '../../server/routes/userRoutes';
import { listen } from '../../server/server';
import { describeOnEachDatabase } from './helpers/describeOnEachDatabase';
import { createFakeSite } from './helpers/fakeSite';
import { createTestServer, TEST_JWT_SECRET } from './helpers/testServer';

const JSON_ENDPOINTS = [
  '/api/user/send-verify-code',
  '/api/user/check-verify-code',
  '/api/user/register',
  '/api/user/login',
  '/api/test/homepage-cta',
  '/api/forms/demo/submissions',
];

const nested = (depth: number) => `{"answers":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describeOnEachDatabase('limits and failures, in one process', (ctx) => {
  it.each(JSON_ENDPOINTS)('%s answers JSON nested 4,000 deep with a 400, not a 500', async (path) => {
    for (const body of [nested(4000), nested(MAX_JSON_DEPTH + 1)]) {
      const response = await ctx.server.call('POST', path, {
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
      );
    }
    // Brackets inside strings are text, not depth.
    const text = await ctx.server.call('POST', '/api/user/login', {
      json: { email: 'a@example.com', password: '['.repeat(200) },
    });
    expect(text.body.message).toBe('Incorrect email or password');
  });

  it.each(JSON_ENDPOINTS)('%s refuses a body that is not declared JSON with a 415', async (path) => {
    const body = JSON.stringify({ email: 'a@example.com', mode: 'aden-homepage' });
    for (const type of [
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]) {
      const response = await ctx.server.call('POST', path, {
        body,
        headers: type ? { 'Content-Type': type } : {},
      });
      expect(response.status, String(type)).toBe(415);
      expect(response.body.message).toBe('The request body must be JSON (Content-Type: application/json)');
    }
    const withCharset = await ctx.server.call('POST', '/api/user/send-verify-code', {
      body,
      headers: { 'Content-Type': 'Application/JSON; charset=utf-8' },
    });
    expect(withCharset.status).toBe(200);
  });

  it('a browser on another site cannot post; the site itself and CORS_ORIGINS can', async () => {
    const send = (origin: string, email: string, server = ctx.server) =>
      server.call('POST', '/api/user/send-verify-code', {
        json: { email, mode: 'aden-homepage' },
        headers: { Origin: origin, Host: 'aden.example' },
      });
    const foreign = await send('https://evil.example', 'a@example.com');
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Requests from https://evil.example are not allowed');
    expect((await send('null', 'b@example.com')).status).toBe(403);
    // The site itself: the scheme, host and port the request came to (in-process requests are http).
    expect((await send('http://aden.example', 'c@example.com')).status).toBe(200);
    const partner = createTestServer(ctx.db, { config: { corsOrigins: ['https://partner.example'] } });
    expect((await send('https://partner.example', 'd@example.com', partner)).status).toBe(200);
    expect(ctx.server.outbox.list('a@example.com')).toHaveLength(0);
  });

  it('one client sends at most the per-client number of codes, with Retry-After; another client still can', async () => {
    const server = createTestServer(ctx.db, { config: { rateLimitScale: 1, trustProxy: true } });
    const send = (i: number, client: string) =>
      server.call('POST', '/api/user/send-verify-code', {
        json: { email: `person${i}@example.com`, mode: 'aden-homepage' },
        headers: { 'X-Forwarded-For': `198.51.100.200, ${client}` },
      });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send(i, '203.0.113.7')));
    const sent = answers.filter((answer) => answer.status === 200);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(sent).toHaveLength(CLIENT_LIMITS.sendCode.limit);
    expect(limited).toHaveLength(30 - CLIENT_LIMITS.sendCode.limit);
    expect(limited[0]?.body.message).toBe('Too many requests from your network; try again in 15 minutes');
    expect(Number(limited[0]?.headers.get('Retry-After'))).toBe(CLIENT_LIMITS.sendCode.windowMs / 1000);
    // The claimed first address is not the key: only the one our proxy appended.
    expect((await send(99, '203.0.113.8')).status).toBe(200);
    server.clock.advance(CLIENT_LIMITS.sendCode.windowMs);
    expect((await send(100, '203.0.113.7')).status).toBe(200);
  });

  it('login, register, check-code and contact have per-client limits too', async () => {
    const server = createTestServer(ctx.db, { config: { rateLimitScale: 1 } });
    const cases = [
      [
        '/api/user/login',
        CLIENT_LIMITS.login,
        (i: number) => ({ email: `x${i}@example.com`, password: 'p' }),
      ],
      [
        '/api/user/check-verify-code',
        CLIENT_LIMITS.checkCode,
        (i: number) => ({ email: `x${i}@example.com`, vuid: '123456' }),
      ],
      [
        '/api/user/register',
        CLIENT_LIMITS.register,
        (i: number) => ({
          email: `x${i}@example.com`,
          password: 'a long enough password',
          signupCode: '123456',
          subscriptionPlan: 'freeforever',
        }),
      ],
      [
        '/api/test/homepage-cta',
        CLIENT_LIMITS.contact,
        (i: number) => ({
          firstname: 'Ada',
          lastname: `L${i}`,
          phone_number: '(+1) 2025550123',
          email: `x${i}@example.com`,
        }),
      ],
    ] as const;
    for (const [path, limit, body] of cases) {
      for (let i = 0; i < limit.limit; i++) {
        expect((await server.call('POST', path, { json: body(i) })).status, path).not.toBe(429);
      }
      const over = await server.call('POST', path, { json: body(limit.limit) });
      expect(over.status, path).toBe(429);
      expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
  });

  it('the login lockout holds across instances sharing one database', async () => {
    const [one, two] = [createTestServer(ctx.db), createTestServer(ctx.db)] as const;
    await one.signUp('ada@example.com', 'the right password');
    const login = (server: typeof one, password: string) =>
      server.call('POST', '/api/user/login', { json: { email: 'ada@example.com', password } });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await login(i % 2 === 0 ? one : two, 'a wrong guess')).status).toBe(400);
    }
    expect((await login(one, 'the right password')).status).toBe(429);
    expect((await login(two, 'the right password')).status).toBe(429);
  });

  it('parallel wrong guesses cannot all slip under the lockout', async () => {
    await ctx.server.signUp('ada@example.com', 'the right password');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.server.call('POST', '/api/user/login', {
          json: { email: 'ada@example.com', password: 'a wrong guess' },
        }),
      ),
    );
    expect(guesses.filter((guess) => guess.status === 400)).toHaveLength(LOGIN_FAILURE_LIMIT);
  });

  it('an `__proto__` or `constructor` answer is an unknown field of an online form', async () => {
    const answers =
      '{"company":"Aden","email":"a@example.com","industry":"Other","consent":true,' +
      '"__proto__":{"polluted":true},"constructor":"x"}';
    const response = await ctx.server.call('POST', '/api/forms/demo/submissions', {
      body: `{"answers":${answers}}`,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['__proto__', 'constructor']);
    expect(Object.values(response.body.errors)).toEqual(['Unknown field', 'Unknown field']);
    const { rows } = await ctx.db.query('SELECT id FROM form_submissions');
    expect(rows).toHaveLength(0);
  });

  it('a token whose sub is not a canonical user id in range is a 401, never a 500 or user 1', async () => {
    const { id } = await ctx.server.signUp('ada@example.com');
    expect(id).toBe(1);
    const token = (sub: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setJti('a-session-id')
        .setIssuer('aden-reference-server')
        .setIssuedAt(Math.floor(ctx.server.clock.now().getTime() / 1000))
        .setExpirationTime(Math.floor(ctx.server.clock.now().getTime() / 1000) + 3600)
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const sub of [
      '1e0',
      '0x1',
      '01',
      '+1',
      '1.0',
      ' 1',
      '-1',
      '0',
      String(MAX_USER_ID + 1),
      '9'.repeat(40),
    ]) {
      const response = await ctx.server.call('GET', '/api/user/profile', { token: await token(sub) });
      expect(response.status, sub).toBe(401);
    }
    expect((await ctx.server.call('GET', '/api/user/profile', { token: await token('1') })).status).toBe(200);
    expect(
      (await ctx.server.call('GET', '/api/user/profile', { token: await token(String(MAX_USER_ID)) })).status,
    ).toBe(401);
  });

  it('HSTS over HTTPS, or behind a trusted proxy that says HTTPS; never on plain HTTP', async () => {
    const hsts = async (url: string, headers: Record<string, string> = {}, server = ctx.server) =>
      (await server.app.request(url, { headers })).headers.get('Strict-Transport-Security');
    expect(await hsts('https://aden.example/api/health')).toBe(HSTS);
    expect(await hsts('http://aden.example/api/health')).toBeNull();
    expect(await hsts('http://aden.example/api/health', { 'X-Forwarded-Proto': 'https' })).toBeNull();
    const proxied = createTestServer(ctx.db, { config: { trustProxy: true } });
    expect(await hsts('http://aden.example/api/health', { 'X-Forwarded-Proto': 'https' }, proxied)).toBe(
      HSTS,
    );
    expect(HSTS).toMatch(/max-age=\d{8}/);
  });

  it('/api/health says the process is alive, /api/ready that the database answers', async () => {
    const health = await ctx.server.call('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await ctx.server.call('GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('upgrades a hash of weaker parameters at the next login', async () => {
    await ctx.server.signUp('ada@example.com', 'the right password');
    const weak = 'scrypt$1024$8$1$MDEyMzQ1Njc4OWFiY2RlZg==$';
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt('the right password', Buffer.from('0123456789abcdef'), 64, { N: 1024, r: 8, p: 1 }, (e, k) =>
        e ? reject(e) : resolve(k),
      ),
    );
    await ctx.db.query('UPDATE users SET password_hash = $1', [`${weak}${key.toString('base64')}`]);
    const login = await ctx.server.call('POST', '/api/user/login', {
      json: { email: 'ada@example.com', password: 'the right password' },
    });
    expect(login.status).toBe(200);
    const { rows } = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$1024\$8\$3\$/);
  });
});

describe('the database away, in one process', () => {
  const away = {
    kind: 'postgres' as const,
    query: () => Promise.reject(new DatabaseUnavailable(new Error('connect ECONNREFUSED 127.0.0.1:5432'))),
    exec: () => Promise.reject(new DatabaseUnavailable(new Error('connect ECONNREFUSED'))),
    transaction: () => Promise.reject(new DatabaseUnavailable(new Error('connect ECONNREFUSED'))),
    close: async () => {},
  };

  it('answers 503 with Retry-After instead of 500, and /api/ready says 503', async () => {
    const server = createTestServer(away);
    const login = await server.call('POST', '/api/user/login', {
      json: { email: 'a@example.com', password: 'p' },
    });
    expect(login.status).toBe(503);
    expect(login.body.message).toBe('The service is temporarily unavailable; try again in a few seconds');
    expect(Number(login.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await server.call('GET', '/api/forms/demo')).status).toBe(503);
    const ready = await server.call('GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('Retry-After')).toBeTruthy();
    expect((await server.call('GET', '/api/health')).status).toBe(200);
  });
});

describe('a 413 over a real connection', () => {
  let listening: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    const never = { kind: 'pglite' as const } as unknown as Parameters<typeof createTestServer>[0];
    listening = await listen(createTestServer(never).app.fetch, 0, '127.0.0.1');
  });
  afterAll(() => listening.close());

  it('closes the connection it cannot reuse and says so, so no later request on it is lost', async () => {
    const url = `http://127.0.0.1:${listening.port}/api/user/login`;
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70 * 1024) });
    const failures: string[] = [];
    for (let i = 0; i < 60; i++) {
      try {
        const response = await fetch(i % 3 === 0 ? url : `http://127.0.0.1:${listening.port}/api/health`, {
          method: i % 3 === 0 ? 'POST' : 'GET',
          headers: { 'Content-Type': 'application/json' },
          ...(i % 3 === 0 ? { body: big } : {}),
        });
        if (i % 3 === 0) {
          expect(response.status).toBe(413);
          expect(response.headers.get('Connection')).toBe('close');
        } else expect(response.status).toBe(200);
        await response.arrayBuffer();
      } catch (error) {
        failures.push(`${i}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the built site from memory', () => {
  let site: Awaited<ReturnType<typeof createFakeSite>>;
  let server: ReturnType<typeof createTestServer>;
  beforeAll(async () => {
    site = await createFakeSite();
    const unused = { kind: 'pglite' as const } as unknown as Parameters<typeof createTestServer>[0];
    server = createTestServer(unused, { config: { siteDir: site.siteDir } });
  });
  afterAll(() => site.remove());

  it('serves pages pre-compressed with brotli and gzip, without reading the disk', async () => {
    await site.remove();
    const page = await server.app.request('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Encoding')).toBe('br');
    expect(page.headers.get('Vary')).toBe('Accept-Encoding');
    const html = brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString('utf8');
    expect(html).toContain('<h1>Home</h1>');
    const refused = await server.app.request('/', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(refused.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('answers a page while every thread of the pool is busy hashing passwords', async () => {
    const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const order: string[] = [];
    // Each hash holds a pool thread for a good while; the page must not wait for any of them.
    const hashes = Array.from(
      { length: threads * 2 },
      (_, i) =>
        new Promise<void>((resolve) =>
          scrypt(`p${i}`, 'salt', 64, { N: 2 ** 16, r: 8, p: 2, maxmem: 256 * 1024 * 1024 }, () => {
            order.push('hash');
            resolve();
          }),
        ),
    );
    const page = await server.app.request('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    await page.arrayBuffer();
    order.push('page');
    await Promise.all(hashes);
    expect(page.status).toBe(200);
    expect(order[0]).toBe('page');
  }, 60_000);
});
