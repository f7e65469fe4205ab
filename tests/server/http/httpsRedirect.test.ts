import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/serverConfig';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';

const proxied = (proto: string) => ({ 'X-Forwarded-Proto': proto, 'X-Forwarded-Host': 'adenhq.com' });

describeOnEachDatabase(
  'behind a trusted proxy with the HTTPS redirect',
  () => ({ config: { trustProxy: true, httpsRedirect: true } }),
  (ctx) => {
    it('sends a request that reached the proxy over HTTP to its HTTPS address, method and query kept', async () => {
      const answer = await ctx.server.call('POST', '/api/contact?from=footer', { headers: proxied('http') });
      expect(answer.status).toBe(308);
      expect(answer.headers.get('Location')).toBe('https://adenhq.com/api/contact?from=footer');
    });

    it('answers a request that arrived over HTTPS', async () => {
      const answer = await ctx.server.call('GET', '/api/health', { headers: proxied('https') });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Strict-Transport-Security')).toContain('max-age=');
    });

    it('keeps the health and readiness probes on HTTP', async () => {
      expect((await ctx.server.call('GET', '/api/ready', { headers: proxied('http') })).status).toBe(200);
    });
  },
);

describeOnEachDatabase(
  'without a trusted proxy',
  () => ({ config: { trustProxy: false, httpsRedirect: true } }),
  (ctx) => {
    it('never redirects on a header anyone can send', async () => {
      expect((await ctx.server.call('GET', '/api/health', { headers: proxied('http') })).status).toBe(200);
    });
  },
);

describe('HTTPS_REDIRECT', () => {
  it('is on by default in production only, and can be turned off', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.internal',
      SITE_URL: 'https://aden.example',
    };
    expect(loadConfig(production).httpsRedirect).toBe(true);
    expect(loadConfig({}).httpsRedirect).toBe(false);
    expect(loadConfig({ ...production, HTTPS_REDIRECT: 'false' }).httpsRedirect).toBe(false);
  });
});
