import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const routesFile = z.object({ dynamic: z.array(z.string().startsWith('/')) });

export type RoutePattern = string[];

/** The dynamic routes of the built site (`routes.json`); `:name` matches one non-empty segment. */
export function readDynamicRoutes(siteDir: string): RoutePattern[] {
  const file = path.join(siteDir, 'routes.json');
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const parsed = routesFile.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`${file} is not {"dynamic": ["/path/:param", ...]}`);
  return parsed.data.dynamic.map(splitPath);
}

export function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

export function matchesDynamicRoute(routes: RoutePattern[], segments: string[]): boolean {
  return routes.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
}
