import { beforeEach, expect, it } from 'vitest';
import { DEFAULT_SESSION_LIFETIME_S } from '../../../server/config/serverConfig';
import { decodeHandOff } from '../../../server/routes/arpRoutes';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';
import { createTestServer } from '../helpers/testServer';

/** What the site puts in `t`: base64 of "jwt " plus the token (SPEC.md section 4). */
const handOff = (token: string) => Buffer.from(`jwt ${token}`).toString('base64');

describeOnEachDatabase('ARP hand-off page', (ctx) => {
  let token: string;
  beforeEach(async () => {
    ({ token } = await ctx.server.signUp("o'brien@example.com"));
  });

  it.each([
    ['/arp/onboarding', '/onboarding'],
    ['/arp/modules/aden-ai-form', '/modules/aden-ai-form'],
    ['/arp', '/'],
    ['/arp/', '/'],
  ])('%s says who arrived and the path asked for', async (path, shown) => {
    const response = await ctx.server.call('GET', `${path}?t=${encodeURIComponent(handOff(token))}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.text).toContain('Signed in to ARP as o&#39;brien@example.com');
    expect(response.text).toContain(`<code id="arp-path">${shown}</code>`);
  });

  it('decodes t in base64 or base64url, also when its + signs arrived unencoded as spaces', () => {
    const t = Buffer.from('jwt ab.c~d').toString('base64');
    expect(t).toContain('+');
    expect(decodeHandOff(t)).toBe('ab.c~d');
    expect(decodeHandOff(t.replace(/\+/g, ' '))).toBe('ab.c~d');
    expect(decodeHandOff(Buffer.from('jwt ab.c~d').toString('base64url'))).toBe('ab.c~d');
    expect(decodeHandOff(Buffer.from('jwt').toString('base64'))).toBeUndefined();
    expect(decodeHandOff('%%%')).toBeUndefined();
  });

  it('shows a clear error without t', async () => {
    const response = await ctx.server.call('GET', '/arp/onboarding');
    expect(response.status).toBe(400);
    expect(response.text).toContain('No sign-in token');
  });

  it.each([
    ['garbage', 'not base64 at all!'],
    ['no jwt prefix', Buffer.from(`Bearer ${'x'}`).toString('base64')],
    ['a forged token', Buffer.from('jwt a.b.c').toString('base64')],
    ['an injected page', Buffer.from('jwt <script>alert(1)</script>').toString('base64')],
  ])('shows a clear error for %s', async (_name, t) => {
    const response = await ctx.server.call('GET', `/arp/onboarding?t=${encodeURIComponent(t)}`);
    expect(response.status).toBe(401);
    expect(response.text).toContain('Invalid sign-in token');
    expect(response.text).not.toContain('<script>');
  });

  it('refuses an expired token and a deleted user', async () => {
    const t = encodeURIComponent(handOff(token));
    ctx.server.clock.advance(DEFAULT_SESSION_LIFETIME_S * 1000);
    expect((await ctx.server.call('GET', `/arp/onboarding?t=${t}`)).status).toBe(401);
    const fresh = createTestServer(ctx.db);
    expect((await fresh.call('GET', `/arp/onboarding?t=${t}`)).status).toBe(200);
    await ctx.db.query('DELETE FROM users');
    expect((await fresh.call('GET', `/arp/onboarding?t=${t}`)).status).toBe(401);
  });
});
