import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { routes } from './routes';
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
    if (matches) return { kind: 'page', route, params: (rawParams ?? {}) as RouteParams };
  }
  return { kind: 'error', status: 404, message: notFoundMessage(path) };
}

export const notFoundMessage = (path: string) => `Page not found: ${path}`;
/** SPEC 5: a route that rejects its parameters. */
export const rejectedMessage = (path: string) => `Page Not Found: ${path}`;
