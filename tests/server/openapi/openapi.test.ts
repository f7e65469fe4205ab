import { connect } from 'node:net';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createLocalJWKSet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../contract/endpoints';
import { CONNECTION_ANSWERS, openApiDocument, openApiText } from '../../../contract/openapi';
import { RESEND_COUNTDOWN_S, ROI_MAIL_LIMITS } from '../../../contract/values';
import { DEFAULT_CONNECTION_LIMITS } from '../../../server/config/connectionLimits';
import { DatabaseUnavailable } from '../../../server/db/database';
import { MAX_BODY_BYTES } from '../../../server/http/body';
import { CLIENT_LIMITS } from '../../../server/http/clientLimits';
import { LOGIN_FAILURE_LIMIT } from '../../../server/routes/userRoutes';
import { listen } from '../../../server/server';
import { DATABASE_HOOK_TIMEOUT_MS, type TestDatabase, testDatabases } from '../helpers/databases';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';
import { createGoogleTestKey, type GoogleTestKey } from '../helpers/googleTestKey';
import { type CallOptions, type CallResult, createTestServer, type TestServer } from '../helpers/testServer';

// The OpenAPI document is the contract: it is valid OpenAPI 3.1 (tests/contract/openapi.test.ts checks
// that it is committed as generated), its examples fit its schemas, and every answer it documents is produced by the reference server
// and fits the document (error answers included); an answer it does not document fails.

type Json = Record<string, unknown>;
// The test servers run as in development, so the document they answer to is development's.
const document = openApiDocument({ production: false }) as Json & {
  paths: Record<string, Record<string, Json>>;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, 'openapi');

