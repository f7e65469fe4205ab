import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const patterns = z.array(z.string().startsWith('/'));
const routesFile = z.object({ dynamic: patterns, prerendered: patterns.default([]) });

export type RoutePattern = string[];

/**
 * The route patterns of the built site (`routes.json`): `dynamic` ones are answered with the app shell,
 * `prerendered` ones have a page for every path they know. `:name` matches one non-empty segment.
 */
export function readRoutePatterns(siteDir: string): { dynamic: RoutePattern[]; prerendered: RoutePattern[] } {
  const file = path.join(siteDir, 'routes.json');
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    return { dynamic: [], prerendered: [] };
  }
  const parsed = routesFile.safeParse(JSON.parse(raw));
  if (!parsed.success)
    throw new Error(
      `${file} is not {"dynamic": ["/path/:param", ...], "prerendered": ["/path/:param", ...]}`,
    );
  return { dynamic: parsed.data.dynamic.map(splitPath), prerendered: parsed.data.prerendered.map(splitPath) };
}

export function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

export function matchesRoute(routes: RoutePattern[], segments: string[]): boolean {
  return routes.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
}
