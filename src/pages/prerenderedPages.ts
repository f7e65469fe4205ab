/**
 * Build-side half of the route table (src/lib/routing/paths.ts): each prerendered route's pages,
 * collected from the data modules beside the pages (src/pages/{kind}/{kind}PageData.ts), each of
 * which declares the routes it gives pages for (`export const prerenders`). The prerenderer, the
 * payload files and the sitemap read this one collection, so a new page kind adds no line here. A
 * content page (`render: { content }`) needs no data module: its file in src/content/pages is its
 * payload.
 */
import type { SiteContent } from '@/content/siteContent';
import { type PrerenderedRouteName, type RouteEntry, type RouteName, routes } from '@/lib/routing/paths';
import type { PagePaths, PrerenderedRoutes, RoutePage } from '@/site/pageDataParts';

/** Every data module's `prerenders`, by its file ("./pricing/pricingPageData.ts"). */
const dataModules = import.meta.glob<PrerenderedRoutes>('./*/*PageData.ts', {
  import: 'prerenders',
  eager: true,
});

/** The folder of src/pages a route's page lives in: "BlogPostPage" is in blog-post. */
export const pageFolderOf = (page: string) =>
  page
    .replace(/Page$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/**
 * Each prerendered route's pages, from the data modules: a route declared by a module outside its
 * page's folder, declared twice, or prerendered (no `render`) and declared by none stops the build.
 */
export function collectPagePaths(
  modules: Record<string, PrerenderedRoutes | undefined>,
): Map<PrerenderedRouteName, PagePaths> {
  const collected = new Map<PrerenderedRouteName, PagePaths>();
  for (const [file, declared] of Object.entries(modules))
    for (const [name, pagePaths] of Object.entries(declared ?? {}) as [PrerenderedRouteName, PagePaths][]) {
      const folder = pageFolderOf(routes[name].page);
      if (!file.startsWith(`./${folder}/`))
        throw new Error(`${file} gives the pages of ${name}, whose page is in src/pages/${folder}/`);
      if (collected.has(name)) throw new Error(`${file} gives the pages of ${name} a second time`);
      collected.set(name, pagePaths);
    }
  for (const name of Object.keys(routes) as RouteName[]) {
    const entry: RouteEntry = routes[name];
    if (entry.render === undefined && !collected.has(name as PrerenderedRouteName))
      throw new Error(
        `The route ${entry.path} is prerendered, but no src/pages/${pageFolderOf(entry.page)}/*PageData.ts gives its pages`,
      );
  }
  return collected;
}

export const pagePathsByRoute = collectPagePaths(dataModules);

/** Every page the build prerenders, by route: the list above, then each content page's file. */
export function prerenderedPages(content: SiteContent): Map<RouteName, RoutePage[]> {
  const pages = new Map<RouteName, RoutePage[]>();
  for (const name of Object.keys(routes) as RouteName[]) {
    const entry: RouteEntry = routes[name];
    const { render, path } = entry;
    if (render === undefined)
      pages.set(name, pagePathsByRoute.get(name as PrerenderedRouteName)?.(content) ?? []);
    else if (render !== 'dynamic') {
      const page = content.page(render.content);
      if (!page)
        throw new Error(`The route ${path} shows src/content/pages/${render.content}.ts, which is missing`);
      pages.set(name, [{ path, payload: page, lastmod: page.updated }]);
    }
  }
  return pages;
}

/** The sitemap: each page of a listed route, with its lastmod, by path. */
export function sitemapDates(pages: Map<RouteName, RoutePage[]>): Map<string, string> {
  return new Map(
    [...pages]
      .filter(([name]) => !('unlisted' in routes[name]))
      .flatMap(([, routePages]) => routePages.map((page): [string, string] => [page.path, page.lastmod]))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
