/**
 * Build-side half of the route table (src/lib/routing/paths.ts): each prerendered route's pages,
 * from the data module beside its page (src/pages/{kind}/{kind}PageData.ts). The prerenderer, the
 * payload files and the sitemap read this one list; a prerendered route (no `render` in its entry)
 * missing here fails to type-check. A content page (`render: { content }`) needs no data module:
 * its file in src/content/pages is its payload.
 */
import type { SiteContent } from '@/content/siteContent';
import { type PrerenderedRouteName, type RouteEntry, type RouteName, routes } from '@/lib/routing/paths';
import type { PagePaths, RoutePage } from '@/site/pageDataParts';
import { blogPagePaths, blogTagPagePaths } from './blog/blogPageData';
import { blogPostPagePaths } from './blog-post/blogPostPageData';
import { businessProcessPagePaths } from './business-process/businessProcessPageData';
import { businessProcessesPagePaths } from './business-processes/businessProcessesPageData';
import { caseStudyPagePaths } from './case-study/caseStudyPageData';
import { contactPagePaths } from './contact/contactPageData';
import { customersPagePaths } from './customers/customersPageData';
import { homePagePaths } from './home/homePageData';
import { industryPagePaths } from './industry/industryPageData';
import { integrationPagePaths } from './integration/integrationPageData';
import { integrationProcessPagePaths } from './integration-process/integrationProcessPageData';
import { integrationsPagePaths } from './integrations/integrationsPageData';
import { legalPagePaths } from './legal/legalPageData';
import { modulePagePaths } from './module/modulePageData';
import { pricingPagePaths } from './pricing/pricingPageData';
import { sitemapPagePaths } from './sitemap/sitemapPageData';

export const pagePathsByRoute: Record<PrerenderedRouteName, PagePaths> = {
  home: homePagePaths,
  accounting: modulePagePaths('accounting'),
  aiForm: modulePagePaths('ai-form'),
  contracting: modulePagePaths('contracting'),
  eCommerce: modulePagePaths('eCommerce'),
  inventoryManagement: modulePagePaths('inventory-management'),
  moduleTraining: modulePagePaths('module-training'),
  professionalServices: modulePagePaths('professionalServices'),
  projectManagement: modulePagePaths('project-management'),
  workforce: modulePagePaths('workforce'),
  blog: blogPagePaths,
  blogTag: blogTagPagePaths,
  blogPost: blogPostPagePaths,
  businessProcesses: businessProcessesPagePaths,
  businessProcess: businessProcessPagePaths,
  integrationProcess: integrationProcessPagePaths,
  integrations: integrationsPagePaths,
  integration: integrationPagePaths,
  caseStudy: caseStudyPagePaths,
  industry: industryPagePaths,
  customers: customersPagePaths,
  contact: contactPagePaths,
  privacy: legalPagePaths('privacy'),
  termsOfService: legalPagePaths('terms-of-service'),
  pricing: pricingPagePaths,
  sitemap: sitemapPagePaths,
};

/** Every page the build prerenders, by route: the list above, then each content page's file. */
export function prerenderedPages(content: SiteContent): Map<RouteName, RoutePage[]> {
  const pages = new Map<RouteName, RoutePage[]>();
  for (const name of Object.keys(routes) as RouteName[]) {
    const entry: RouteEntry = routes[name];
    const { render, path } = entry;
    if (render === undefined) pages.set(name, pagePathsByRoute[name as PrerenderedRouteName](content));
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
