// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../../src/app/resolveRoute';
import { loadContent } from '../../../src/content/siteContent';
import { footerGroups, legalLinks } from '../../../src/features/footer/footerLinks';
import { menuItems } from '../../../src/features/header/menuItems';
import { pricingLink } from '../../../src/features/header/menus';
import { type RouteEntry, type RouteName, routes } from '../../../src/lib/routing/paths';
import { prerenderedPages, sitemapDates } from '../../../src/pages/prerenderedPages';
import type { RoutePage } from '../../../src/site/pageDataParts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Routes no link on the site leads to, and what brings a visitor there instead. */
const REACHED_FROM_ELSEWHERE: Partial<Record<RouteName, string>> = {
  employee: 'the links ARP sends to a new employee',
  'online-form-id': 'the links a business shares for its form',
};

/** The routes whose href the components build in code (`routes.blogTag.href(tag)`, the logo's home). */
function routesLinkedInCode(): Set<string> {
  const folders = ['src/features', 'src/components', 'src/pages'];
  const files = folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(root, folder, file)),
  );
  const named = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\broutes(?:\.(\w+)|\['([\w-]+)'\])\.(?:href|path)\b/g)].map(
      (match) => match[1] ?? match[2] ?? '',
    ),
  );
  return new Set(named);
}

/** The page modules of a name, one folder down in src/pages: exactly one must exist. */
const pageModuleFiles = (page: string) =>
  readdirSync(path.join(root, 'src/pages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((folder) => path.join(root, 'src/pages', folder.name, `${page}.tsx`))
    .filter((file) => existsSync(file));

/** Every `path` and `href` value anywhere in a payload: the links a page shows. */
function linksIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) linksIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'path' || key === 'href') && typeof inner === 'string') found.push(inner);
      else linksIn(inner, found);
    }
  return found;
}

interface Site {
  table: Record<string, RouteEntry>;
  pages: Map<string, RoutePage[]>;
  sitemap: Map<string, string>;
  /** every href of the menus, the footer, the content's own links and the pages' payloads */
  links: string[];
  /** the routes components link to by name */
  linkedInCode: Set<string>;
}

/** What is wrong with a route table and the site built from it, one line per problem. */
function routeTableProblems({ table, pages, sitemap, links, linkedInCode }: Site): string[] {
  const reached = new Set(
    links.flatMap((href) => {
      const resolution = resolveRoute(href.replace(/[?#].*$/, ''));
      return resolution.kind === 'page' ? [resolution.route.name] : [];
    }),
  );
  return Object.entries(table).flatMap(([name, entry]) => {
    const problems: string[] = [];
    // The router loads src/pages/{kind}/*Page.tsx by its name.
    if (!entry.page.endsWith('Page') || pageModuleFiles(entry.page).length !== 1)
      problems.push(`${name}: no page src/pages/{kind}/${entry.page}.tsx`);
    const own = pages.get(name) ?? [];
    if (entry.render !== 'dynamic') {
      if (own.length === 0) problems.push(`${name}: prerendered, but the build has no page for it`);
      for (const page of own.filter((item) => item.payload === undefined))
        problems.push(`${name}: no payload for ${page.path}`);
      if (!entry.unlisted)
        for (const page of own.filter((item) => !sitemap.has(item.path)))
          problems.push(`${name}: ${page.path} is not in the sitemap`);
    }
    if (
      !reached.has(name as RouteName) &&
      !linkedInCode.has(name) &&
      !REACHED_FROM_ELSEWHERE[name as RouteName]
    )
      problems.push(`${name}: no menu or link leads to it`);
    return problems;
  });
}

const content = loadContent();
const pages: Map<string, RoutePage[]> = prerenderedPages(content);
const site: Site = {
  table: routes,
  pages,
  sitemap: sitemapDates(pages as Map<RouteName, RoutePage[]>),
  links: [
    ...Object.values(menuItems).flatMap((items) => items.map((item) => item.path)),
    pricingLink.path,
    ...footerGroups.flatMap((group) => group.links.map((link) => link.path)),
    ...legalLinks.map((link) => link.path),
    ...content.links.map((link) => link.href),
    ...[...pages.values()].flat().flatMap((page) => linksIn(page.payload)),
  ],
  linkedInCode: routesLinkedInCode(),
};

describe('the route table', () => {
  it("names the online form's route as SPEC 2 does, online-form-id", () => {
    const names: string[] = Object.keys(routes);
    expect(names.filter((name) => routes[name as RouteName].path === '/online-form/:id')).toEqual([
      'online-form-id',
    ]);
  });

  it('gives every route a page, a payload when prerendered, a sitemap entry when listed, and a link', () => {
    expect(routeTableProblems(site)).toEqual([]);
  });

  it('dates every sitemap entry', () => {
    for (const [page, lastmod] of sitemapDates(pages as Map<RouteName, RoutePage[]>))
      expect(lastmod, page).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names a route whose page module does not exist', () => {
    const table = { ...routes, pricing: { ...routes.pricing, page: 'PricesPage' } };
    expect(routeTableProblems({ ...site, table })).toEqual([
      'pricing: no page src/pages/{kind}/PricesPage.tsx',
    ]);
  });

  it('names a prerendered route the build gives no page, and a page without its payload', () => {
    const withoutPricing = new Map(pages);
    withoutPricing.set('pricing', []);
    withoutPricing.set('contact', [{ path: '/contact', payload: undefined, lastmod: '2026-11-01' }]);
    expect(routeTableProblems({ ...site, pages: withoutPricing })).toEqual([
      'contact: no payload for /contact',
      'pricing: prerendered, but the build has no page for it',
    ]);
  });

  it('names a listed page missing from the sitemap', () => {
    const sitemap = new Map(site.sitemap);
    sitemap.delete('/blog');
    expect(routeTableProblems({ ...site, sitemap })).toEqual(['blog: /blog is not in the sitemap']);
  });

  it('names a route no menu or link leads to', () => {
    const links = site.links.filter((href) => !href.startsWith('/RoiCalculator'));
    const linkedInCode = new Set([...site.linkedInCode].filter((name) => name !== 'roiCalculator'));
    expect(routeTableProblems({ ...site, links, linkedInCode })).toEqual([
      'roiCalculator: no menu or link leads to it',
    ]);
  });
});
