import type { RouteRule, RouteRules } from './buildFiles.ts';

// The route rules of the build manifest (SPEC 4 'Route change', 7 'GET builds/meta/{buildId}.json'):
// old and alternative paths that redirect to a page of the site or to an absolute URL. The client's
// route middleware and the reference server read the same manifest and match with this one function,
// so a shared old link lands on the same page with JavaScript on (client-side) or off (301).
// The manifest's schemas are in buildFiles.ts: this module runs in the browser at start, without zod.

export type { BuildManifest, LatestBuild, RouteRule, RouteRules } from './buildFiles.ts';

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

const SITE = 'http://site.invalid';

/** One slash for a leading run of slashes and backslashes: to a browser `//host` and `/\\host` are another host. */
export const collapseLeadingSlashes = (href: string): string => href.replace(/^[/\\]+/, '/');

/**
 * `target` as a path on this site (with its query and hash), or null when it cannot be one. Leading
 * slashes and backslashes collapse to one; the decision is made on the percent-decoded text (an
 * encoded slash, backslash or control character that would lead off the site is refused); then the
 * target is resolved against a placeholder origin, which must not change, and its dot segments are
 * gone (`/.//host` resolves to `//host`, collapsed again).
 */
export function sitePath(target: string): string | null {
  const collapsed = collapseLeadingSlashes(target);
  let decoded: string;
  try {
    decoded = decodeURIComponent(collapsed);
  } catch {
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/^[/\\]{2}/.test(decoded) || /[\u0000-\u001f\u007f]/.test(decoded)) return null;
  let url: URL;
  try {
    url = new URL(collapsed, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  return `${collapseLeadingSlashes(url.pathname)}${url.search}${url.hash}`;
}

/** An absolute target stays on the origin its rule names (a wildcard's rest cannot move it). */
function allowedAbsolute(target: string, ruleTo: string): string | null {
  try {
    return new URL(target).origin === new URL(ruleTo).origin ? target : null;
  } catch {
    return null;
  }
}

/**
 * Where a path redirects to, or null. `path` is a pathname (no query); an exact rule wins over a
 * wildcard, the first rule of a kind wins, and a trailing slash is stripped first when the rules say
 * so (/ecommerce/ goes straight to /eCommerce). A target is a path on this site (see sitePath) or an
 * absolute URL on the origin of the rule that names it; anything else is no redirect.
 */
export function matchRouteRule(rules: RouteRules, path: string): string | null {
  const stripped =
    rules.trailingSlash === 'strip' && path.length > 1 && path.endsWith('/')
      ? path.replace(/\/+$/, '') || '/'
      : path;
  const exact = rules.redirects.find((rule) => !rule.from.endsWith(WILDCARD) && rule.from === stripped);
  const matched: { rule: RouteRule; target: string } | undefined = exact
    ? { rule: exact, target: exact.to }
    : rules.redirects
        .map((rule) => ({ rule, target: targetOf(rule, stripped) }))
        .find((found): found is { rule: RouteRule; target: string } => found.target !== undefined);
  const target = matched && matched.target !== stripped ? matched.target : stripped;
  const safe = isAbsoluteUrl(target) ? matched && allowedAbsolute(target, matched.rule.to) : sitePath(target);
  return safe && safe !== path ? safe : null;
}

/** A redirect target with the request's query string carried over (not onto absolute URLs). */
export function withSearch(target: string, search: string): string {
  if (!search || search === '?' || isAbsoluteUrl(target)) return target;
  return target.includes('?')
    ? `${target}&${search.replace(/^\?/, '')}`
    : `${target}${search.startsWith('?') ? search : `?${search}`}`;
}
