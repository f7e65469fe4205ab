import { type Context, Hono } from 'hono';
import type { AppEnv } from '../auth/sessionAuth.ts';
import { simplePage } from '../http/html.ts';
import { contentSecurityPolicy } from '../http/securityHeaders.ts';
import { notFoundPageFor } from '../site/notFoundPage.ts';
import { deployedRouteRules, redirectFor } from '../site/redirects.ts';
import { matchesRoute, readRoutePatterns, splitPath } from '../site/routeTable.ts';
import { etagFor, loadSiteFiles, pickEncoding, type SiteFile } from '../site/siteFiles.ts';
import { inlineScriptHashes } from '../site/staticFile.ts';

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
 * Serves the built site (DESIGN.md section 6) from memory: prerendered pages, the app shell for
 * dynamic routes, the 404 page with status 404, static files with their cache rules, each in
 * the best encoding the client accepts.
 */
export function siteRoutes(siteDir: string) {
  const routePatterns = readRoutePatterns(siteDir);
  const everyRoute = [...routePatterns.dynamic, ...routePatterns.prerendered];
  const files = loadSiteFiles(siteDir);
  const routeRules = deployedRouteRules(siteDir);
  const routes = new Hono<AppEnv>();

  function send(c: Context, file: SiteFile, status: 200 | 404 = 200) {
    c.header('Cache-Control', file.cacheControl);
    c.header('Content-Type', file.type);
    const encoding = pickEncoding(file, c.req.header('Accept-Encoding'));
    const etag = etagFor(file, encoding);
    c.header('ETag', etag);
    if (file.gzip || file.brotli) c.header('Vary', 'Accept-Encoding');
    if (file.scriptHashes) c.header('Content-Security-Policy', contentSecurityPolicy(file.scriptHashes));
    // A weak form (W/"…") of our tag may come back from a cache that recompressed the answer.
    const known = (c.req.header('If-None-Match') ?? '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (status === 200 && known.includes(etag)) return c.body(null, 304);
    if (encoding) c.header('Content-Encoding', encoding);
    const body = encoding === 'br' ? file.brotli : encoding === 'gzip' ? file.gzip : file.body;
    // A view of the bytes held in memory, not a copy: an answer queued behind others costs nothing.
    const bytes = body ?? file.body;
    // Said outright, so a HEAD answer carries it too (it has no body to measure).
    c.header('Content-Length', String(bytes.byteLength));
    return c.body(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), status);
  }

  function notFound(c: Context, requestedPath: string, routeMatches: boolean) {
    const page = files.get('404.html');
    if (page) {
      // Filled for each path, so sent as it is: the compression step compresses it like an API answer.
      const filled = notFoundPageFor(page.body.toString('utf8'), requestedPath, routeMatches);
      const html = Buffer.from(filled);
      c.header('Cache-Control', page.cacheControl);
      c.header('Content-Type', page.type);
      // Hashed afresh: should the message ever sit in an inline script, that script still runs.
      c.header('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(filled)));
      c.header('Content-Length', String(html.byteLength));
      return c.body(new Uint8Array(html.buffer, html.byteOffset, html.byteLength), 404);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(simplePage('Page Not Found', '<h1>Page Not Found</h1><p><a href="/">Home</a></p>'), 404);
  }

  routes.get('*', (c) => {
    // The raw path: Hono's c.req.path is already partly decoded.
    const url = new URL(c.req.url);
    const segments = safeSegments(url.pathname);
    if (!segments) return notFound(c, url.pathname, false);
    const relative = segments.join('/');
    // A file as named (/robots.txt, /assets/app-1a2b.js, /pricing/index.html) ...
    const file = relative === '' ? undefined : files.get(relative);
    if (file) return send(c, file);
    // ... else a route rule of the deployed build: 301, as the browser's route middleware would ...
    const redirect = redirectFor(routeRules(), url.pathname, url.search);
    if (redirect) {
      c.header('Cache-Control', 'no-cache');
      return c.redirect(redirect, 301);
    }
    // ... else the prerendered page of the route, with or without a trailing slash ...
    const page = files.get(relative === '' ? 'index.html' : `${relative}/index.html`);
    if (page) return send(c, page);
    // ... else the app shell when a dynamic route matches.
    const shell = files.get('200.html');
    if (shell && matchesRoute(routePatterns.dynamic, segments)) return send(c, shell);
    return notFound(c, url.pathname, matchesRoute(everyRoute, segments));
  });

  return routes;
}
