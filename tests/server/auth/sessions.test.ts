import { decodeJwt, SignJWT } from 'jose';
import { beforeEach, expect, it } from 'vitest';
import { DEFAULT_SESSION_LIFETIME_S, loadConfig } from '../../../server/config/serverConfig';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';
import { createTestServer, TEST_JWT_SECRET } from '../helpers/testServer';

const handOff = (token: string) => encodeURIComponent(Buffer.from(`jwt ${token}`).toString('base64'));

describeOnEachDatabase('sessions', (ctx) => {
  let token: string;
  beforeEach(async () => {
    ({ token } = await ctx.server.signUp('ada@example.com', 'the right password'));
  });

  const logout = (sessionToken?: string, server = ctx.server) =>
    server.call('POST', '/api/user/logout', sessionToken ? { token: sessionToken } : {});
  const profile = (sessionToken: string, server = ctx.server) =>
    server.call('GET', '/api/user/profile', { token: sessionToken });

  it('gives every token its own id and the configured lifetime', async () => {
    const again = await ctx.server.call('POST', '/api/user/login', {
      json: { email: 'ada@example.com', password: 'the right password' },
    });
    const first = decodeJwt(token);
    const second = decodeJwt(again.body.token);
    expect(first.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.jti).not.toBe(first.jti);
    expect((first.exp ?? 0) - (first.iat ?? 0)).toBe(DEFAULT_SESSION_LIFETIME_S);

    const shortLived = createTestServer(ctx.db, { config: { sessionLifetimeS: 600 } });
    const { token: short } = await shortLived.signUp('grace@example.com');
    expect((decodeJwt(short).exp ?? 0) - (decodeJwt(short).iat ?? 0)).toBe(600);
    shortLived.clock.advance(600_000);
    expect((await profile(short, shortLived)).status).toBe(401);
  });

  it('reads the lifetime from SESSION_LIFETIME_S, a week when unset', () => {
    expect(loadConfig({}).sessionLifetimeS).toBe(7 * 24 * 60 * 60);
    expect(loadConfig({ SESSION_LIFETIME_S: '3600' }).sessionLifetimeS).toBe(3600);
    expect(() => loadConfig({ SESSION_LIFETIME_S: '0' })).toThrow(/SESSION_LIFETIME_S must be at least 1/);
  });

  it('signs the token out on every instance: profile and the ARP hand-off refuse it afterwards', async () => {
    expect((await profile(token)).status).toBe(200);
    const other = createTestServer(ctx.db);
    expect((await other.call('GET', `/arp/onboarding?t=${handOff(token)}`)).status).toBe(200);

    const answer = await logout(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Signed out' });
    expect(answer.headers.get('Cache-Control')).toBe('no-store');

    expect((await profile(token)).status).toBe(401);
    expect((await profile(token, other)).status).toBe(401);
    const arp = await other.call('GET', `/arp/onboarding?t=${handOff(token)}`);
    expect(arp.status).toBe(401);
    expect(arp.text).toContain('Invalid sign-in token');
    expect((await logout(token, other)).status).toBe(401);
  });

  it('ends only the session it is given: another sign-in of the same user stays valid', async () => {
    const second = await ctx.server.call('POST', '/api/user/login', {
      json: { email: 'ada@example.com', password: 'the right password' },
    });
    expect((await logout(token)).status).toBe(200);
    expect((await profile(second.body.token)).status).toBe(200);
  });

  it('answers 401 without a token, and forgets a revocation once the token has expired', async () => {
    expect((await logout()).status).toBe(401);
    await logout(token);
    expect((await ctx.db.query('SELECT jti FROM revoked_tokens')).rows).toHaveLength(1);
    ctx.server.clock.advance(DEFAULT_SESSION_LIFETIME_S * 1000);
    const { token: next } = await ctx.server.signUp('grace@example.com');
    await logout(next);
    expect((await ctx.db.query('SELECT jti FROM revoked_tokens')).rows).toEqual([
      { jti: decodeJwt(next).jti },
    ]);
  });

  it('refuses a well-signed token without an id, which could not be signed out alone', async () => {
    const now = Math.floor(ctx.server.clock.now().getTime() / 1000);
    const withoutId = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setIssuer('aden-reference-server')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await profile(withoutId)).status).toBe(401);
  });
});
