import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './helpers/describeOnEachDatabase';
import { createTestServer } from './helpers/testServer';

const POST_ENDPOINTS = [
  '/api/user/send-verify-code',
  '/api/user/check-verify-code',
  '/api/user/register',
  '/api/user/login',
  '/api/test/homepage-cta',
  '/api/forms/demo/submissions',
];

const INJECTIONS = [
  "'; DROP TABLE users; --",
  "Robert'); DROP TABLE contact_requests;--",
  "' OR '1'='1",
  '1; SELECT pg_sleep(5)',
  '$$; DELETE FROM employees; $$',
  "\\'; TRUNCATE online_forms CASCADE; --",
];

describeOnEachDatabase('bad input and safety', (ctx) => {
  it.each(POST_ENDPOINTS)(
    '%s answers malformed, empty and non-object bodies with a 400 {message}',
    async (path) => {
      for (const body of ['{"email":', 'not json', '', '[]', 'null', '"text"', '42', '{"email": NaN}']) {
        const response = await ctx.server.call('POST', path, {
          body,
          headers: { 'Content-Type': 'application/json' },
        });
        expect(response.status, `${path} ${body}`).toBe(400);
        expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
        expect(Object.keys(response.body)).toEqual(['message']);
        expect(response.body.message.length).toBeGreaterThan(5);
      }
    },
  );

  it.each(POST_ENDPOINTS)(
    '%s answers a body over 64 KB with 413, with or without Content-Length',
    async (path) => {
      const big = JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(65 * 1024) });
      const sized = await ctx.server.call('POST', path, {
        body: big,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(sized.status).toBe(413);
      expect(sized.body).toEqual({ message: 'The request body is larger than 64 KB' });
      const streamed = await ctx.server.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(big));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
    },
  );

  it('accepts a body just under 64 KB (validated, not refused for size)', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'p', padding: 'x'.repeat(60 * 1024) });
    const response = await ctx.server.call('POST', '/api/user/login', {
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Incorrect email or password');
  });

  it('answers unknown API paths with a JSON 404, and a known path asked with another method with a JSON 405', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api'],
    ] as const) {
      const response = await ctx.server.call(method, path);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ message: 'Not found' });
    }
    for (const [method, path, allow] of [
      ['GET', '/api/user/login', 'POST'],
      ['DELETE', '/api/user/profile', 'GET, HEAD'],
    ] as const) {
      const response = await ctx.server.call(method, path);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('Allow'), `${method} ${path}`).toBe(allow);
      expect(response.body).toEqual({ message: `${method} is not allowed here; this path takes ${allow}` });
    }
  });

  it("allows the third parties' calls, frames and sounds through default-src, naming each host once there", async () => {
    const csp = (await ctx.server.call('GET', '/api/nope')).headers.get('Content-Security-Policy') ?? '';
    const directives = new Map(
      csp.split('; ').map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources] as const;
      }),
    );
    // What a browser applies to a fetch, a frame or a sound: the directive, else default-src.
    const effective = (name: string) => directives.get(name) ?? directives.get('default-src') ?? [];
    expect(effective('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'wss://*.intercom.io', 'https://calendly.com']),
    );
    expect(effective('frame-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://accounts.google.com', 'https://assets.calendly.com']),
    );
    expect(effective('media-src')).toEqual(expect.arrayContaining(["'self'", 'https://*.intercomcdn.com']));
    const defaults = directives.get('default-src') ?? [];
    expect(new Set(defaults).size).toBe(defaults.length);
    expect(csp.match(/https:\/\/calendly\.com/g)).toHaveLength(1); // default-src only
  });

  it('sets the security headers on every response, errors included', async () => {
    const responses = [
      await ctx.server.call('GET', '/api/employees/maya-patel'),
      await ctx.server.call('GET', '/api/nope'),
      await ctx.server.call('POST', '/api/user/login', { body: '{' }),
      await ctx.server.call('GET', '/arp/onboarding?t=bad'),
    ];
    for (const response of responses) {
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain('https://accounts.google.com');
      expect(csp).toContain('https://*.intercom.io');
      expect(csp).toContain('https://*.intercomcdn.com');
      expect(csp).toContain('wss://*.intercom.io');
      expect(csp).toContain('https://calendly.com');
      expect(csp).toContain('https://www.googletagmanager.com');
      expect(csp).toContain("img-src 'self' data: https:");
      expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
      expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
      // Without inline scripts, only the site's own scripts run: no third party's host.
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      // frame-ancestors above is what browsers obey; the older header would only add bytes.
      expect(response.headers.has('X-Frame-Options')).toBe(false);
    }
  });

  it('allows CORS only for configured origins', async () => {
    const withCors = createTestServer(ctx.db, { config: { corsOrigins: ['https://app.example.com'] } });
    const allowed = await withCors.call('GET', '/api/employees/maya-patel', {
      headers: { Origin: 'https://app.example.com' },
    });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example.com');
    const refused = await withCors.call('GET', '/api/employees/maya-patel', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const preflight = await withCors.call('OPTIONS', '/api/user/login', {
      headers: {
        Origin: 'https://app.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example.com');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/);
    // Without configured origins, no CORS header at all.
    const none = await ctx.server.call('GET', '/api/employees/maya-patel', {
      headers: { Origin: 'https://app.example.com' },
    });
    expect(none.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('stores or refuses SQL-injection strings in every field, never executes them', async () => {
    for (const injection of INJECTIONS) {
      // Free-text fields store the string verbatim.
      const contact = await ctx.server.call('POST', '/api/test/homepage-cta', {
        json: {
          firstname: injection,
          lastname: injection,
          phone_number: '(+1) 2025550123',
          email: 'sql@example.com',
        },
      });
      expect(contact.status).toBe(201);
      const form = await ctx.server.call('POST', '/api/forms/demo/submissions', {
        json: {
          answers: {
            company: injection,
            email: 'a@b.co',
            industry: 'Other',
            consent: true,
            details: injection,
          },
        },
      });
      expect(form.status).toBe(201);
      // Fields with a format refuse it.
      const refusals = [
        ctx.server.call('POST', '/api/test/homepage-cta', {
          json: { firstname: 'A', lastname: 'B', phone_number: injection, email: 'sql@example.com' },
        }),
        ctx.server.call('POST', '/api/user/send-verify-code', {
          json: { email: injection, mode: 'aden-homepage' },
        }),
        ctx.server.call('POST', '/api/user/send-verify-code', { json: { email: 'a@b.co', mode: injection } }),
        ctx.server.call('POST', '/api/user/check-verify-code', {
          json: { email: 'a@b.co', vuid: injection },
        }),
        ctx.server.call('POST', '/api/user/login', { json: { email: injection, password: injection } }),
        ctx.server.call('POST', '/api/user/login', { json: { email: 'a@b.co', password: injection } }),
        ctx.server.call('POST', `/api/user/register?rel=${encodeURIComponent(injection)}`, {
          json: {
            email: 'a@b.co',
            password: injection,
            signupCode: '123456',
            subscriptionPlan: 'freeforever',
          },
        }),
        ctx.server.call('POST', '/api/user/register', {
          json: { email: injection, password: injection, signupCode: injection, subscriptionPlan: injection },
        }),
        ctx.server.call(
          'POST',
          `/api/user/oauth/login?token=${encodeURIComponent(injection)}&oauth_type=google&rel=aden`,
        ),
        ctx.server.call('GET', `/api/employees/${encodeURIComponent(injection)}`),
        ctx.server.call('GET', `/api/forms/${encodeURIComponent(injection)}`),
        ctx.server.call('GET', '/api/user/profile', { headers: { Authorization: `jwt ${injection}` } }),
      ];
      for (const response of await Promise.all(refusals)) {
        // 429: the repeated failed logins for one e-mail reach the login limit, a refusal too.
        expect([400, 401, 404, 429]).toContain(response.status);
      }
    }
    // rId is free text too: stored with the code.
    const sent = await ctx.server.call('POST', '/api/user/send-verify-code', {
      json: { email: 'rid@example.com', mode: 'aden-homepage', rId: INJECTIONS[0] },
    });
    expect(sent.status).toBe(200);

    const count = async (table: string) =>
      Number((await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n);
    expect(await count('contact_requests')).toBe(INJECTIONS.length);
    expect(await count('form_submissions')).toBe(INJECTIONS.length);
    expect(await count('employees')).toBeGreaterThan(0);
    expect(await count('online_forms')).toBe(1);
    expect(await count('users')).toBe(0);
    const stored = await ctx.db.query<{ firstname: string }>(
      'SELECT firstname FROM contact_requests ORDER BY id',
    );
    expect(stored.rows.map((row) => row.firstname)).toEqual(INJECTIONS);
    const rid = await ctx.db.query<{ r_id: string }>('SELECT r_id FROM verification_codes');
    expect(rid.rows[0]?.r_id).toBe(INJECTIONS[0]);
  });
});
