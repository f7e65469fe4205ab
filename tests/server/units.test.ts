import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PARALLELISM, verifyPassword } from '../../server/auth/password';
import { deriveCodeKey, generateCode, hashCode } from '../../server/auth/verificationCode';
import { DEFAULT_CONNECTION_LIMITS } from '../../server/connections';
import { DEFAULT_POSTGRES_SETTINGS } from '../../server/db/postgres';
import { validateSubmission } from '../../server/forms/validateSubmission';
import { normaliseAddress } from '../../server/http/clientAddress';
import {
  ConfigError,
  DEFAULT_HASH_CONCURRENCY,
  DEFAULT_SCRYPT_COST,
  GOOGLE_CERTS_URL,
  loadConfig,
} from '../../server/serverConfig';
import { matchesDynamicRoute, splitPath } from '../../server/site/routeTable';
import { cacheControl, inlineScriptHashes } from '../../server/site/staticFile';

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/aden');
    expect(config).toEqual({
      port: 3000,
      dataDir: '/srv/aden/.data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      googleClientId: undefined,
      googleJwksUrl: GOOGLE_CERTS_URL,
      googleIssuers: ['accounts.google.com', 'https://accounts.google.com'],
      corsOrigins: [],
      production: false,
      siteDir: '/srv/aden/dist/client',
      scryptCost: DEFAULT_SCRYPT_COST,
      passwordHashConcurrency: DEFAULT_HASH_CONCURRENCY,
      passwordHashQueue: 64,
      sessionLifetimeS: 7 * 24 * 60 * 60,
      host: undefined,
      trustProxy: false,
      rateLimitScale: 1,
      shutdownTimeoutMs: 10_000,
      postgres: DEFAULT_POSTGRES_SETTINGS,
      connections: DEFAULT_CONNECTION_LIMITS,
      smtpUrl: undefined,
      mailFrom: 'Aden <no-reply@aden.example>',
      logLevel: 'info',
      httpsRedirect: false,
    });
    expect(GOOGLE_CERTS_URL).toBe('https://www.googleapis.com/oauth2/v3/certs');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u@db:5432/aden',
        JWT_SECRET: 's'.repeat(32),
        GOOGLE_CLIENT_ID: ' abc.apps.googleusercontent.com ',
        GOOGLE_JWKS_URL: 'http://127.0.0.1:4000/test-jwks.json',
        GOOGLE_ISSUERS: 'https://issuer.test, other',
        CORS_ORIGINS: 'https://a.example/, http://localhost:5173',
        NODE_ENV: 'production',
        SITE_DIR: '/abs/site',
        SCRYPT_COST: '16384',
        HOST: '127.0.0.1',
        TRUST_PROXY: 'true',
        RATE_LIMIT_SCALE: '20',
        SHUTDOWN_TIMEOUT_MS: '3000',
        DB_CONNECT_TIMEOUT_MS: '1000',
        DB_STATEMENT_TIMEOUT_MS: '2000',
        DB_POOL_MAX: '4',
        DB_IDLE_TIMEOUT_MS: '5000',
        HEADERS_TIMEOUT_MS: '2000',
        REQUEST_TIMEOUT_MS: '6000',
        SOCKET_IDLE_TIMEOUT_MS: '7000',
        MAX_CONNECTIONS: '50',
        MAX_REQUESTS_PER_SOCKET: '10',
        MAX_PIPELINED_REQUESTS: '4',
        SMTP_URL: 'smtp://mailer:secret@mail.example:587',
        MAIL_FROM: 'Aden <hello@aden.example>',
        LOG_LEVEL: 'warn',
        HTTPS_REDIRECT: 'false',
        PASSWORD_HASH_CONCURRENCY: '3',
        PASSWORD_HASH_QUEUE: '10',
        SESSION_LIFETIME_S: '86400',
      },
      '/srv',
    );
    expect(config).toEqual({
      port: 8080,
      dataDir: '/srv/var/data',
      databaseUrl: 'postgres://u@db:5432/aden',
      jwtSecret: 's'.repeat(32),
      googleClientId: 'abc.apps.googleusercontent.com',
      googleJwksUrl: 'http://127.0.0.1:4000/test-jwks.json',
      googleIssuers: ['https://issuer.test', 'other'],
      corsOrigins: ['https://a.example', 'http://localhost:5173'],
      production: true,
      siteDir: '/abs/site',
      scryptCost: 16384,
      passwordHashConcurrency: 3,
      passwordHashQueue: 10,
      sessionLifetimeS: 86400,
      host: '127.0.0.1',
      trustProxy: true,
      rateLimitScale: 20,
      shutdownTimeoutMs: 3000,
      postgres: { connectTimeoutMs: 1000, statementTimeoutMs: 2000, poolMax: 4, idleTimeoutMs: 5000 },
      connections: {
        headersTimeoutMs: 2000,
        requestTimeoutMs: 6000,
        socketIdleTimeoutMs: 7000,
        maxConnections: 50,
        maxRequestsPerSocket: 10,
        maxPipelinedRequests: 4,
      },
      smtpUrl: 'smtp://mailer:secret@mail.example:587',
      mailFrom: 'Aden <hello@aden.example>',
      logLevel: 'warn',
      httpsRedirect: false,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', GOOGLE_CLIENT_ID: '  ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      googleClientId: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a number'],
    [{ PORT: '70000' }, 'PORT must be between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ GOOGLE_JWKS_URL: 'file:///etc/passwd' }, 'GOOGLE_JWKS_URL must be an http(s) URL'],
    [{ CORS_ORIGINS: 'https://ok.example,nope' }, 'CORS_ORIGINS.1 must list http(s) origins'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be development, production or test'],
    [{ SCRYPT_COST: '1000' }, 'SCRYPT_COST must be a power of two'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false'],
    [{ NODE_ENV: 'production' }, 'SMTP_URL must be set in production'],
    [{ SMTP_URL: 'mail.example:25' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ DB_POOL_MAX: '0' }, 'DB_POOL_MAX must be at least 1'],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, 'SHUTDOWN_TIMEOUT_MS must be a number'],
    [{ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' }, 'HEADERS_TIMEOUT_MS must not be more'],
    [{ DATABASE_URL: 'postgres://u@db/aden' }, 'JWT_SECRET must be set with DATABASE_URL'],
    [{ JWT_SECRET: '     ' }, 'JWT_SECRET is only spaces'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const first = await hashPassword('correct horse battery', 1024);
    const second = await hashPassword('correct horse battery', 1024);
    expect(first).not.toBe(second);
    expect(first.startsWith('scrypt$1024$8$3$')).toBe(true);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('verifies a hash made with another cost, so the cost can be raised later', async () => {
    const old = await hashPassword('correct horse battery', 2048);
    expect(await verifyPassword('correct horse battery', old)).toBe(true);
  });

  it('keeps verifying hashes of the old parameters (N = 2^15, p = 1) and marks them for rehashing', async () => {
    // A hash as the previous release wrote it: scrypt N=2^15, r=8, p=1.
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('correct horse battery', salt, 64, {
      N: 2 ** 15,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    const old = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('correct horse battery', old)).toBe(true);
    expect(needsRehash(old, DEFAULT_SCRYPT_COST)).toBe(true);
    const fresh = await hashPassword('correct horse battery', 1024);
    expect(needsRehash(fresh, 1024)).toBe(false);
  });

  it("defaults to at least one of OWASP's minimum scrypt settings (r = 8)", () => {
    // OWASP Password Storage Cheat Sheet: equally strong minimums, memory traded for parallelism.
    const owaspMinimums = [
      { N: 2 ** 17, p: 1 },
      { N: 2 ** 16, p: 2 },
      { N: 2 ** 15, p: 3 },
      { N: 2 ** 14, p: 5 },
      { N: 2 ** 13, p: 10 },
    ];
    expect(owaspMinimums.some(({ N, p }) => DEFAULT_SCRYPT_COST >= N && PARALLELISM >= p)).toBe(true);
  });
});

describe('verification codes', () => {
  it('are six digits, and hashed with a key', () => {
    const codes = new Set(Array.from({ length: 200 }, generateCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    const one = deriveCodeKey('x'.repeat(40));
    const two = deriveCodeKey('y'.repeat(40));
    expect(hashCode('123456', one)).not.toBe(hashCode('123456', two));
    expect(hashCode('123456', one)).toBe(hashCode('123456', deriveCodeKey('x'.repeat(40))));
  });

  it('use a key of their own, not the JWT secret (row 4 of issue 14: separate HMAC key)', () => {
    const secret = 'z'.repeat(48);
    const key = deriveCodeKey(secret);
    expect(key).toHaveLength(32);
    expect(key.equals(Buffer.from(secret))).toBe(false);
    expect(hashCode('123456', key)).not.toBe(hashCode('123456', Buffer.from(secret)));
  });
});

describe('site helpers', () => {
  it('matches dynamic routes segment by segment', () => {
    const routes = ['/blog/:slug', '/integration-process/:integration/:process'].map(splitPath);
    expect(matchesDynamicRoute(routes, splitPath('/blog/x'))).toBe(true);
    expect(matchesDynamicRoute(routes, splitPath('/blog'))).toBe(false);
    expect(matchesDynamicRoute(routes, splitPath('/blog/x/y'))).toBe(false);
    expect(matchesDynamicRoute(routes, splitPath('/Blog/x'))).toBe(false);
    expect(matchesDynamicRoute(routes, splitPath('/integration-process/a/b'))).toBe(true);
  });

  it('hashes inline scripts that run only', () => {
    const html =
      '<script src="/a.js"></script><script>one()</script><script type="module">two()</script><script> </script>' +
      '<script type="text/javascript">three()</script><script type="application/json" id="d">{"a":1}</script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script>';
    expect(inlineScriptHashes(html)).toHaveLength(3);
  });

  it('picks cache rules by path', () => {
    expect(cacheControl('assets/x-1.js')).toContain('immutable');
    expect(cacheControl('index.html')).toBe('no-cache');
    expect(cacheControl('builds/latest.json')).toBe('no-cache');
    expect(cacheControl('builds/meta/abc.json')).toBe('no-cache');
    expect(cacheControl('robots.txt')).toBe('public, max-age=3600');
  });
});

describe('validateSubmission', () => {
  it('checks required checkboxes, optional blanks and numeric strings', () => {
    const fields = [
      { name: 'n', type: 'number' as const, label: 'N', required: false },
      { name: 'c', type: 'checkbox' as const, label: 'C', required: false },
    ];
    expect(validateSubmission(fields, { n: '42' })).toEqual({ ok: true, answers: { n: 42, c: false } });
    expect(validateSubmission(fields, { n: '' })).toEqual({ ok: true, answers: { c: false } });
    expect(validateSubmission(fields, { n: 'Infinity' }).ok).toBe(false);
  });
});

describe('client addresses', () => {
  it('counts IPv4 as is (also IPv4-mapped IPv6) and IPv6 by its /64', () => {
    expect(normaliseAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('2001:db8:0:1::5%eth0')).toBe('2001:db8:0:1::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
  });
});
