import { SignJWT } from 'jose';
import { beforeEach, expect, it } from 'vitest';
import { DEFAULT_SESSION_LIFETIME_S } from '../../../server/config/serverConfig';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';

describeOnEachDatabase('profile', (ctx) => {
  let token: string;
  beforeEach(async () => {
    ({ token } = await ctx.server.signUp('ada@example.com'));
  });

  const profile = (authorization?: string) =>
    ctx.server.call(
      'GET',
      '/api/user/profile',
      authorization === undefined ? {} : { headers: { Authorization: authorization } },
    );

  it('answers the user of SPEC.md section 3 for `Authorization: jwt <token>`', async () => {
    await ctx.db.query("UPDATE users SET company_name = 'Acme', firstname = 'Ada', lastname = 'Lovelace'");
    const response = await profile(`jwt ${token}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user_id: expect.any(Number),
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      create_time: ctx.server.clock.now().toISOString(),
      company_name: 'Acme',
      avatar: null,
    });
  });

  it('answers 401 with a message when the header is missing or malformed', async () => {
    for (const header of [
      undefined,
      '',
      'jwt',
      token,
      `Basic ${token}`,
      'jwt not.a.token',
      `jwt ${token}x`,
    ]) {
      const response = await profile(header);
      expect(response.status, String(header)).toBe(401);
      expect(response.body.message).toMatch(/^Unauthorized/);
    }
  });

  it('answers 401 once the token is older than 7 days', async () => {
    ctx.server.clock.advance(DEFAULT_SESSION_LIFETIME_S * 1000 - 60_000);
    expect((await profile(`jwt ${token}`)).status).toBe(200);
    ctx.server.clock.advance(60_000);
    expect((await profile(`jwt ${token}`)).status).toBe(401);
  });

  it('answers 401 for a deleted user', async () => {
    await ctx.db.query('DELETE FROM users');
    expect((await profile(`jwt ${token}`)).status).toBe(401);
  });

  it('answers 401 for a token signed with another secret or algorithm', async () => {
    const now = Math.floor(ctx.server.clock.now().getTime() / 1000);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('aden-reference-server')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await profile(`jwt ${forged}`)).status).toBe(401);
    const [header, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(header).toBeTruthy();
    expect((await profile(`jwt ${unsigned}`)).status).toBe(401);
  });
});
