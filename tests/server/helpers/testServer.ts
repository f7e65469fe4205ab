import type { JWTVerifyGetKey } from 'jose';
import { createApp } from '../../../server/app';
import type { Clock } from '../../../server/config/clock';
import { DEFAULT_CONNECTION_LIMITS } from '../../../server/config/connectionLimits';
import { type Logger, silentLogger } from '../../../server/config/logger';
import {
  type Config,
  DEFAULT_GOOGLE_ISSUERS,
  DEFAULT_SESSION_LIFETIME_S,
} from '../../../server/config/serverConfig';
import type { Database } from '../../../server/db/database';
import { DEFAULT_POSTGRES_SETTINGS } from '../../../server/db/postgres';
import { DevOutbox, type Mailer } from '../../../server/mail/outbox';
import { TEST_GOOGLE_CLIENT_ID } from './googleTestKey';

/** A clock the test moves by hand. */
export class FakeClock implements Clock {
  constructor(private time = Date.parse('2030-01-15T09:00:00Z')) {}
  now(): Date {
    return new Date(this.time);
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    dataDir: '/nonexistent/aden-test-data',
    databaseUrl: undefined,
    jwtSecret: TEST_JWT_SECRET,
    googleClientId: TEST_GOOGLE_CLIENT_ID,
    googleJwksUrl: 'http://127.0.0.1:9/unused-jwks.json',
    googleIssuers: DEFAULT_GOOGLE_ISSUERS,
    corsOrigins: [],
    production: false,
    siteDir: '/nonexistent/aden-test-site',
    // The public origin every link in a mail starts with (SITE_URL).
    siteUrl: 'http://localhost:3000',
    // Cheap hashes keep the suite fast; the default stays production-grade.
    scryptCost: 1024,
    sessionLifetimeS: DEFAULT_SESSION_LIFETIME_S,
    passwordHashConcurrency: 2,
    passwordHashQueue: 64,
    passwordHashMaxWaitMs: 1000,
    host: undefined,
    trustProxy: false,
    // Every in-process request comes from one "client": the per-client limits have tests of their own.
    rateLimitScale: 1000,
    shutdownTimeoutMs: 10_000,
    postgres: DEFAULT_POSTGRES_SETTINGS,
    connections: DEFAULT_CONNECTION_LIMITS,
    smtpUrl: undefined,
    mailFrom: 'Aden <no-reply@aden.example>',
    logLevel: 'info',
    httpsRedirect: false,
    staffEmails: [],
    ...overrides,
  };
}

export interface CallOptions {
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  token?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
  body: any;
  text: string;
}

export function createTestServer(
  db: Database,
  options: {
    config?: Partial<Config>;
    googleKeys?: JWTVerifyGetKey;
    serveSite?: boolean;
    mailer?: Mailer;
    logger?: Logger;
  } = {},
) {
  const clock = new FakeClock();
  const outbox = new DevOutbox(options.logger ?? silentLogger, !(options.config?.production ?? false));
  const config = testConfig(options.config);
  const app = createApp({
    db,
    config,
    clock,
    logger: options.logger ?? silentLogger,
    outbox,
    jwtSecret: TEST_JWT_SECRET,
    ...(options.googleKeys ? { googleKeys: options.googleKeys } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.serveSite === undefined ? {} : { serveSite: options.serveSite }),
  });

  async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...options.headers };
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] ??= 'application/json';
    }
    if (options.token) headers.Authorization = `jwt ${options.token}`;
    const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  /** The latest code the outbox holds for an e-mail. */
  function latestCode(email: string): string {
    const code = outbox.list(email).find((message) => message.code)?.code;
    if (!code) throw new Error(`no code in the outbox for ${email}`);
    return code;
  }

  /** Signs up through the API, as the site does: send code, read it from the outbox, register. */
  async function signUp(email: string, password = 'a long enough password', rel?: string) {
    const sent = await call('POST', '/api/user/send-verify-code', {
      json: { email, mode: 'aden-homepage', rId: null },
    });
    if (sent.status !== 200) throw new Error(`send-verify-code: ${sent.status} ${sent.text}`);
    const registered = await call('POST', `/api/user/register${rel ? `?rel=${rel}` : ''}`, {
      json: { email, password, signupCode: latestCode(email), subscriptionPlan: 'freeforever' },
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
    return registered.body as { token: string; id: number; email: string };
  }

  return { app, clock, outbox, config, call, latestCode, signUp };
}

export type TestServer = ReturnType<typeof createTestServer>;
