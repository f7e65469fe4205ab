import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/serverConfig';
import { httpsOrigin } from '../../../server/http/securityHeaders';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';

const proxied = (proto: string) => ({ 'X-Forwarded-Proto': proto, 'X-Forwarded-Host': 'adenhq.com' });

describeOnEachDatabase(
  'behind a trusted proxy with the HTTPS redirect',
  () => ({ config: { trustProxy: true, httpsRedirect: true, siteUrl: 'https://adenhq.com' } }),
  (ctx) => {
    it('sends a request that reached the proxy over HTTP to its HTTPS address, method and query kept', async () => {
      const answer = await ctx.server.call('POST', '/api/contact?from=footer', { headers: proxied('http') });
      expect(answer.status).toBe(308);
      expect(answer.headers.get('Location')).toBe('https://adenhq.com/api/contact?from=footer');
    });

    it('redirects to the configured site, whatever host the request names', async () => {
      for (const headers of <Record<string, string>[]>[
        { 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'evil.example' },
        { 'X-Forwarded-Proto': 'http', Host: 'evil.example' },
        { 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'evil.example, adenhq.com', Host: 'evil.example' },
      ]) {
        const answer = await ctx.server.call('GET', '/pricing?plan=team', { headers });
        expect(answer.status, JSON.stringify(headers)).toBe(308);
        expect(answer.headers.get('Location')).toBe('https://adenhq.com/pricing?plan=team');
      }
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

describe('the HTTPS address of the site', () => {
  it('is the configured origin when it is https, else its host name over https', () => {
    expect(httpsOrigin('https://adenhq.com')).toBe('https://adenhq.com');
    expect(httpsOrigin('https://staging.adenhq.com:8443')).toBe('https://staging.adenhq.com:8443');
    expect(httpsOrigin('http://adenhq.com:8080')).toBe('https://adenhq.com');
  });
});

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
