import { beforeEach, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '../../../server/routes/userRoutes';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';

describeOnEachDatabase('login', (ctx) => {
  beforeEach(async () => {
    await ctx.server.signUp('ada@example.com', 'the right password');
  });

  const login = (email: unknown, password: unknown) =>
    ctx.server.call('POST', '/api/user/login', { json: { email, password } });

  it('answers the auth response for the right password', async () => {
    const response = await login('Ada@Example.com', 'the right password');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(
      ['arp_onboarding', 'email', 'firstname', 'id', 'lastname', 'token', 'user_onboarding'].sort(),
    );
    expect(response.body.email).toBe('ada@example.com');
    expect(JSON.parse(response.body.user_onboarding)).toEqual({ finishedOnboarding: false });
  });

  it('reports finished onboarding once the column is set', async () => {
    await ctx.db.query('UPDATE users SET arp_onboarding_finished = true');
    const response = await login('ada@example.com', 'the right password');
    expect(JSON.parse(response.body.arp_onboarding)).toEqual({ finishedOnboarding: true });
    expect(JSON.parse(response.body.user_onboarding)).toEqual({ finishedOnboarding: false });
  });

  it('answers 400 "Incorrect email or password" for a wrong password or an unknown e-mail (never 401)', async () => {
    for (const [email, password] of [
      ['ada@example.com', 'the wrong password'],
      ['nobody@example.com', 'the right password'],
    ]) {
      const response = await login(email, password);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Incorrect email or password' });
    }
  });

  it('validates presence of e-mail and password', async () => {
    expect((await login(undefined, 'x')).body).toEqual({
      message: 'Please input your email',
      errors: { email: 'Please input your email' },
    });
    expect((await login('ada@example.com', undefined)).body).toEqual({
      message: 'Please input your password',
      errors: { password: 'Please input your password' },
    });
    expect((await login('ada@example.com', '')).status).toBe(400);
  });

  it('rate-limits repeated failures for one e-mail with a 429, then lets it try again', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      expect((await login('ada@example.com', 'the wrong password')).status).toBe(400);
    }
    const limited = await login('ada@example.com', 'the right password');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many failed login attempts; try again in 15 minutes');
    expect(Number(limited.headers.get('Retry-After'))).toBe(LOGIN_FAILURE_WINDOW_MS / 1000);
    // Other e-mails are not affected.
    expect((await login('other@example.com', 'whatever it is')).status).toBe(400);
    ctx.server.clock.advance(LOGIN_FAILURE_WINDOW_MS);
    expect((await login('ada@example.com', 'the right password')).status).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i += 1) await login('ada@example.com', 'the wrong password');
    expect((await login('ada@example.com', 'the right password')).status).toBe(200);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i += 1) await login('ada@example.com', 'the wrong password');
    expect((await login('ada@example.com', 'the right password')).status).toBe(200);
  });

  it('refuses a password login for an account that only signs in with Google', async () => {
    await ctx.db.query(
      `INSERT INTO users (email, password_hash, rel, subscription_plan, created_at, google_sub)
       VALUES ('g@example.com', NULL, 'aden', 'freeforever', now(), '123')`,
    );
    const response = await login('g@example.com', 'any password at all');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Incorrect email or password');
  });
});
