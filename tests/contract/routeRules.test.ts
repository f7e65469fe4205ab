import { describe, expect, it } from 'vitest';
import {
  collapseLeadingSlashes,
  isAbsoluteUrl,
  matchRouteRule,
  type RouteRules,
  sitePath,
  withSearch,
} from '../../contract/routeRules';

// The one matcher of the route rules, shared by the route middleware and the reference server: its
// rules for wildcards, order, trailing slashes and targets that would leave the site. The site's own
// rules are checked in tests/src/app/routeRules.test.ts.

const rules = (redirects: RouteRules['redirects'], trailingSlash: RouteRules['trailingSlash'] = 'keep') => ({
  redirects,
  trailingSlash,
});

describe('isAbsoluteUrl', () => {
  it('knows a URL by its scheme and //, whatever the scheme', () => {
    expect(isAbsoluteUrl('https://docs.example.com/a')).toBe(true);
    expect(isAbsoluteUrl('s3://bucket/key')).toBe(true);
    expect(isAbsoluteUrl('/pricing')).toBe(false);
    expect(isAbsoluteUrl('mailto:sales@example.com')).toBe(false);
    expect(isAbsoluteUrl('/go?to=https://elsewhere.example')).toBe(false);
  });
});

describe('collapseLeadingSlashes', () => {
  it('collapses only the leading run of slashes and backslashes', () => {
    expect(collapseLeadingSlashes('//evil.com/a')).toBe('/evil.com/a');
    expect(collapseLeadingSlashes('/\\evil.com')).toBe('/evil.com');
    expect(collapseLeadingSlashes('/a//b')).toBe('/a//b');
  });
});

describe('sitePath', () => {
  it('keeps a path on the site with its query and hash', () => {
    expect(sitePath('/a//b?x=1#top')).toBe('/a//b?x=1#top');
    expect(sitePath('/blog/../pricing')).toBe('/pricing');
  });

  it('refuses what decoding shows to lead off the site or to hold control characters', () => {
    expect(sitePath('/%2F%2Fevil.com/')).toBeNull();
    expect(sitePath('/%5C%5Cevil.com/')).toBeNull();
    expect(sitePath('/a%0Ab')).toBeNull();
  });

  it('refuses what cannot be decoded or read as an address, and another origin', () => {
    expect(sitePath('/%E0%A4%A')).toBeNull();
    expect(sitePath('http://[::1')).toBeNull();
    expect(sitePath('https://elsewhere.example/a')).toBeNull();
  });
});

describe('matchRouteRule', () => {
  it('maps a wildcard prefix with its rest, or to one target, and only below the prefix', () => {
    const wildcard = rules([
      { from: '/guides/**', to: '/blog/**' },
      { from: '/old/**', to: '/new' },
    ]);
    expect(matchRouteRule(wildcard, '/guides')).toBe('/blog');
    expect(matchRouteRule(wildcard, '/guides/a/b')).toBe('/blog/a/b');
    expect(matchRouteRule(wildcard, '/guidesx')).toBeNull();
    expect(matchRouteRule(wildcard, '/old/anything')).toBe('/new');
  });

  it('keeps a wildcard rest on the origin its rule names', () => {
    const docs = rules([{ from: '/docs/**', to: 'https://docs.example.com/**' }]);
    expect(matchRouteRule(docs, '/docs/api')).toBe('https://docs.example.com/api');
    const open = rules([{ from: '/out/**', to: 'https://**' }]);
    expect(matchRouteRule(open, '/out/evil.com/x')).toBeNull();
    const broken = rules([{ from: '/bad', to: 'https://[bad' }]);
    expect(matchRouteRule(broken, '/bad')).toBeNull();
  });

  it('prefers an exact rule to a wildcard listed before it, and the first wildcard that applies', () => {
    const both = rules([
      { from: '/shop/**', to: '/store/**' },
      { from: '/shop/sale', to: '/offers' },
      { from: '/shop/sale/**', to: '/never' },
    ]);
    expect(matchRouteRule(both, '/shop/sale')).toBe('/offers');
    expect(matchRouteRule(both, '/shop/sale/today')).toBe('/store/sale/today');
    const second = rules([
      { from: '/a/**', to: '/x/**' },
      { from: '/b/**', to: '/y/**' },
    ]);
    expect(matchRouteRule(second, '/b/c')).toBe('/y/c');
  });

  it('strips trailing slashes only when the rules say so, keeping the root', () => {
    const exact = [{ from: '/pricing', to: '/plans' }];
    expect(matchRouteRule(rules(exact, 'strip'), '/pricing//')).toBe('/plans');
    expect(matchRouteRule(rules([], 'strip'), '/pricing/')).toBe('/pricing');
    expect(matchRouteRule(rules([], 'strip'), '/')).toBeNull();
    expect(matchRouteRule(rules(exact, 'keep'), '/pricing/')).toBeNull();
  });

  it('applies a rule without a wildcard to its own path only', () => {
    const exact = rules([{ from: '/abcd', to: '/help' }]);
    expect(matchRouteRule(exact, '/abcd')).toBe('/help');
    expect(matchRouteRule(exact, '/a/b')).toBeNull();
  });

  it('is no redirect when the rule leads where the path already is', () => {
    expect(matchRouteRule(rules([{ from: '/same', to: '/same' }]), '/same')).toBeNull();
  });
});

describe('withSearch', () => {
  it("carries the request's query onto a path on the site", () => {
    expect(withSearch('/plans', '?ref=ad')).toBe('/plans?ref=ad');
    expect(withSearch('/plans', 'ref=ad')).toBe('/plans?ref=ad');
    expect(withSearch('/plans?tab=team', '?ref=ad')).toBe('/plans?tab=team&ref=ad');
    expect(withSearch('/plans?tab=team', 'q=a?b')).toBe('/plans?tab=team&q=a?b');
  });

  it('adds nothing for an empty query, nor to an absolute URL', () => {
    expect(withSearch('/plans', '')).toBe('/plans');
    expect(withSearch('/plans', '?')).toBe('/plans');
    expect(withSearch('https://docs.example.com/a', '?ref=ad')).toBe('https://docs.example.com/a');
  });
});
