import type { RouteRule, RouteRules } from './buildFiles';

// The route rules of the build manifest (SPEC 4 'Route change', 7 'GET builds/meta/{buildId}.json'):
// old and alternative paths that redirect to a page of the site or to an absolute URL. The client's
// route middleware and the reference server read the same manifest and match with this one function,
// so a shared old link lands on the same page with JavaScript on (client-side) or off (301).
// The manifest's schemas are in buildFiles.ts: this module runs in the browser at start, without zod.

export type { BuildManifest, LatestBuild, RouteRule, RouteRules } from './buildFiles';

export const NO_ROUTE_RULES: RouteRules = { redirects: [], trailingSlash: 'keep' };

/** The most redirects one navigation may follow; more is a loop in the rules. */
export const MAX_REDIRECTS = 5;

export const isAbsoluteUrl = (target: string): boolean => /^[a-z][a-z\d+.-]*:\/\//i.test(target);

const WILDCARD = '/**';

function targetOf(rule: RouteRule, path: string): string | undefined {
  if (rule.from.endsWith(WILDCARD)) {
    const prefix = rule.from.slice(0, -WILDCARD.length);
    if (path !== prefix && !path.startsWith(`${prefix}/`)) return undefined;
    const rest = path.slice(prefix.length);
    return rule.to.endsWith(WILDCARD) ? `${rule.to.slice(0, -WILDCARD.length)}${rest}` : rule.to;
  }
  return rule.from === path ? rule.to : undefined;
}

/**
 * Where a path redirects to, or null. `path` is a pathname (no query); an exact rule wins over a
 * wildcard, the first rule of a kind wins, and a trailing slash is stripped first when the rules say
 * so (/ecommerce/ goes straight to /eCommerce). A target on this site keeps the request's query.
 */
export function matchRouteRule(rules: RouteRules, path: string): string | null {
  const stripped =
    rules.trailingSlash === 'strip' && path.length > 1 && path.endsWith('/')
      ? path.replace(/\/+$/, '') || '/'
      : path;
  const exact = rules.redirects.find((rule) => !rule.from.endsWith(WILDCARD) && rule.from === stripped);
  const target =
    (exact ? exact.to : undefined) ??
    rules.redirects.map((rule) => targetOf(rule, stripped)).find((found) => found !== undefined);
  if (target !== undefined && target !== stripped) return target;
  return stripped !== path ? stripped : null;
}

/** A redirect target with the request's query string carried over (not onto absolute URLs). */
export function withSearch(target: string, search: string): string {
  if (!search || search === '?' || isAbsoluteUrl(target)) return target;
  return target.includes('?')
    ? `${target}&${search.replace(/^\?/, '')}`
    : `${target}${search.startsWith('?') ? search : `?${search}`}`;
}
