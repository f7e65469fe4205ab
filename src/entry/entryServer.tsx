import { CacheProvider } from '@emotion/react';
import { prerender } from 'react-dom/static';
import { App } from '@/app/App';
import { createAppActors } from '@/app/appFlows';
import { loadErrorPage } from '@/app/ErrorView';
import { setEmbeddedPageData } from '@/app/embeddedPageData';
import { resolveRoute } from '@/app/resolveRoute';
import { loadRoute } from '@/app/routeModules';
import { routes } from '@/app/router';
import { siteRouteRules } from '@/app/siteRedirects';
import { SECURITY_TXT_LIFETIME_DAYS, vulnerabilityReports } from '@/content/facts/trust';
import {
  categoryGlyph,
  checkInternalLinks,
  drawnCovers,
  drawnFragments,
  loadContent,
  PARTNER_MARKS_FILE,
  partnerIconOf,
  partnerMarksSvg,
  productScreens,
} from '@/content/siteContent';
import { config } from '@/lib/config/siteConfig';
import { payloadUrl } from '@/lib/http/fetchBuildFiles';
import { routes as routeTable, VULNERABILITY_SECTION_ID } from '@/lib/routing/paths';
import { prerenderedPages, sitemapDates } from '@/pages/prerenderedPages';
import { criticalStyles, styleTags, withComposedStyles } from '@/site/composedStyles';
import { robotsTxt, rssXml, securityTxt, sitemapXml } from '@/site/crawlerFiles';
import { brandColours } from '@/theme/brandColours';
import { createSiteStyleCache } from '@/theme/siteStyleCache';

export interface PrerenderedPage {
  status: number;
  /** what goes in the head: the page's metadata (title, description, canonical, Open Graph) and CSS */
  head: string;
  html: string;
  /** the page's component, so the build can find the page's own chunk (its scripts start early) */
  component?: unknown;
  /** the page's payload, for `{path}/_payload.json`; undefined for pages without data */
  payload: unknown;
  /** where the page's loader fetches its payload from once the page is painted (scripts/build/pageScripts.ts) */
  payloadUrl: string | undefined;
  /** the page's title and description, for its Open Graph image */
  title: string;
  description: string;
}

const content = loadContent();
const pagesByRoute = prerenderedPages(content);
const pages = [...pagesByRoute.values()].flat();
const payloads = new Map(pages.map((page) => [page.path, page.payload]));

/**
 * The paths to prerender: the pages of every prerendered route (src/pages/prerenderedPages.ts), each with
 * its payload. A page that its own route does not show fails the build.
 */
export function prerenderPaths(): string[] {
  for (const [name, routePages] of pagesByRoute)
    for (const { path } of routePages) {
      const resolution = resolveRoute(path);
      if (resolution.kind !== 'page' || resolution.route.name !== name)
        throw new Error(`The route ${routeTable[name].path} has a page ${path} that it does not show`);
    }
  const sorted = [...payloads.keys()].sort();
  checkInternalLinks(content, sorted);
  return sorted;
}

/**
 * The route patterns, for the server (`routes.json`). `dynamic`: routes whose pages are not all known
 * at build time (an employee, an online form), answered with the app shell. `prerendered`: routes
 * with data, every page of which is prerendered: an unknown one (`/blog/nope`) gets the 404 page
 * with the route's rejection, as the browser then shows it.
 */
export function routePatterns(): { dynamic: string[]; prerendered: string[] } {
  const patterns = (data: boolean) =>
    routes.filter((route) => route.data === data).map((route) => route.path);
  return { dynamic: patterns(false), prerendered: patterns(true) };
}

// React hoists the document metadata a page declares (<title>, <meta>, <link>) to the front of its
// HTML when rendering without <html>; the build moves it into the head.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

