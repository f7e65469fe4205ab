import { notFoundMessage, rejectMessage } from '@contract/messages';
import { DEFAULT_REJECT_STATUS } from '@machines/routeMiddleware';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { routes } from './router';
import type { RouteDef, RouteParams } from './routeTypes';

export type Resolution =
  | { kind: 'page'; route: RouteDef; params: RouteParams }
  | { kind: 'error'; status: number; message: string };

type Parser = Parameters<typeof matchRoute>[0];

/**
 * The path-pattern parser the router, the prerenderer and the server share: wouter's default, made
 * case-sensitive so that /eCommerce is one page and /ecommerce is a 404, as the server sees it too.
 */
export const routeParser: Parser = (route, loose) => {
  const { keys, pattern } = parse(route, loose);
  return { keys, pattern: new RegExp(pattern.source) };
};

/**
 * What a path shows: its page, or the error page. SPEC 2: no match is "Page not found: {path}" (404).
 * a route that rejects the path (an unknown blog slug) is "Page Not Found: {path}" with 404; should a
 * payload still be missing, the page-data flow shows the same.
 */
export function resolveRoute(path: string, parser: Parser = routeParser): Resolution {
  for (const route of routes) {
    const [matches, rawParams] = matchRoute(parser, route.path, path);
    if (!matches) continue;
    const params = (rawParams ?? {}) as RouteParams;
    // SPEC 5: a route may reject its parameters, with a status of its own (default 404).
    const verdict = route.validate ? route.validate(params) : true;
    if (verdict === true) return { kind: 'page', route, params };
    const rejection = verdict === false ? {} : verdict;
    return rejected(rejection.status ?? DEFAULT_REJECT_STATUS, rejection.message ?? rejectMessage(path));
  }
  return rejected(404, notFoundMessage(path));
}

/** The error page's resolution for a status and message (also what the route middleware decided). */
export function rejected(status: number, message: string): Resolution {
  return { kind: 'error', status, message };
}