/** A JSON pointer into the document, its tokens escaped. */
const pointer = (...tokens: string[]) =>
  `openapi#/${tokens.map((token) => token.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

function validate(schemaPointer: string, value: unknown): string[] {
  const check = ajv.getSchema(schemaPointer);
  if (!check) throw new Error(`No schema at ${schemaPointer}`);
  return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

const operations = ENDPOINTS.map((endpoint) => ({
  ...endpoint,
  operation: document.paths[endpoint.path]?.[endpoint.method] as Json & {
    responses: Record<string, Json & { headers?: Json }>;
  },
}));
const operationOf = (operationId: string) => {
  const found = operations.find((op) => op.operationId === operationId);
  if (!found) throw new Error(`No operation ${operationId} in the document`);
  return found;
};

/** The request body the document shows as its example. */
const exampleBody = (operationId: string) => structuredClone(operationOf(operationId).body?.example) as Json;

const exercised = new Set<string>();

/** Checks an answer against the document: its status is documented, its body and headers fit. */
function expectDocumented(operationId: string, result: CallResult): void {
  const op = operationOf(operationId);
  const status = String(result.status);
  const documented = Object.keys(op.operation.responses);
  expect(documented, `${operationId} answered ${status} ${result.text}`).toContain(status);
  expect(result.headers.get('Content-Type')).toMatch(/^application\/json/);
  const errors = validate(
    pointer('paths', op.path, op.method, 'responses', status, 'content', 'application/json', 'schema'),
    result.body,
  );
  expect(errors, `${operationId} ${status}: ${result.text}`).toEqual([]);
  if (op.operation.responses[status]?.headers?.['Retry-After']) {
    expect(Number(result.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
  }
  exercised.add(`${operationId} ${status}`);
}

/** The path of an operation with its path parameters filled in and a query. */
function urlOf(operationId: string, params: Record<string, string> = {}, query?: Record<string, string>) {
  const op = operationOf(operationId);
  let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? op.pathParams?.[name]?.example ?? ''),
  );
  const search = new URLSearchParams(query ?? op.queryExample ?? {}).toString();
  if (search) url += `?${search}`;
  return url;
}

async function send(
  server: TestServer,
  operationId: string,
  options: CallOptions & { params?: Record<string, string>; query?: Record<string, string> } = {},
) {
  const op = operationOf(operationId);
  const { params, query, ...call } = options;
  const result = await server.call(op.method.toUpperCase(), urlOf(operationId, params, query), call);
  expectDocumented(operationId, result);
  return result;
}

const away = {
  kind: 'postgres' as const,
  query: () => Promise.reject(new DatabaseUnavailable(new Error('connect ECONNREFUSED 127.0.0.1:5432'))),
  exec: () => Promise.reject(new DatabaseUnavailable(new Error('connect ECONNREFUSED'))),
  transaction: () => Promise.reject(new DatabaseUnavailable(new Error('connect ECONNREFUSED'))),
  close: async () => {},
};

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it("lints clean with Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: openApiText(),
      absoluteRef: 'docs/openapi.json',
      config,
    });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`)).toEqual(
      [],
    );
  });

  it('documents on every operation the answers of the HTTP server itself: 408 and 431', () => {
    for (const op of operations) {
      for (const status of Object.keys(CONNECTION_ANSWERS)) {
        expect(op.operation.responses[status], `${op.operationId} ${status}`).toBeDefined();
      }
    }
  });

  it('documents every endpoint of the table, each request and answer with an example that fits', () => {
    for (const op of operations) {
      expect(op.operation, `${op.method} ${op.path}`).toBeDefined();
      if (op.body) {
        expect(
          validate(pointer('components', 'schemas', op.body.name), op.body.example),
          op.operationId,
        ).toEqual([]);
      }
      for (const [status, answer] of Object.entries(op.answers)) {
        const errors = validate(pointer('components', 'schemas', answer.body.name), answer.example);
        expect(errors, `${op.operationId} ${status} example`).toEqual([]);
      }
    }
  });

  it("lists the development outbox only in development's document, as only development serves it", async () => {
    const production = createTestServer(away, { config: { production: true } });
    const served = (await production.call('GET', '/api/openapi.json')).body;
    expect(served).toEqual(JSON.parse(openApiText()));
    expect(Object.keys(served.paths)).not.toContain('/api/dev/outbox');
    expect(served.tags.map((tag: { name: string }) => tag.name)).not.toContain('Development');
    expect(served.components.schemas.OutboxAnswer).toBeUndefined();
    expect((await production.call('GET', '/api/dev/outbox?email=ada@example.com')).status).toBe(404);
    expect((await production.call('GET', '/api/docs')).text).not.toContain('/api/dev/outbox');
    expect(Object.keys(document.paths)).toContain('/api/dev/outbox');
  });

  it('lists every API route the server answers, and no route it does not', () => {
    // Served pages of the document itself are not operations in it.
    const selfDescribing = ['/api/openapi.json', '/api/docs'];
    const answered = createTestServer(away)
      .app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .filter((route) => !selfDescribing.includes(route.path))
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect([...new Set(answered)].sort()).toEqual(documented.sort());
  });

  it('serves the same document at /api/openapi.json and a page at /api/docs, with nothing from elsewhere', async () => {
    const server = createTestServer(away);
    const served = await server.call('GET', '/api/openapi.json');
    expect(served.status).toBe(200);
    expect(served.body).toEqual(document);
    const page = await server.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    for (const op of operations) {
      expect(page.text).toContain(`${op.method.toUpperCase()}</span> <code>${op.path}</code>`);
    }
    expect(page.text).toContain('Too Many Requests');
    // No script, stylesheet, font or image from another origin (nor any at all but the page's own CSS
    // and the site's icon, so the browser does not ask for a /favicon.ico).
    const icon = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
    expect(page.text).toContain(icon);
    expect(page.text.replace(icon, '')).not.toMatch(/<script|<link|src=|url\(/i);
  });
});

