import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { ConnectionLimits } from './connectionLimits.ts';

/** SESSION_LIFETIME_S's default: a week. */
export const DEFAULT_SESSION_LIFETIME_S = 7 * 24 * 60 * 60;

export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const DEFAULT_GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * scrypt cost (N) of new password hashes. With r = 8 and p = 3 (auth/password.ts) this is OWASP's
 * minimum of equal strength to N = 2^17, p = 1 at a quarter of the memory; tests pass a small one.
 */
export const DEFAULT_SCRYPT_COST = 2 ** 15;

/**
 * Password hashes at once: one per core. A hash is work the login must do anyway, and the event loop
 * needs little CPU beside it; libuv's pool gets two threads more than this (start.ts), so compression
 * and the JWT's HMAC never wait behind a hash.
 */
export const DEFAULT_HASH_CONCURRENCY = availableParallelism();
/** A login or sign-up whose hash would wait longer than this is told to come back (503, Retry-After). */
export const DEFAULT_HASH_MAX_WAIT_MS = 1000;

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** undefined: generated once and kept in `dataDir` (see auth/secret.ts). */
  jwtSecret: string | undefined;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  googleIssuers: string[];
  corsOrigins: string[];
  production: boolean;
  siteDir: string;
  scryptCost: number;
  /** Password hashes that run at once (each holds one of libuv's pool threads) ... */
  passwordHashConcurrency: number;
  /** ... and that may wait for one; more answer 503 with Retry-After ... */
  passwordHashQueue: number;
  /** ... as do those whose expected wait is longer than this (ms). */
  passwordHashMaxWaitMs: number;
  /** How long a session token is valid, in seconds (POST /api/user/logout ends one sooner). */
  sessionLifetimeS: number;
  /** Interface to listen on; undefined: every interface. */
  host: string | undefined;
  /** Behind a proxy: read the client's address from X-Forwarded-For and HTTPS from X-Forwarded-Proto. */
  trustProxy: boolean;
  /** Multiplies every per-client limit (http/clientLimits.ts): more for a network many people share. */
  rateLimitScale: number;
  /** How long a SIGTERM/SIGINT waits (ms) for requests in flight before closing their connections. */
  shutdownTimeoutMs: number;
  postgres: PostgresSettings;
  connections: ConnectionLimits;
  /** smtp:// or smtps:// URL of the mail server for verification codes; unset: the development outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** pino's level: fatal, error, warn, info, debug or trace. */
  logLevel: string;
  /** With trustProxy: a request that reached the proxy over plain HTTP is redirected to HTTPS. */
  httpsRedirect: boolean;
  /**
   * The site's public origin (`https://adenhq.com`): every link and redirect the server builds starts
   * here, never from a request's Host or X-Forwarded-Host. Required in production.
   */
  siteUrl: string;
  /** Lower-cased e-mails of the accounts that may read visitors' statistics (GET /api/flow-stats). */
  staffEmails: string[];
}

/** node-postgres pool settings (db/postgres.ts). */
export interface PostgresSettings {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  poolMax: number;
  idleTimeoutMs: number;
}

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

const optionalNonBlank = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const positiveInt = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(fallback);

const flagValue = z
  .enum(['1', 'true', 'yes', '0', 'false', 'no'], { error: 'must be true or false' })
  .transform((value) => ['1', 'true', 'yes'].includes(value));
