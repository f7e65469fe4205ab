import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { App } from './app/App';
import { documentTitle, resolveRoute } from './app/resolveRoute';
import { loadRoute } from './app/routeModules';
import { routes } from './app/routes';
import { robotsTxt, sitemapXml } from './app/sitemap';
import { config } from './lib/config';

export interface PrerenderedPage {
  status: number;
  head: string;
  html: string;
  /** the page's component, so the build can find the page's own chunk (its scripts start early) */
  component?: unknown;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The paths to prerender: every route without parameters, plus the known pages of routes with them. */
export function prerenderPaths(): string[] {
  return routes.flatMap((route) => (route.path.includes(':') ? (route.staticPaths?.() ?? []) : [route.path]));
}

/**
 * Patterns of the routes with parameters whose pages are not all known at build time (an employee, an
 * online form): the server answers them with the app shell. Routes whose every page is prerendered
 * (blog posts, processes, integrations) are left out, so an unknown one gets the 404 page and status.
 */
export function dynamicRoutePatterns(): string[] {
  return routes.filter((route) => route.path.includes(':') && !route.staticPaths).map((route) => route.path);
}

/** Renders one path to HTML with its critical CSS, title and description, for the build's prerender step. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const resolution = resolveRoute(path);
  const component = resolution.kind === 'page' ? await loadRoute(resolution.route) : undefined;

  const cache = createCache({ key: 'css' });
  // compat: collect styles in the cache instead of inlining <style> tags next to elements.
  cache.compat = true;
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);

  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <App ssrPath={path} />
    </CacheProvider>,
    // Never outline a large page: React moves a Suspense boundary bigger than this (12,800 bytes by
    // default) into a hidden <div> that an inline script reveals, so the page would be blank without
    // JavaScript. A static page has nothing to stream.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));

  const { meta } = resolution;
  const canonical = `${config.siteUrl}${path === '/' ? '' : path}`;
  const head = [
    `<title>${escapeHtml(documentTitle(meta, path))}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    resolution.kind === 'page' ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    styles,
  ]
    .filter(Boolean)
    .join('\n    ');

  return { status: resolution.kind === 'page' ? 200 : resolution.status, head, html, component };
}

/** The static files that name the site's own URL. */
export function siteFiles(paths: readonly string[], lastmod: string): { sitemap: string; robots: string } {
  return { sitemap: sitemapXml(config.siteUrl, paths, lastmod), robots: robotsTxt(config.siteUrl) };
}
