import { describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS } from '../../../server/config/connectionLimits';
import {
  ConfigError,
  DEFAULT_HASH_CONCURRENCY,
  DEFAULT_SCRYPT_COST,
  GOOGLE_CERTS_URL,
  loadConfig,
} from '../../../server/config/serverConfig';
import { DEFAULT_POSTGRES_SETTINGS } from '../../../server/db/postgres';

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
      passwordHashMaxWaitMs: 1000,
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
      siteUrl: 'http://localhost:3000',
      staffEmails: [],
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
        PASSWORD_HASH_MAX_WAIT_MS: '1500',
        SESSION_LIFETIME_S: '86400',
        SITE_URL: 'https://www.aden.example/path',
        STAFF_EMAILS: ' Staff@Aden.example , pm@aden.example',
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
      passwordHashMaxWaitMs: 1500,
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
      siteUrl: 'https://www.aden.example',
      staffEmails: ['staff@aden.example', 'pm@aden.example'],
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
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example' }, 'SITE_URL must be set in production'],
    [{ SITE_URL: 'ftp://aden.example' }, 'SITE_URL must be an http(s) URL'],
    [{ STAFF_EMAILS: 'pm@aden.example,product team' }, 'STAFF_EMAILS.1 must list e-mail addresses'],
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