const flag = flagValue.default(false);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  DATA_DIR: z.string().trim().min(1, 'must not be blank').default('.data'),
  DATABASE_URL: optionalNonBlank.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  // Spaces only is a mistake (a quoted blank in a .env file), not "unset": said so, not generated over.
  JWT_SECRET: z
    .string()
    .refine((value) => value.trim() !== '', 'is only spaces: set at least 32 characters, or leave it unset')
    .transform((value) => value.trim())
    .pipe(z.string().min(32, 'must be at least 32 characters'))
    .optional(),
  GOOGLE_CLIENT_ID: optionalNonBlank,
  GOOGLE_JWKS_URL: httpUrl.default(GOOGLE_CERTS_URL),
  GOOGLE_ISSUERS: commaList
    .pipe(z.array(z.string()).min(1, 'must list at least one issuer'))
    .default(DEFAULT_GOOGLE_ISSUERS),
  CORS_ORIGINS: commaList
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must list http(s) origins' })))
    .default([]),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  SITE_DIR: z.string().trim().min(1, 'must not be blank').default('dist/client'),
  SCRYPT_COST: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .refine((n) => n >= 2 && (n & (n - 1)) === 0, 'must be a power of two')
    .default(DEFAULT_SCRYPT_COST),
  PASSWORD_HASH_CONCURRENCY: positiveInt(DEFAULT_HASH_CONCURRENCY, 64),
  PASSWORD_HASH_QUEUE: positiveInt(64, 100_000),
  PASSWORD_HASH_MAX_WAIT_MS: positiveInt(DEFAULT_HASH_MAX_WAIT_MS, 60_000),
  SESSION_LIFETIME_S: positiveInt(DEFAULT_SESSION_LIFETIME_S, 366 * 24 * 60 * 60),
  HOST: optionalNonBlank,
  TRUST_PROXY: flag,
  RATE_LIMIT_SCALE: positiveInt(1, 1_000_000),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  DB_CONNECT_TIMEOUT_MS: positiveInt(5_000),
  DB_STATEMENT_TIMEOUT_MS: positiveInt(10_000),
  DB_POOL_MAX: positiveInt(10, 1000),
  DB_IDLE_TIMEOUT_MS: positiveInt(30_000),
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  REQUEST_TIMEOUT_MS: positiveInt(30_000),
  SOCKET_IDLE_TIMEOUT_MS: positiveInt(30_000),
  MAX_CONNECTIONS: positiveInt(1024),
  MAX_REQUESTS_PER_SOCKET: positiveInt(100),
  MAX_PIPELINED_REQUESTS: positiveInt(8),
  SMTP_URL: optionalNonBlank.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/?#]+/, 'must be an smtp:// or smtps:// URL with a host')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3, 'must be an address').default('Aden <no-reply@aden.example>'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace'], {
      error: 'must be fatal, error, warn, info, debug or trace',
    })
    .default('info'),
  // Unset: on in production, off elsewhere.
  HTTPS_REDIRECT: flagValue.optional(),
  SITE_URL: httpUrl.optional(),
  STAFF_EMAILS: commaList.pipe(z.array(z.email({ error: 'must list e-mail addresses' }))).default([]),
});

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // An empty variable (`PORT=`) means "use the default", as in most shells' conventions.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid environment: SMTP_URL must be set in production (verification codes are e-mailed; the outbox is for development)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SITE_URL) {
    throw new ConfigError(
      'Invalid environment: SITE_URL must be set in production (the public origin every link in an e-mail and every redirect starts with)',
    );
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid environment: HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS');
  }
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid environment: JWT_SECRET must be set with DATABASE_URL (every instance on one database must sign with the same secret)',
    );
  }
  return {
    port: e.PORT,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    googleIssuers: e.GOOGLE_ISSUERS,
    corsOrigins: e.CORS_ORIGINS.map((origin) => new URL(origin).origin),
    production: e.NODE_ENV === 'production',
    siteDir: path.resolve(cwd, e.SITE_DIR),
    scryptCost: e.SCRYPT_COST,
    sessionLifetimeS: e.SESSION_LIFETIME_S,
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    passwordHashQueue: e.PASSWORD_HASH_QUEUE,
    passwordHashMaxWaitMs: e.PASSWORD_HASH_MAX_WAIT_MS,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    postgres: {
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      poolMax: e.DB_POOL_MAX,
      idleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
    },
    connections: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      socketIdleTimeoutMs: e.SOCKET_IDLE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
      maxRequestsPerSocket: e.MAX_REQUESTS_PER_SOCKET,
      maxPipelinedRequests: e.MAX_PIPELINED_REQUESTS,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    httpsRedirect: e.HTTPS_REDIRECT ?? e.NODE_ENV === 'production',
    siteUrl: new URL(e.SITE_URL ?? `http://localhost:${e.PORT}`).origin,
    staffEmails: e.STAFF_EMAILS.map((email) => email.toLowerCase()),
  };
}