const attribute = (html: string, pattern: RegExp) =>
  (pattern.exec(html)?.[1] ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The app-wide actors the prerender renders with, never started: every page shows them at rest. */
const prerenderActors = createAppActors();

/** Renders one path to HTML with its metadata and critical CSS; its payload goes beside it, not in it. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const resolution = resolveRoute(path);
  const payload = resolution.kind === 'page' && resolution.route.data ? payloads.get(path) : undefined;
  const missing = resolution.kind === 'page' && resolution.route.data && payload === undefined;
  const component = resolution.kind === 'page' ? await loadRoute(resolution.route) : undefined;
  // Rendered at once, as start-up does before hydrating: no boundary of its own in the HTML.
  if (resolution.kind === 'error' || missing) await loadErrorPage();
  setEmbeddedPageData(payload === undefined ? null : { path, data: payload });

  const cache = createSiteStyleCache();
  // compat: collect styles in the cache instead of inlining <style> tags next to elements.
  cache.compat = true;

  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <App actors={prerenderActors} ssrPath={path} />
    </CacheProvider>,
    // Never outline a large page: React moves a Suspense boundary bigger than this (12,800 bytes by
    // default) into a hidden <div> that an inline script reveals, so the page would be blank without
    // JavaScript. A static page has nothing to stream.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const rendered = await new Response(prelude).text();
  setEmbeddedPageData(null);
  const metadata = HOISTED.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(metadata.length);
  const styles = styleTags(withComposedStyles(criticalStyles(body, cache), cache));

  const status = resolution.kind === 'error' ? resolution.status : missing ? 404 : 200;
  return {
    status,
    head: [metadata, styles].filter(Boolean).join('\n    '),
    html: body,
    payload,
    payloadUrl: payload === undefined ? undefined : payloadUrl(path, config.buildId),
    title: attribute(metadata, /<meta property="og:title" content="([^"]*)"/),
    description: attribute(metadata, /<meta name="description" content="([^"]*)"/),
    component,
  };
}

/**
 * The static files that name the site's own URL: sitemap.xml, robots.txt, the blog's RSS feed and
 * /.well-known/security.txt, which expires a fixed time after `now`, the build.
 */
export function siteFiles(now: Date): { sitemap: string; robots: string; rss: string; security: string } {
  return {
    security: securityTxt(
      config.siteUrl,
      {
        email: vulnerabilityReports.email,
        preferredLanguages: vulnerabilityReports.preferredLanguages,
        policyPath: `${routeTable.security.path}#${VULNERABILITY_SECTION_ID}`,
        lifetimeDays: SECURITY_TXT_LIFETIME_DAYS,
      },
      now,
    ),
    sitemap: sitemapXml(config.siteUrl, sitemapDates(pagesByRoute)),
    robots: robotsTxt(config.siteUrl),
    rss: rssXml(
      config.siteUrl,
      { title: content.blogPage.rssTitle, description: content.blogPage.rssDescription },
      content.posts.map((post) => ({
        path: post.path,
        title: post.title,
        description: post.description,
        date: post.date,
        author: post.authorProfile.name,
        tags: post.tags,
      })),
    ),
  };
}

/** The product pictures the pages show, for the build to draw (scripts/generators/pictures). */
export const pictureScreens = () => productScreens(content);

/** The fragments of the product the feature rows and integration-process heroes show, to draw. */
export const pictureFragments = () => drawnFragments(content);

/** The posts' covers, fragments of the product each post is about (src/content/blogCovers.ts), to draw. */
export const pictureCovers = () => drawnCovers(content.posts);

/** A partner without an icon of its own shows its category's glyph in the secondary text colour. */
const GLYPH_HEX = brandColours.text.slice(1);

/** The file of the partners' icons the integration pages show (src/content/partnerMarks.ts), by path. */
export const partnerMarkFiles = () => {
  const icons = content.integrations.map(
    (integration) => partnerIconOf(integration) ?? categoryGlyph(integration.category, GLYPH_HEX),
  );
  const unique = [...new Map(icons.map((icon) => [icon.slug, icon])).values()];
  return new Map([[PARTNER_MARKS_FILE, partnerMarksSvg(unique)]]);
};

/** The route rules for the build manifest (redirects the middleware and the server both apply). */
export const routeRules = siteRouteRules;