describeOnEachDatabase('the reference server answers as the OpenAPI document says', (ctx) => {
  let google: GoogleTestKey;
  beforeAll(async () => {
    google = await createGoogleTestKey();
  });

  const strict = () => createTestServer(ctx.db, { config: { rateLimitScale: 1 } });
  const databaseAway = () => createTestServer(away);

  it('every JSON request: 403 from another origin, 413 too large, 415 not JSON', async () => {
    const posts = operations.filter((candidate) => candidate.method === 'post');
    expect(posts.length).toBeGreaterThan(0);
    for (const op of posts) {
      const foreign = await send(ctx.server, op.operationId, {
        json: exampleBody(op.operationId) ?? {},
        headers: { Origin: 'https://elsewhere.example' },
      });
      expect(foreign.status, `${op.operationId} from another origin`).toBe(403);
      if (!op.body) continue;
      const large = await send(ctx.server, op.operationId, { json: { padding: 'x'.repeat(MAX_BODY_BYTES) } });
      expect(large.status, `${op.operationId} too large`).toBe(413);
      const notJson = await send(ctx.server, op.operationId, {
        body: JSON.stringify(exampleBody(op.operationId)),
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(notJson.status, `${op.operationId} not JSON`).toBe(415);
    }
  });

  it('every endpoint that reads the database: 503 with Retry-After while it is away', async () => {
    const token = (await ctx.server.signUp('ada@example.com')).token;
    const server = databaseAway();
    for (const op of operations.filter((candidate) => candidate.operation.responses['503'])) {
      if (op.operationId === 'googleLogin') continue; // its 503 is the unconfigured server: below
      const result = await send(server, op.operationId, {
        ...(op.body ? { json: exampleBody(op.operationId) } : {}),
        ...(op.signedIn ? { token } : {}),
      });
      expect(result.status, op.operationId).toBe(503);
    }
  });

  it('sign-up: send-verify-code, check-verify-code, register', async () => {
    const sent = await send(ctx.server, 'sendVerifyCode', { json: exampleBody('sendVerifyCode') });
    expect(sent.status).toBe(200);
    const email = String(exampleBody('sendVerifyCode').email);
    const again = await send(ctx.server, 'sendVerifyCode', { json: exampleBody('sendVerifyCode') });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('Retry-After'))).toBeLessThanOrEqual(RESEND_COUNTDOWN_S);
    const invalidEmail = await send(ctx.server, 'sendVerifyCode', {
      json: { ...exampleBody('sendVerifyCode'), email: 'ada' },
    });
    expect(invalidEmail.body).toEqual({
      message: 'Please input a valid email',
      errors: { email: 'Please input a valid email' },
    });

    const code = ctx.server.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await send(ctx.server, 'checkVerifyCode', { json: { email, vuid: wrong } })).status).toBe(400);
    expect((await send(ctx.server, 'checkVerifyCode', { json: { email, vuid: code } })).status).toBe(200);

    const weak = await send(ctx.server, 'register', {
      json: { ...exampleBody('register'), password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toHaveProperty('password');
    const registered = await send(ctx.server, 'register', {
      json: { ...exampleBody('register'), signupCode: code },
    });
    expect(registered.status).toBe(201);
    expect(
      (await send(ctx.server, 'register', { json: { ...exampleBody('register'), signupCode: code } })).status,
    ).toBe(409);
    expect((await send(ctx.server, 'sendVerifyCode', { json: exampleBody('sendVerifyCode') })).status).toBe(
      409,
    );
  });

  it('sign-up: a code that cannot be e-mailed answers 503', async () => {
    const server = createTestServer(ctx.db, {
      mailer: {
        sendVerificationCode: () => Promise.reject(new Error('550 mailbox unavailable')),
        send: () => Promise.reject(new Error('550 mailbox unavailable')),
      },
    });
    expect((await send(server, 'sendVerifyCode', { json: exampleBody('sendVerifyCode') })).status).toBe(503);
  });

  it('each per-client limit answers 429 with Retry-After', async () => {
    const limited = [
      ['sendVerifyCode', CLIENT_LIMITS.sendCode.limit],
      ['checkVerifyCode', CLIENT_LIMITS.checkCode.limit],
      ['register', CLIENT_LIMITS.register.limit],
      ['contactSales', CLIENT_LIMITS.contact.limit],
      ['requestIntegration', CLIENT_LIMITS.integrationRequest.limit],
      ['submitForm', CLIENT_LIMITS.formSubmission.limit],
      ['googleLogin', CLIENT_LIMITS.oauthLogin.limit],
      ['emailRoiEstimate', CLIENT_LIMITS.roiEstimate.limit],
      ['reportFlowEvents', CLIENT_LIMITS.flowEvents.limit],
    ] as const;
    for (const [operationId, limit] of limited) {
      const server = strict();
      const method = operationOf(operationId).method.toUpperCase();
      for (let i = 0; i < limit; i++) await server.call(method, urlOf(operationId), { json: {} });
      const body = exampleBody(operationId);
      expect((await send(server, operationId, body ? { json: body } : {})).status).toBe(429);
    }
  });

  it('sign-in: login, Google, profile', async () => {
    const { token } = await ctx.server.signUp('ada@example.com', 'correct horse battery staple');
    expect((await send(ctx.server, 'login', { json: exampleBody('login') })).status).toBe(200);
    const wrong = { ...exampleBody('login'), password: 'not the password' };
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await send(ctx.server, 'login', { json: wrong })).status).toBe(400);
    }
    expect((await send(ctx.server, 'login', { json: wrong })).status).toBe(429);

    expect((await send(ctx.server, 'profile', { token })).status).toBe(200);
    expect((await send(ctx.server, 'profile')).status).toBe(401);
    expect((await send(ctx.server, 'logout', { token })).status).toBe(200);
    expect((await send(ctx.server, 'logout', { token })).status).toBe(401);

    const withKeys = createTestServer(ctx.db, { googleKeys: createLocalJWKSet(google.jwks) });
    const idToken = await google.signIdToken({}, { issuedAt: withKeys.clock.now() });
    const query = { ...operationOf('googleLogin').queryExample, token: idToken };
    expect((await send(withKeys, 'googleLogin', { query })).status).toBe(200);
    expect((await send(withKeys, 'googleLogin', {})).status).toBe(400);
    expect(
      (await send(withKeys, 'googleLogin', { query: { ...query, oauth_type: 'facebook' } })).status,
    ).toBe(400);
    const sameEmail = await google.signIdToken(
      { email: 'grace.hopper@example.com', sub: '2001' },
      { issuedAt: withKeys.clock.now() },
    );
    expect((await send(withKeys, 'googleLogin', { query: { ...query, token: sameEmail } })).status).toBe(409);
    const unconfigured = createTestServer(ctx.db, { config: { googleClientId: undefined } });
    expect((await send(unconfigured, 'googleLogin', { query })).status).toBe(503);
  });

  it('contact sales', async () => {
    expect((await send(ctx.server, 'contactSales', { json: exampleBody('contactSales') })).status).toBe(201);
    const missing = await send(ctx.server, 'contactSales', {
      json: { ...exampleBody('contactSales'), firstname: '' },
    });
    expect(missing.body.message).toBe('Please input your first name');
  });

  it('the ROI estimate by e-mail: sent, refused, the inbox full, or the mail server away', async () => {
    const body = exampleBody('emailRoiEstimate');
    expect((await send(ctx.server, 'emailRoiEstimate', { json: body })).status).toBe(200);
    const nobody = { ...body, inputs: { ...(body.inputs as Json), people: 0 } };
    expect((await send(ctx.server, 'emailRoiEstimate', { json: nobody })).status).toBe(400);
    for (let i = 1; i < ROI_MAIL_LIMITS.perRecipient; i++) {
      expect((await send(ctx.server, 'emailRoiEstimate', { json: body })).status).toBe(200);
    }
    expect((await send(ctx.server, 'emailRoiEstimate', { json: body })).status).toBe(429);
    const refusing = createTestServer(ctx.db, {
      mailer: {
        sendVerificationCode: () => Promise.reject(new Error('unused')),
        send: () => Promise.reject(new Error('421 service not available')),
      },
    });
    const other = { ...body, email: 'cfo@example.com' };
    expect((await send(refusing, 'emailRoiEstimate', { json: other })).status).toBe(502);
  });

  it('ask for an integration', async () => {
    const body = exampleBody('requestIntegration');
    expect((await send(ctx.server, 'requestIntegration', { json: body })).status).toBe(201);
    const unnamed = await send(ctx.server, 'requestIntegration', { json: { ...body, integration: ' ' } });
    expect(unnamed.body.message).toBe('Please name the tool you want Aden to connect to');
  });

  it("visitors' steps: reported, refused, and read back by staff only", async () => {
    const body = exampleBody('reportFlowEvents');
    expect((await send(ctx.server, 'reportFlowEvents', { json: body })).status).toBe(201);
    const impossible = await send(ctx.server, 'reportFlowEvents', {
      json: { ...body, events: [{ ...(body.events as Json[])[0], to: 'signup.done' }] },
    });
    expect(impossible.body).toMatchObject(operationOf('reportFlowEvents').answers[400]?.example as Json);
    expect((await send(ctx.server, 'flowStats')).status).toBe(401);
    const visitor = await ctx.server.signUp('visitor@example.com');
    expect((await send(ctx.server, 'flowStats', { token: visitor.token })).status).toBe(403);
    const staff = createTestServer(ctx.db, { config: { staffEmails: ['staff@aden.example'] } });
    const { token } = await staff.signUp('staff@aden.example');
    expect((await send(staff, 'flowStats', { token })).status).toBe(200);
    expect((await send(staff, 'flowStats', { token, query: { flow: 'signup', days: '14' } })).status).toBe(
      400,
    );
  });

  it('employees and forms', async () => {
    expect((await send(ctx.server, 'employee')).status).toBe(200);
    expect((await send(ctx.server, 'employee', { params: { id: 'nobody' } })).status).toBe(404);
    expect((await send(ctx.server, 'form')).status).toBe(200);
    expect((await send(ctx.server, 'form', { params: { id: 'no-such-form' } })).status).toBe(404);
    expect((await send(ctx.server, 'submitForm', { json: exampleBody('submitForm') })).status).toBe(201);
    const refused = await send(ctx.server, 'submitForm', { json: { answers: {} } });
    expect(refused.body.errors).toMatchObject({ company: 'This field is required' });
    expect((await send(ctx.server, 'submitForm', { json: { answers: [] } })).status).toBe(400);
    const unknownForm = await send(ctx.server, 'submitForm', {
      params: { id: 'no-such-form' },
      json: exampleBody('submitForm'),
    });
    expect(unknownForm.status).toBe(404);
  });

  it('health, readiness and the development outbox', async () => {
    expect((await send(ctx.server, 'health')).status).toBe(200);
    expect((await send(ctx.server, 'ready')).status).toBe(200);
    await ctx.server.signUp('ada@example.com');
    const outbox = await send(ctx.server, 'devOutbox');
    expect(outbox.body.messages).toHaveLength(1);
    expect((await send(ctx.server, 'devOutbox', { query: {} })).status).toBe(400);
  });

  // Last in the block, after the tests above (vitest runs a file's tests in order).
  it('produced every answer the document lists', () => {
    const documented = operations.flatMap((op) =>
      Object.keys(op.operation.responses)
        .filter((status) => !(status in CONNECTION_ANSWERS))
        .map((status) => `${op.operationId} ${status}`),
    );
    expect(documented.filter((answer) => !exercised.has(answer))).toEqual([]);
    exercised.clear();
  });
});

describe("the HTTP server's own answers, over a socket", () => {
  it(
    '431 for a request head larger than 16 KB, 408 for one that does not arrive in time',
    async () => {
      const opened = await (testDatabases()[0] as TestDatabase).open();
      const app = createTestServer(opened.db).app;
      const server = await listen(app.fetch, 0, '127.0.0.1', {
        ...DEFAULT_CONNECTION_LIMITS,
        headersTimeoutMs: 300,
        requestTimeoutMs: 300,
      });
      const exchange = (request: string) =>
        new Promise<string>((resolve) => {
          const socket = connect(server.port, '127.0.0.1');
          let answer = '';
          socket.on('data', (chunk) => {
            answer += chunk;
          });
          socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
          socket.on('error', () => undefined);
          socket.write(request);
        });
      try {
        expect(
          await exchange(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`),
        ).toBe('HTTP/1.1 431 Request Header Fields Too Large');
        expect(await exchange('GET /api/health HTTP/1.1\r\nHost: x\r\n')).toBe(
          'HTTP/1.1 408 Request Timeout',
        );
      } finally {
        server.destroy();
        await server.close();
        await opened.close();
      }
    },
    DATABASE_HOOK_TIMEOUT_MS,
  );
});
