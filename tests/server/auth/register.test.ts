import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';

// Every registration of a race waits its turn for a hash (none is told to come back), so all reach it.
describeOnEachDatabase(
  'register',
  () => ({ config: { passwordHashMaxWaitMs: Number.POSITIVE_INFINITY } }),
  (ctx) => {
    async function sendCode(email: string, rId: string | null = null) {
      const response = await ctx.server.call('POST', '/api/user/send-verify-code', {
        json: { email, mode: 'aden-homepage', rId },
      });
      expect(response.status).toBe(200);
      return ctx.server.latestCode(email);
    }

    const register = (json: Record<string, unknown>, rel?: string) =>
      ctx.server.call('POST', `/api/user/register${rel === undefined ? '' : `?rel=${rel}`}`, { json });

    const valid = (email: string, signupCode: string) => ({
      email,
      password: 'a long enough password',
      signupCode,
      subscriptionPlan: 'freeforever',
    });

    it('creates the account and answers the auth response of SPEC.md section 3', async () => {
      const code = await sendCode('ada@example.com');
      const response = await register(valid('Ada@Example.com', code));
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        id: expect.any(Number),
        firstname: '',
        lastname: '',
        email: 'ada@example.com',
        user_onboarding: '{"finishedOnboarding":false}',
        arp_onboarding: '{"finishedOnboarding":false}',
      });
      const profile = await ctx.server.call('GET', '/api/user/profile', { token: response.body.token });
      expect(profile.status).toBe(200);
      expect(profile.body.email).toBe('ada@example.com');
    });

    it('stores a scrypt hash, never the password, and keeps rel and rId', async () => {
      const code = await sendCode('ada@example.com', 'maya-patel');
      await register(valid('ada@example.com', code), 'aden-employee');
      const { rows } = await ctx.db.query<{
        password_hash: string;
        rel: string;
        r_id: string;
        subscription_plan: string;
      }>('SELECT password_hash, rel, r_id, subscription_plan FROM users');
      expect(rows).toHaveLength(1);
      expect(rows[0]?.password_hash).toMatch(/^scrypt\$\d+\$8\$3\$/);
      expect(rows[0]?.password_hash).not.toContain('a long enough password');
      expect(rows[0]).toMatchObject({
        rel: 'aden-employee',
        r_id: 'maya-patel',
        subscription_plan: 'freeforever',
      });
    });

    it('defaults rel to aden and refuses unknown rel values', async () => {
      const code = await sendCode('ada@example.com');
      const bad = await register(valid('ada@example.com', code), 'somewhere');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('rel must be aden, aden-aiform or aden-employee');
      expect((await register(valid('ada@example.com', code))).status).toBe(201);
      const { rows } = await ctx.db.query<{ rel: string }>('SELECT rel FROM users');
      expect(rows[0]?.rel).toBe('aden');
    });

    it('allows one account per e-mail: 409 with a message', async () => {
      await ctx.server.signUp('ada@example.com');
      ctx.server.clock.advance(61_000);
      // No code can be sent to a taken e-mail; the account check comes before the code check.
      const response = await register(valid('ADA@example.com', '123456'));
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('An account with this email already exists; log in instead');
    });

    it('refuses a wrong code, and counts it as an attempt', async () => {
      const code = await sendCode('ada@example.com');
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i += 1) {
        const response = await register(valid('ada@example.com', wrong));
        expect(response.status).toBe(400);
      }
      const { rows } = await ctx.db.query<{ wrong_attempts: number }>(
        'SELECT wrong_attempts FROM verification_codes',
      );
      expect(rows[0]?.wrong_attempts).toBe(5);
      // A few typos do not cost the owner the code.
      expect((await register(valid('ada@example.com', code))).status).toBe(201);
    });

    it('uses a code once', async () => {
      const code = await sendCode('ada@example.com');
      expect((await register(valid('ada@example.com', code))).status).toBe(201);
      const { rows } = await ctx.db.query<{ consumed_at: Date | null }>(
        'SELECT consumed_at FROM verification_codes',
      );
      expect(rows[0]?.consumed_at).toBeInstanceOf(Date);
    });

    it('refuses an expired code', async () => {
      const code = await sendCode('ada@example.com');
      ctx.server.clock.advance(10 * 60 * 1000);
      const response = await register(valid('ada@example.com', code));
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/expired/);
    });

    it('validates e-mail, password, code and plan with the wording of SPEC.md section 5', async () => {
      const code = await sendCode('ada@example.com');
      const base = valid('ada@example.com', code);
      const cases: [Record<string, unknown>, string][] = [
        [{ ...base, email: undefined }, 'Please input your email'],
        [{ ...base, email: 'ada@' }, 'Please input a valid email'],
        [{ ...base, password: undefined }, 'Please input your password'],
        [{ ...base, password: '' }, 'Please input your password'],
        [{ ...base, password: '123456789' }, 'Your password should contain at least 10 characters'],
        [{ ...base, signupCode: undefined }, 'Please input your signup code'],
        [{ ...base, signupCode: 'abcdef' }, 'The verification code is 6 digits'],
        [{ ...base, subscriptionPlan: 'enterprise' }, 'subscriptionPlan must be freeforever'],
        [{ ...base, subscriptionPlan: undefined }, 'subscriptionPlan must be freeforever'],
      ];
      for (const [json, message] of cases) {
        const response = await register(json);
        expect(response.status, JSON.stringify(json)).toBe(400);
        // The message names the first problem; `errors` names it per field (here one field).
        expect(response.body).toEqual({ message, errors: expect.any(Object) });
        expect(Object.values(response.body.errors)).toEqual([message]);
      }
      // None of those used up the code.
      expect((await register(base)).status).toBe(201);
    });

    it('accepts a password of exactly 10 characters', async () => {
      const code = await sendCode('ada@example.com');
      const response = await register({ ...valid('ada@example.com', code), password: '0123456789' });
      expect(response.status).toBe(201);
    });

    it('50 parallel registrations of one e-mail give exactly one account', async () => {
      const code = await sendCode('race@example.com');
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => register(valid('race@example.com', code))),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
      const { rows } = await ctx.db.query('SELECT id FROM users WHERE email = $1', ['race@example.com']);
      expect(rows).toHaveLength(1);
    });
  },
);
