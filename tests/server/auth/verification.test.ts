import { expect, it } from 'vitest';
import { CODE_LIFETIME_MS, MAX_WRONG_ATTEMPTS } from '../../../server/auth/verificationCode';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';
import { createTestServer } from '../helpers/testServer';

/** A network of its own for each guess: a code's attempts are shared by every network. */
const network = (guess: number) => ({ 'X-Forwarded-For': `192.0.2.${guess}` });

describeOnEachDatabase(
  'verification codes',
  () => ({ config: { trustProxy: true } }),
  (ctx) => {
    const send = (email: string, extra: Record<string, unknown> = {}) =>
      ctx.server.call('POST', '/api/user/send-verify-code', {
        json: { email, mode: 'aden-homepage', rId: '', ...extra },
      });
    const check = (email: string, vuid: string, headers: Record<string, string> = {}) =>
      ctx.server.call('POST', '/api/user/check-verify-code', { json: { email, vuid }, headers });
    const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('sends a 6-digit code to the outbox and stores only its hash', async () => {
      const response = await send('Ada@Example.com', { rId: 'maya-patel', mode: 'aden-ai-form' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Verification code sent to your email' });
      const code = ctx.server.latestCode('ada@example.com');
      expect(code).toMatch(/^\d{6}$/);
      const { rows } = await ctx.db.query<{ code_hash: string; mode: string; r_id: string }>(
        'SELECT code_hash, mode, r_id FROM verification_codes WHERE email = $1',
        ['ada@example.com'],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.code_hash).not.toContain(code);
      expect(rows[0]?.mode).toBe('aden-ai-form');
      expect(rows[0]?.r_id).toBe('maya-patel');
    });

    it('accepts the right code and refuses a wrong one', async () => {
      await send('ada@example.com');
      const code = ctx.server.latestCode('ada@example.com');
      const wrong = await check('ada@example.com', wrongCodeFor(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Incorrect verification code');
      const right = await check('ADA@example.com ', code);
      expect(right.status).toBe(200);
      expect(right.body.valid).toBe(true);
    });

    it('refuses a code for an e-mail that was never sent one', async () => {
      const response = await check('nobody@example.com', '123456');
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/No verification code was sent/);
    });

    it('allows one send per e-mail per 60 seconds, with a 429 and a message', async () => {
      expect((await send('ada@example.com')).status).toBe(200);
      ctx.server.clock.advance(20_000);
      const limited = await send('ada@example.com');
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Please wait 40 seconds before requesting another code');
      expect(limited.headers.get('Retry-After')).toBe('40');
      // Another e-mail is not limited by the first one.
      expect((await send('grace@example.com')).status).toBe(200);
      ctx.server.clock.advance(40_000);
      expect((await send('ada@example.com')).status).toBe(200);
      expect(ctx.server.outbox.list('ada@example.com')).toHaveLength(2);
    });

    it('lets only one of many parallel sends through', async () => {
      const responses = await Promise.all(Array.from({ length: 10 }, () => send('ada@example.com')));
      expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
      expect(responses.filter((r) => r.status === 429)).toHaveLength(9);
    });

    it('a new code replaces the previous one', async () => {
      await send('ada@example.com');
      const first = ctx.server.latestCode('ada@example.com');
      ctx.server.clock.advance(61_000);
      await send('ada@example.com');
      const second = ctx.server.latestCode('ada@example.com');
      if (first !== second) expect((await check('ada@example.com', first)).status).toBe(400);
      expect((await check('ada@example.com', second)).status).toBe(200);
    });

    it('expires a code after 10 minutes', async () => {
      await send('ada@example.com');
      const code = ctx.server.latestCode('ada@example.com');
      ctx.server.clock.advance(CODE_LIFETIME_MS - 1000);
      expect((await check('ada@example.com', code)).status).toBe(200);
      ctx.server.clock.advance(1000);
      const expired = await check('ada@example.com', code);
      expect(expired.status).toBe(400);
      expect(expired.body.message).toMatch(/expired/);
    });

    it(`voids a code after ${MAX_WRONG_ATTEMPTS} wrong attempts from any networks, even for the right code`, async () => {
      await send('ada@example.com');
      const code = ctx.server.latestCode('ada@example.com');
      for (let attempt = 1; attempt <= MAX_WRONG_ATTEMPTS; attempt += 1) {
        const response = await check('ada@example.com', wrongCodeFor(code), network(attempt));
        expect(response.body.message).toBe('Incorrect verification code');
      }
      const afterwards = await check('ada@example.com', code);
      expect(afterwards.status).toBe(400);
      expect(afterwards.body.message).toMatch(/Too many wrong attempts/);
      // A fresh code (after the resend wait) works again.
      ctx.server.clock.advance(60_000);
      await send('ada@example.com');
      expect((await check('ada@example.com', ctx.server.latestCode('ada@example.com'))).status).toBe(200);
    });

    it('counts parallel wrong guesses exactly', async () => {
      await send('ada@example.com');
      const code = ctx.server.latestCode('ada@example.com');
      const guesses = Array.from({ length: MAX_WRONG_ATTEMPTS + 7 }, (_, i) =>
        String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
      );
      await Promise.all(guesses.map((guess, i) => check('ada@example.com', guess, network(i))));
      const { rows } = await ctx.db.query<{ wrong_attempts: number }>(
        'SELECT wrong_attempts FROM verification_codes WHERE email = $1',
        ['ada@example.com'],
      );
      expect(rows[0]?.wrong_attempts).toBe(MAX_WRONG_ATTEMPTS);
      expect((await check('ada@example.com', code)).status).toBe(400);
    });

    it('validates the request', async () => {
      const cases: [unknown, string][] = [
        [{ mode: 'aden-homepage' }, 'Please input your email'],
        [{ email: '', mode: 'aden-homepage' }, 'Please input your email'],
        [{ email: 'not-an-email', mode: 'aden-homepage' }, 'Please input a valid email'],
        [{ email: 'ada@example.com', mode: 'other' }, 'mode must be aden-ai-form or aden-homepage'],
        [{ email: 'ada@example.com' }, 'mode must be aden-ai-form or aden-homepage'],
        [
          { email: 'ada@example.com', mode: 'aden-homepage', rId: 'x'.repeat(65) },
          'rId must be at most 64 characters',
        ],
        [{ email: 42, mode: 'aden-homepage' }, 'email must be a string'],
      ];
      for (const [json, message] of cases) {
        const response = await ctx.server.call('POST', '/api/user/send-verify-code', { json });
        expect(response.status, JSON.stringify(json)).toBe(400);
        // The message names the first problem; `errors` names it per field (here one field).
        expect(response.body).toEqual({ message, errors: expect.any(Object) });
        expect(Object.values(response.body.errors)).toEqual([message]);
      }
      const checks: [unknown, string][] = [
        [{ email: 'ada@example.com' }, 'Please input your signup code'],
        [{ email: 'ada@example.com', vuid: '12345' }, 'The verification code is 6 digits'],
        [{ email: 'ada@example.com', vuid: 123456 }, 'vuid must be a string'],
      ];
      for (const [json, message] of checks) {
        const response = await ctx.server.call('POST', '/api/user/check-verify-code', { json });
        expect(response.status, JSON.stringify(json)).toBe(400);
        // The message names the first problem; `errors` names it per field (here one field).
        expect(response.body).toEqual({ message, errors: expect.any(Object) });
        expect(Object.values(response.body.errors)).toEqual([message]);
      }
      expect(ctx.server.outbox.size).toBe(0);
    });

    it('refuses to send a code to an e-mail that already has an account', async () => {
      await ctx.server.signUp('ada@example.com');
      ctx.server.clock.advance(61_000);
      const response = await send('ada@example.com');
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/already exists/);
    });

    it('lists the outbox in development for one e-mail only, never every address', async () => {
      await send('ada@example.com');
      await send('grace@example.com');
      const all = await ctx.server.call('GET', '/api/dev/outbox');
      expect(all.status).toBe(400);
      expect(all.text).not.toContain('ada@example.com');
      expect(all.body.message).toBe('Name one address: /api/dev/outbox?email=you@example.com');
      const one = await ctx.server.call('GET', '/api/dev/outbox?email=GRACE@example.com');
      expect(one.body.messages).toHaveLength(1);
      expect(one.body.messages[0]).toMatchObject({
        to: 'grace@example.com',
        code: ctx.server.latestCode('grace@example.com'),
      });
    });

    it('has no outbox in production, and still issues codes', async () => {
      const production = createTestServer(ctx.db, { config: { production: true } });
      const response = await production.call('GET', '/api/dev/outbox');
      expect(response.status).toBe(404);
      const sent = await production.call('POST', '/api/user/send-verify-code', {
        json: { email: 'ada@example.com', mode: 'aden-homepage' },
      });
      expect(sent.status).toBe(200);
      expect(production.outbox.size).toBe(0);
      const { rows } = await ctx.db.query('SELECT email FROM verification_codes');
      expect(rows).toHaveLength(1);
    });
  },
);
