import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';
import { createGoogleTestKey, type GoogleTestKey, serveJwks } from '../helpers/googleTestKey';
import { createTestServer } from '../helpers/testServer';

// Set by the hooks of each database block.
let key: GoogleTestKey;
let jwks: Awaited<ReturnType<typeof serveJwks>>;
const serverOptions = () => ({ config: { googleJwksUrl: jwks.url } });

describeOnEachDatabase('Google sign-in', serverOptions, (ctx) => {
  beforeAll(async () => {
    key = await createGoogleTestKey();
    jwks = await serveJwks(key.jwks);
  });
  afterAll(() => jwks?.close());

  const signIn = (token: string, rel = 'aden', oauthType = 'google') =>
    ctx.server.call(
      'POST',
      `/api/user/oauth/login?token=${encodeURIComponent(token)}&oauth_type=${oauthType}&rel=${rel}`,
    );
  const sign = (claims: Parameters<GoogleTestKey['signIdToken']>[0] = {}, options = {}) =>
    key.signIdToken(claims, { issuedAt: ctx.server.clock.now(), ...options });

  it('creates the user on first sign-in from given_name, family_name and picture, keyed by JWKS', async () => {
    const token = await sign({
      sub: '1001',
      email: 'Grace@Example.com',
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    const response = await signIn(token, 'aden-aiform');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      firstname: 'Grace',
      lastname: 'Hopper',
      email: 'grace@example.com',
      user_onboarding: '{"finishedOnboarding":false}',
      arp_onboarding: '{"finishedOnboarding":false}',
    });
    const profile = await ctx.server.call('GET', '/api/user/profile', { token: response.body.token });
    expect(profile.body.avatar).toBe('https://lh3.googleusercontent.com/a/test-avatar');
    const { rows } = await ctx.db.query<{ rel: string; password_hash: string | null }>(
      'SELECT rel, password_hash FROM users',
    );
    expect(rows).toEqual([{ rel: 'aden-aiform', password_hash: null }]);
    expect(jwks.requests()).toBeGreaterThan(0);
  });

  it('signs the same Google account in to the same user', async () => {
    const first = await signIn(await sign({ sub: '1002' }));
    ctx.server.clock.advance(60_000);
    const second = await signIn(await sign({ sub: '1002', given_name: 'Changed' }));
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.firstname).toBe('Grace');
  });

  it('links an e-mail account with the same address and fills its empty names', async () => {
    const registered = await ctx.server.signUp('grace.hopper@example.com');
    const response = await signIn(await sign({ sub: '1003' }));
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(registered.id);
    expect(response.body.firstname).toBe('Grace');
    const { rows } = await ctx.db.query('SELECT id FROM users');
    expect(rows).toHaveLength(1);
  });

  it('accepts a Google token once, by its jti or else by the token itself, until it expires', async () => {
    const withId = await sign({ sub: '1004', jti: 'google-token-id-1' });
    expect((await signIn(withId)).status).toBe(200);
    const replayed = await signIn(withId);
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(
      'Google sign-in failed: this Google token was already used; sign in with Google again',
    );
    const withoutId = await sign({ sub: '1004', given_name: 'Other' });
    expect((await signIn(withoutId)).status).toBe(200);
    expect((await signIn(withoutId)).status).toBe(400);
    const { rows } = await ctx.db.query<{ token_id: string }>('SELECT token_id FROM used_google_tokens');
    expect(rows.map((row) => row.token_id.split(':')[0]).sort()).toEqual(['jti', 'sha256']);
  });

  it('refuses another Google account with the e-mail of a linked account, saying why', async () => {
    const owner = await signIn(await sign({ sub: '1005', email: 'grace@example.com' }));
    expect(owner.status).toBe(200);
    const intruder = await signIn(await sign({ sub: '2005', email: 'grace@example.com' }));
    expect(intruder.status).toBe(409);
    expect(intruder.body.message).toBe(
      'The account with this email is linked to another Google account; sign in with that Google account or with your password',
    );
    expect(intruder.body.token).toBeUndefined();
    const { rows } = await ctx.db.query('SELECT google_sub FROM users');
    expect(rows).toEqual([{ google_sub: '1005' }]);
  });

  it('refuses a second Google account for an e-mail account that the first one linked', async () => {
    await ctx.server.signUp('grace.hopper@example.com');
    expect((await signIn(await sign({ sub: '1006' }))).status).toBe(200);
    expect((await signIn(await sign({ sub: '2006' }))).status).toBe(409);
  });

  it('accepts both issuer spellings Google uses', async () => {
    expect((await signIn(await sign({}, { issuer: 'accounts.google.com' }))).status).toBe(200);
  });

  it.each([
    [
      'a wrong audience',
      { audience: 'someone-else.apps.googleusercontent.com' },
      /issued for another application/,
    ],
    ['a wrong issuer', { issuer: 'https://evil.example.com' }, /not issued by Google/],
    ['an expired token', { expiresInS: -60 }, /has expired/],
  ])('refuses %s with a 400 and a message', async (_name, options, message) => {
    const response = await signIn(await sign({}, options));
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Google sign-in failed: /);
    expect(response.body.message).toMatch(message);
    expect((await ctx.db.query('SELECT id FROM users')).rows).toHaveLength(0);
  });

  it('refuses a bad signature: a token signed by another key under the same key id', async () => {
    const impostor = await createGoogleTestKey(key.clientId, key.kid);
    const token = await impostor.signIdToken({}, { issuedAt: ctx.server.clock.now() });
    const response = await signIn(token);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/signature is invalid/);
  });

  it('refuses a tampered payload', async () => {
    const [header, payload, signature] = (await sign({ email: 'grace@example.com' })).split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, email: 'admin@example.com' })).toString(
      'base64url',
    );
    const response = await signIn(`${header}.${tampered}.${signature}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/signature is invalid/);
  });

  it('refuses a key that is not in the JWKS', async () => {
    const stranger = await createGoogleTestKey(key.clientId, 'unknown-key-id');
    const response = await signIn(await stranger.signIdToken({}, { issuedAt: ctx.server.clock.now() }));
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/unknown key/);
  });

  it('refuses an unverified e-mail', async () => {
    const response = await signIn(await sign({ email_verified: false }));
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/not verified/);
  });

  it('checks the e-mail like any other, length included (254 at most)', async () => {
    const long = `${'a'.repeat(3000)}@example.com`;
    const response = await signIn(await sign({ email: long }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Google sign-in failed: the Google token has no usable e-mail');
    expect((await ctx.db.query('SELECT 1 FROM users')).rows).toHaveLength(0);
    const longId = await signIn(await sign({ sub: '9'.repeat(3000) }));
    expect(longId.body.message).toBe('Google sign-in failed: the Google token has no usable account id');
  });

  it('refuses garbage tokens and bad query parameters', async () => {
    expect((await signIn('not-a-jwt')).body.message).toMatch(/malformed/);
    expect((await ctx.server.call('POST', '/api/user/oauth/login?oauth_type=google')).body).toEqual({
      message: 'token is required',
      errors: { token: 'token is required' },
    });
    const token = await sign();
    expect((await signIn(token, 'aden', 'facebook')).body).toEqual({
      message: 'oauth_type must be google',
      errors: { oauth_type: 'oauth_type must be google' },
    });
    expect((await signIn(token, 'nope')).status).toBe(400);
  });

  it('does not crash when the JWKS cannot be fetched', async () => {
    const offline = createTestServer(ctx.db, { config: { googleJwksUrl: 'http://127.0.0.1:9/certs' } });
    const token = await sign();
    const response = await offline.call('POST', `/api/user/oauth/login?token=${token}&oauth_type=google`);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/signing keys could not be loaded/);
  });

  it('answers 503 when GOOGLE_CLIENT_ID is not configured', async () => {
    const unconfigured = createTestServer(ctx.db, { config: { googleClientId: undefined } });
    const response = await unconfigured.call(
      'POST',
      `/api/user/oauth/login?token=${await sign()}&oauth_type=google`,
    );
    expect(response.status).toBe(503);
    expect(response.body.message).toMatch(/GOOGLE_CLIENT_ID/);
  });
});
