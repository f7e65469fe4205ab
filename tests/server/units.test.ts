import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/password';
import { generateCode, hashCode } from '../../server/auth/verificationCode';
import { ConfigError, DEFAULT_SCRYPT_COST, GOOGLE_CERTS_URL, loadConfig } from '../../server/config';
import { validateSubmission } from '../../server/forms/validateSubmission';
import { FailureLimiter } from '../../server/rateLimit';
import { matchesDynamicRoute, splitPath } from '../../server/site/routeTable';
import { cacheControl, inlineScriptHashes } from '../../server/site/staticFile';
import { FakeClock } from './helpers/testServer';

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
    expect(first.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('verifies a hash made with another cost, so the cost can be raised later', async () => {
    const old = await hashPassword('correct horse battery', 2048);
    expect(await verifyPassword('correct horse battery', old)).toBe(true);
  });
});

describe('verification codes', () => {
  it('are six digits, and hashed with a key', () => {
    const codes = new Set(Array.from({ length: 200 }, generateCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    expect(hashCode('123456', 'key one')).not.toBe(hashCode('123456', 'key two'));
    expect(hashCode('123456', 'key one')).toBe(hashCode('123456', 'key one'));
  });
});

describe('FailureLimiter', () => {
  it('blocks a key at the limit until its window ends', () => {
    const clock = new FakeClock();
    const limiter = new FailureLimiter(clock, 3, 60_000);
    limiter.recordFailure('a');
    limiter.recordFailure('a');
    expect(limiter.retryAfterMs('a')).toBe(0);
    clock.advance(10_000);
    limiter.recordFailure('a');
    expect(limiter.retryAfterMs('a')).toBe(50_000);
    expect(limiter.retryAfterMs('b')).toBe(0);
    clock.advance(50_000);
    expect(limiter.retryAfterMs('a')).toBe(0);
    limiter.recordFailure('a');
    expect(limiter.retryAfterMs('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new FailureLimiter(new FakeClock(), 1, 60_000);
    limiter.recordFailure('a');
    expect(limiter.retryAfterMs('a')).toBe(60_000);
    limiter.reset('a');
    expect(limiter.retryAfterMs('a')).toBe(0);
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

  it('hashes inline scripts only', () => {
    const html =
      '<script src="/a.js"></script><script>one()</script><script type="module">two()</script><script> </script>';
    expect(inlineScriptHashes(html)).toHaveLength(2);
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
