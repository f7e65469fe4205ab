import { describe, expect, it } from 'vitest';
import { matchRouteRule, type RouteRules, withSearch } from '../../../contract/routeRules';
import { resolveRoute } from '../../../src/app/resolveRoute';
import { siteRouteRules } from '../../../src/app/siteRedirects';
import { OFF_SITE_PATHS } from '../../helpers/offSitePaths';

const rules: RouteRules = {
  trailingSlash: 'strip',
  redirects: [
    { from: '/ecommerce', to: '/eCommerce' },
    { from: '/blogs/**', to: '/blog/**' },
    { from: '/old/**', to: '/' },
    { from: '/docs', to: 'https://docs.example.com' },
  ],
};

describe('matchRouteRule', () => {
  it.each([
    ['/ecommerce', '/eCommerce'],
    ['/ecommerce/', '/eCommerce'],
    ['/blogs/a-post', '/blog/a-post'],
    ['/blogs', '/blog'],
    ['/old/deep/page', '/'],
    ['/docs', 'https://docs.example.com'],
    ['/pricing/', '/pricing'],
  ])('%s -> %s', (path, target) => {
    expect(matchRouteRule(rules, path)).toBe(target);
  });

  it.each(['/', '/eCommerce', '/pricing', '/blogsmith'])('%s has no rule', (path) => {
    expect(matchRouteRule(rules, path)).toBeNull();
  });

  it('keeps a trailing slash when the rules say so', () => {
    expect(matchRouteRule({ ...rules, trailingSlash: 'keep' }, '/pricing/')).toBeNull();
  });

  const origin = 'https://site.example';
  const staysOnSite = (target: string | null) =>
    target === null || new URL(target, `${origin}/`).origin === origin;

  it.each(OFF_SITE_PATHS)('%s redirects, if at all, to a path on the site', (path) => {
    const target = matchRouteRule(rules, path);
    expect(staysOnSite(target), String(target)).toBe(true);
    if (target !== null) expect(target).toMatch(/^\/(?![/\\])/);
  });

  it('collapses leading slashes and backslashes, and resolves dot segments', () => {
    expect(matchRouteRule(rules, '//evil.com/')).toBe('/evil.com');
    expect(matchRouteRule(rules, '/\\evil.com/')).toBe('/evil.com');
    expect(matchRouteRule(rules, '/.//evil.com/')).toBe('/evil.com');
    expect(matchRouteRule({ ...rules, trailingSlash: 'keep' }, '//pricing')).toBe('/pricing');
  });

  it('refuses what only decoding shows to be another host: no redirect', () => {
    expect(matchRouteRule(rules, '/%2F/evil.com/')).toBeNull();
    expect(matchRouteRule(rules, '/%5Cevil.com/')).toBeNull();
    expect(matchRouteRule(rules, '/%09/evil.com/')).toBeNull();
  });

  it("keeps a wildcard's absolute target on the origin its rule names", () => {
    const wide: RouteRules = {
      trailingSlash: 'keep',
      redirects: [
        { from: '/help/**', to: 'https://docs.example.com/**' },
        { from: '/go/**', to: '/guides/**' },
      ],
    };
    expect(matchRouteRule(wide, '/help/a')).toBe('https://docs.example.com/a');
    expect(matchRouteRule(wide, '/help//evil.com')).toBe('https://docs.example.com//evil.com');
    expect(matchRouteRule(wide, '/go//evil.com')).toBe('/guides//evil.com');
    expect(staysOnSite(matchRouteRule(wide, '/go/..//evil.com'))).toBe(true);
  });

  it('carries the query to targets on the site only', () => {
    expect(withSearch('/eCommerce', '?ref=ad')).toBe('/eCommerce?ref=ad');
    expect(withSearch('/eCommerce?a=1', '?b=2')).toBe('/eCommerce?a=1&b=2');
    expect(withSearch('https://docs.example.com', '?ref=ad')).toBe('https://docs.example.com');
  });
});

describe("the site's rules", () => {
  const site = siteRouteRules();

  it('never shadow a page, and every target on the site is a page', () => {
    for (const rule of site.redirects) {
      if (!rule.from.endsWith('/**')) expect(resolveRoute(rule.from).kind, rule.from).toBe('error');
      if (rule.to.startsWith('/') && !rule.to.endsWith('/**'))
        expect(resolveRoute(rule.to).kind, rule.to).toBe('page');
    }
  });

  it.each([
    ['/ecommerce', '/eCommerce'],
    ['/roi-calculator', '/RoiCalculator'],
    ['/professional-services', '/professionalServices'],
    ['/inventory', '/inventory-management'],
    ['/training', '/module-training'],
    ['/ecommerce/', '/eCommerce'],
    ['/industries/healthcare', '/customer/healthcare'],
  ])('%s -> %s', (path, target) => {
    expect(matchRouteRule(site, path)).toBe(target);
  });

  it('sends /docs to the documentation, off the site', () => {
    expect(matchRouteRule(site, '/docs')).toMatch(/^https:\/\//);
  });
});
