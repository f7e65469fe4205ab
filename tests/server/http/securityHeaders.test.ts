import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../server/http/securityHeaders';
import { inlineScriptHashes } from '../../../server/site/staticFile';
import { serveFakeSite } from '../helpers/fakeSiteServer';

/** A policy as its directives, each with its sources. */
const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('the Content-Security-Policy of every HTML answer', () => {
  const served = serveFakeSite();

  const htmlRoutes = ['/pricing', '/nope', '/arp', '/arp/onboarding?t=bm90LWEtdG9rZW4', '/api/docs'];

  it.each(htmlRoutes)('%s sends the site policy, its script hashes being its own', async (path) => {
    const site = await served.server.call('GET', '/');
    const answer = await served.server.call('GET', path);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/html/);
    const policy = answer.headers.get('Content-Security-Policy');
    expect(policy).toBe(contentSecurityPolicy(inlineScriptHashes(answer.text)));
    const { 'script-src': scripts, ...others } = directives(policy);
    const { 'script-src': _siteScripts, ...siteOthers } = directives(
      site.headers.get('Content-Security-Policy'),
    );
    expect(others).toEqual(siteOthers);
    // No third party's host: a page runs its own hashed scripts, or the site's files.
    expect(scripts?.every((source) => source.startsWith("'"))).toBe(true);
  });
});
