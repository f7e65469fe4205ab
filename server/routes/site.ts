import { readFile } from 'node:fs/promises';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../auth/session';
import { simplePage } from '../http/html';
import { contentSecurityPolicy } from '../http/securityHeaders';
import { deployedRouteRules, redirectFor } from '../site/redirects';
import { matchesDynamicRoute, readDynamicRoutes, splitPath } from '../site/routeTable';
import { cacheControl, contentType, etagOf, findFile, inlineScriptHashes } from '../site/staticFile';

type Found = NonNullable<Awaited<ReturnType<typeof findFile>>>;

/** Decoded path segments, or undefined for paths that try to climb out or are not valid UTF-8. */
function safeSegments(pathname: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const segments = splitPath(decoded);
  if (
    segments.some(
      (segment) => segment === '..' || segment === '.' || segment.includes('\\') || segment.includes('\0'),
    )
  ) {
    return undefined;
  }
  return segments;
}

/**
 * Serves the built site (DESIGN.md section 6): prerendered pages, the app shell for dynamic
 * routes, the 404 page with status 404, static files with their cache rules.
 */
export function siteRoutes(siteDir: string) {
  const dynamicRoutes = readDynamicRoutes(siteDir);
  const routeRules = deployedRouteRules(siteDir);
  const hashCache = new Map<string, { mtimeMs: number; hashes: string[] }>();
  const routes = new Hono<AppEnv>();

  async function send(c: Context, found: Found, relativePath: string, status: 200 | 404 = 200) {
    const etag = etagOf(found);
    c.header('Cache-Control', cacheControl(relativePath));
    c.header('Content-Type', contentType(found.file));
    c.header('ETag', etag);
    // Compression turns the ETag weak (W/"…"), so a revalidation may send it back in that form.
    const known = (c.req.header('If-None-Match') ?? '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (status === 200 && known.includes(etag)) return c.body(null, 304);
    const content = await readFile(found.file);
    if (found.file.endsWith('.html')) {
      let cached = hashCache.get(found.file);
      if (!cached || cached.mtimeMs !== found.mtimeMs) {
        cached = { mtimeMs: found.mtimeMs, hashes: inlineScriptHashes(content.toString('utf8')) };
        hashCache.set(found.file, cached);
      }
      c.header('Content-Security-Policy', contentSecurityPolicy(cached.hashes));
    }
    return c.body(content, status);
  }

  async function notFound(c: Context) {
    const page = await findFile(siteDir, '404.html');
    if (page) return send(c, page, '404.html', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(simplePage('Page Not Found', '<h1>Page Not Found</h1><p><a href="/">Home</a></p>'), 404);
  }

  routes.get('*', async (c) => {
    // The raw path: Hono's c.req.path is already partly decoded.
    const url = new URL(c.req.url);
    const segments = safeSegments(url.pathname);
    if (!segments) return notFound(c);
    const relative = segments.join('/');
    // A file as named (/robots.txt, /assets/app-1a2b.js, /pricing/index.html) ...
    const file = relative === '' ? undefined : await findFile(siteDir, relative);
    if (file) return send(c, file, relative);
    // ... else a route rule of the deployed build: 301, as the browser's route middleware would ...
    const redirect = redirectFor(routeRules(), url.pathname, url.search);
    if (redirect) {
      c.header('Cache-Control', 'no-cache');
      return c.redirect(redirect, 301);
    }
    // ... else the prerendered page of the route, with or without a trailing slash ...
    const pagePath = relative === '' ? 'index.html' : `${relative}/index.html`;
    const page = await findFile(siteDir, pagePath);
    if (page) return send(c, page, pagePath);
    // ... else the app shell when a dynamic route matches.
    if (matchesDynamicRoute(dynamicRoutes, segments)) {
      const shell = await findFile(siteDir, '200.html');
      if (shell) return send(c, shell, '200.html');
    }
    return notFound(c);
  });

  return routes;
}
