import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT_MS, type OpenedDatabase, testDatabases } from './helpers/databases';
import { createTestServer, type TestServer } from './helpers/testServer';

// Random values, NUL characters and lone surrogates included.
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  // Any UTF-16 code unit: NUL characters and lone surrogates included.
  fc.string({ unit: 'binary' }),
  fc.emailAddress(),
  fc.stringMatching(/^\d{6}$/),
  fc.constantFrom('aden-homepage', 'aden-ai-form', 'freeforever', '(+1) 2025550123', 'Construction', ''),
);
/** Mostly valid bodies: each field keeps its valid value, takes a random one, or goes missing. */
const nearlyValid = (valid: Record<string, unknown>) =>
  fc.record(
    Object.fromEntries(
      Object.entries(valid).map(([name, value]) => [
        name,
        fc.oneof({ arbitrary: fc.constant(value), weight: 3 }, { arbitrary: anyValue, weight: 1 }),
      ]),
    ),
    { requiredKeys: [] },
  );
const body = (valid: Record<string, unknown>) =>
  fc.oneof(
    nearlyValid(valid).map((value) => JSON.stringify(value)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 200 }),
    fc.string({ maxLength: 200, unit: 'binary' }),
  );
const queryValue = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('aden', 'aden-aiform', 'google', ''),
);

const ANSWERS = {
  company: 'Acme',
  email: 'a@b.co',
  industry: 'Other',
  consent: true,
  employees: 3,
  start_date: '2030-01-02',
};
const ENDPOINTS: [string, fc.Arbitrary<string>][] = [
  [
    '/api/user/send-verify-code',
    body({ email: 'fuzz@example.com', mode: 'aden-homepage', rId: 'maya-patel' }),
  ],
  ['/api/user/check-verify-code', body({ email: 'fuzz@example.com', vuid: '123456' })],
  [
    '/api/user/register',
    body({
      email: 'fuzz@example.com',
      password: 'long enough password',
      signupCode: '123456',
      subscriptionPlan: 'freeforever',
    }),
  ],
  ['/api/user/login', body({ email: 'fuzz@example.com', password: 'long enough password' })],
  [
    '/api/test/homepage-cta',
    body({ firstname: 'A', lastname: 'B', phone_number: '(+1) 2025550123', email: 'a@b.co' }),
  ],
  [
    '/api/forms/demo/submissions',
    fc.oneof(
      body({ answers: ANSWERS }),
      nearlyValid(ANSWERS).map((answers) => JSON.stringify({ answers })),
    ),
  ],
  ['/api/user/oauth/login', body({ token: 'x' })],
];

describe.each(testDatabases())('fuzz: random requests never get a 5xx on $name', (database) => {
  let opened: OpenedDatabase;
  let server: TestServer;
  beforeAll(async () => {
    opened = await database.open();
    server = createTestServer(opened.db);
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => opened?.close(), DATABASE_HOOK_TIMEOUT_MS);

  const expectClientError = (status: number, text: string) => {
    expect(status).toBeLessThan(500);
    if (status >= 400)
      expect(JSON.parse(text)).toEqual(expect.objectContaining({ message: expect.any(String) }));
  };

  it.each(ENDPOINTS)('POST %s with random bodies', async (path, bodies) => {
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), async (text, withJsonType) => {
        const response = await server.call('POST', path, {
          body: text,
          headers: withJsonType ? { 'Content-Type': 'application/json' } : {},
        });
        expectClientError(response.status, response.text);
      }),
      { numRuns: 120 },
    );
  });

  it('POST register and oauth login with random query strings', async () => {
    await fc.assert(
      fc.asyncProperty(queryValue, queryValue, queryValue, async (rel, token, type) => {
        const query = new URLSearchParams({ rel, token, oauth_type: type }).toString();
        for (const path of ['/api/user/register', '/api/user/oauth/login']) {
          const response = await server.call('POST', `${path}?${query}`, { json: {} });
          expectClientError(response.status, response.text);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('GET employees, forms, profile, outbox and ARP with random ids and headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 80 }),
        fc.string({ maxLength: 300 }),
        async (id, authorization) => {
          const segment = encodeURIComponent(id) || 'x';
          for (const path of [
            `/api/employees/${segment}`,
            `/api/forms/${segment}`,
            `/api/dev/outbox?email=${segment}`,
          ]) {
            const response = await server.call('GET', path);
            expectClientError(response.status, response.text);
          }
          const headers: Record<string, string> = /^[\t\x20-\x7e]*$/.test(authorization)
            ? { Authorization: authorization }
            : {};
          const profile = await server.call('GET', '/api/user/profile', { headers });
          expectClientError(profile.status, profile.text);
          const arp = await server.call('GET', `/arp/onboarding?t=${segment}`);
          expect(arp.status).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });
});
