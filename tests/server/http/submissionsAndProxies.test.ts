// Form submissions per client, the text they may hold, and requests through a proxy, in one process
// (redirects are in site/redirects.test.ts, slow clients in slowClients.test.ts, start-up and stopping
// in startup.test.ts and shutdown.test.ts).
import { expect, it } from 'vitest';
import { TEXT_PROBLEMS } from '../../../server/http/body';
import { CLIENT_LIMITS, CLIENT_STORAGE_LIMITS } from '../../../server/http/clientLimits';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';
import { createTestServer, type TestServer } from '../helpers/testServer';

const answers = (details: string, company = 'Acme') => ({
  company,
  email: 'ada@example.com',
  industry: 'Other',
  consent: true,
  details,
});

const submit = (server: TestServer, body: unknown, client = '203.0.113.7') =>
  server.call('POST', '/api/forms/demo/submissions', {
    json: body,
    headers: { 'X-Forwarded-For': client },
  });

describeOnEachDatabase('form submissions per client, their text, and requests through a proxy', (ctx) => {
  const strict = () => createTestServer(ctx.db, { config: { rateLimitScale: 1, trustProxy: true } });
  const stored = async () =>
    (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_submissions')).rows[0]?.n;

  it('one client stores at most the per-client number of form submissions, with Retry-After', async () => {
    const server = strict();
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof submit>> | undefined;
    for (let i = 0; i < 80; i++) {
      const answer = await submit(server, { answers: answers('x'.repeat(4900)) });
      statuses.push(answer.status);
      if (answer.status === 429) limited ??= answer;
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(CLIENT_LIMITS.formSubmission.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(80 - CLIENT_LIMITS.formSubmission.limit);
    expect(limited?.body.message).toBe('Too many requests from your network; try again in 15 minutes');
    expect(Number(limited?.headers.get('Retry-After'))).toBe(CLIENT_LIMITS.formSubmission.windowMs / 1000);
    expect(await stored()).toBe(CLIENT_LIMITS.formSubmission.limit);
    // Another network is not held back; the first one may submit again in the next window.
    expect((await submit(server, { answers: answers('hello') }, '198.51.100.9')).status).toBe(201);
    server.clock.advance(CLIENT_LIMITS.formSubmission.windowMs);
    expect((await submit(server, { answers: answers('hello') })).status).toBe(201);
  });

  it('what one client stores per window is capped in bytes, whatever the size of each', async () => {
    const server = strict();
    const big = answers('d'.repeat(5000), 'c'.repeat(5000));
    const size = Buffer.byteLength(JSON.stringify(big));
    const fit = Math.floor(CLIENT_STORAGE_LIMITS.formSubmission.limit / size);
    expect(fit).toBeLessThan(CLIENT_LIMITS.formSubmission.limit);
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_LIMITS.formSubmission.limit; i++) {
      statuses.push((await submit(server, { answers: big })).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(fit);
    expect(statuses.slice(fit).every((status) => status === 429)).toBe(true);
    const { rows } = await ctx.db.query<{ bytes: number }>(
      'SELECT coalesce(sum(octet_length(answers::text)), 0)::int AS bytes FROM form_submissions',
    );
    expect(rows[0]?.bytes).toBeLessThanOrEqual(CLIENT_STORAGE_LIMITS.formSubmission.limit);
  });

  it.each([
    [
      'a form answer',
      '/api/forms/demo/submissions',
      { answers: answers('ok', 'a\ud800b') },
      'answers.company',
    ],
    [
      'a form field name',
      '/api/forms/demo/submissions',
      { answers: { ...answers('ok'), 'x\udfff': 'y' } },
      'answers.x\udfff',
    ],
    [
      'a contact field',
      '/api/test/homepage-cta',
      { firstname: 'Ada\udc00', lastname: 'L', phone_number: '(+1) 2025550123', email: 'a@example.com' },
      'firstname',
    ],
    [
      'the referral id',
      '/api/user/send-verify-code',
      { email: 'a@example.com', mode: 'aden-homepage', rId: 'ref\ud83d' },
      'rId',
    ],
  ])(
    'a lone surrogate in %s is a 400 naming the field, and nothing is stored',
    async (_, path, body, field) => {
      const response = await ctx.server.call('POST', path, { json: body });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(`${field}: ${TEXT_PROBLEMS.surrogate}`);
      expect(response.body.errors).toEqual({ [field]: TEXT_PROBLEMS.surrogate });
      for (const table of ['form_submissions', 'contact_requests', 'verification_codes']) {
        const { rows } = await ctx.db.query(`SELECT 1 FROM ${table}`);
        expect(rows, table).toHaveLength(0);
      }
    },
  );

  it('bytes that are not UTF-8 are a 400 naming the field, not stored as U+FFFD', async () => {
    const body = Buffer.concat([
      Buffer.from('{"firstname":"Ada","lastname":"L'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('","phone_number":"(+1) 2025550123","email":"a@example.com"}'),
    ]);
    const response = await ctx.server.app.request('/api/test/homepage-cta', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: `lastname: ${TEXT_PROBLEMS.encoding}`,
      errors: { lastname: TEXT_PROBLEMS.encoding },
    });
    expect((await ctx.db.query('SELECT 1 FROM contact_requests')).rows).toHaveLength(0);
  });

  it('well-formed text outside the BMP, and a U+FFFD that was sent as such, are kept as sent', async () => {
    const response = await submit(ctx.server, { answers: answers('launch 🚀, replacement \ufffd') });
    expect(response.status).toBe(201);
    const { rows } = await ctx.db.query<{ details: string }>(
      "SELECT answers->>'details' AS details FROM form_submissions",
    );
    expect(rows[0]?.details).toBe('launch 🚀, replacement \ufffd');
  });

  it('with TRUST_PROXY a forwarded entry that is no IP address counts as the socket address', async () => {
    const server = strict();
    const send = (i: number, forwarded: string) =>
      server.call('POST', '/api/user/send-verify-code', {
        json: { email: `person${i}@example.com`, mode: 'aden-homepage' },
        headers: { 'X-Forwarded-For': forwarded },
      });
    const junk = ['x'.repeat(3000), 'unknown', 'evil.example', '999.1.1.1', '', '1.2.3.4 5.6.7.8'];
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_LIMITS.sendCode.limit + 2; i++) {
      statuses.push((await send(i, `198.51.100.1, ${junk[i % junk.length]}`)).status);
    }
    // One key for all of them (the socket's), so the limit holds; no 500 for a long entry.
    expect(statuses.slice(0, CLIENT_LIMITS.sendCode.limit).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(CLIENT_LIMITS.sendCode.limit)).toEqual([429, 429]);
    // An address with the port a proxy may add is that address.
    expect((await send(100, '203.0.113.50:5555')).status).toBe(200);
    const keys = await ctx.db.query<{ key: string }>('SELECT key FROM throttle_counters ORDER BY key');
    expect(keys.rows.map((row) => row.key)).toContain('client-send-code:203.0.113.50');
    expect(keys.rows.every((row) => row.key.length < 100)).toBe(true);
  });

  it('behind a proxy that rewrites Host, the Origin check uses X-Forwarded-Host and -Proto', async () => {
    const behindProxy = createTestServer(ctx.db, { config: { trustProxy: true } });
    const post = (server: TestServer, headers: Record<string, string>, i: number) =>
      server.call('POST', '/api/user/send-verify-code', {
        json: { email: `origin${i}@example.com`, mode: 'aden-homepage' },
        headers: { Host: '127.0.0.1:3000', ...headers },
      });
    const site = {
      Origin: 'https://site.example',
      'X-Forwarded-Host': 'site.example',
      'X-Forwarded-Proto': 'https',
    };
    expect((await post(behindProxy, site, 1)).status).toBe(200);
    // The scheme's default port is no port, as in a browser's Origin.
    expect((await post(behindProxy, { ...site, 'X-Forwarded-Host': 'site.example:443' }, 2)).status).toBe(
      200,
    );
    // Scheme and port count: an http page or another port is another origin.
    expect((await post(behindProxy, { ...site, Origin: 'http://site.example' }, 3)).status).toBe(403);
    expect((await post(behindProxy, { ...site, Origin: 'https://site.example:8443' }, 4)).status).toBe(403);
    expect((await post(behindProxy, { ...site, Origin: 'https://evil.example' }, 5)).status).toBe(403);
    // Without TRUST_PROXY the forwarded headers are anyone's words: not believed.
    expect((await post(ctx.server, site, 6)).status).toBe(403);
    expect(
      (await post(ctx.server, { Origin: 'http://127.0.0.1:3000', 'X-Forwarded-Host': 'evil.example' }, 7))
        .status,
    ).toBe(200);
  });
});
