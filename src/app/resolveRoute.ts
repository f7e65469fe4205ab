import { DEFAULT_REJECT_STATUS, rejectMessage } from '@machines/routeMiddleware';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { errorTitle } from '@/components/ErrorPage';
import { routes } from './routes';
import type { PageMeta, RouteDef, RouteParams } from './routeTypes';

export type Resolution =
  | { kind: 'page'; route: RouteDef; params: RouteParams; meta: PageMeta }
  | { kind: 'error'; status: number; message: string; meta: PageMeta };

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
 * What a path shows: its page, or the error page. SPEC 2/5: no match is "Page not found: {path}" (404);
 * a route that rejects the path is "Page Not Found: {path}" with 404.
 */
export function resolveRoute(path: string, parser: Parser = routeParser): Resolution {
  for (const route of routes) {
    const [matches, rawParams] = matchRoute(parser, route.path, path);
    if (!matches) continue;
    const params = (rawParams ?? {}) as RouteParams;
    const verdict = route.validate ? route.validate(params) : true;
    if (verdict !== true) {
      const rejection = verdict === false ? {} : verdict;
      return rejected(rejection.status ?? DEFAULT_REJECT_STATUS, rejection.message ?? rejectMessage(path));
    }
    const meta = typeof route.meta === 'function' ? route.meta(params) : route.meta;
    return { kind: 'page', route, params, meta };
  }
  return notFound(`Page not found: ${path}`);
}

function notFound(message: string): Resolution {
  return rejected(404, message);
}

/** The error page's resolution for a status and message (also what the route middleware decided). */
export function rejected(status: number, message: string): Resolution {
  return { kind: 'error', status, message, meta: { title: errorTitle(status), description: message } };
}

export function documentTitle(meta: PageMeta, path: string): string {
  return path === '/' ? meta.title : `${meta.title} | Aden`;
}
