/**
 * Build-side half of the route table (src/lib/routing/routes.ts.path): for each prerendered route, the pages the
 * content gives it, each with its payload and its sitemap lastmod. The prerenderer, the payload files
 * and the sitemap read this; a prerendered route (no `render` in its entry) missing here fails to
 * type-check. A content page (`render: { content }`) needs no entry: its file is its payload.
 */
import type { ModuleSlug, SiteContent } from '@/content/siteContent';
import { type PrerenderedRouteName, type RouteEntry, type RouteName, routes } from '@/lib/routing/paths';
import {
  blogPayload,
  blogPostPayload,
  caseStudyPayload,
  contactPayload,
  customersPayload,
  homePayload,
  industryPayload,
  integrationPayload,
  integrationProcessPayload,
  integrationsPayload,
  legalPayload,
  modulePayload,
  pricingPayload,
  processesPayload,
  processPayload,
  sitemapPayload,
  sitemapSections,
} from './payloads';

export interface RoutePage {
  path: string;
  payload: unknown;
  /** YYYY-MM-DD: when the page's content last changed */
  lastmod: string;
}

type PageList = (content: SiteContent) => RoutePage[];

/** The latest of some YYYY-MM-DD dates: a list page changes when one of the pages it lists does. */
const newest = (dates: readonly string[]) => [...dates].sort().at(-1) ?? '';

/** Every date the content carries: a page made of several collections (pricing) takes the newest. */
const contentDate = (content: SiteContent) =>
  newest([
    ...content.posts.map((post) => post.updated ?? post.date),
    ...content.modules.map((item) => item.updated),
    ...content.integrations.map((item) => item.updated),
    ...content.processes.map((item) => item.updated),
  ]);

const postDate = (post: { date: string; updated?: string }) => post.updated ?? post.date;

/** A module's page: its route's path is its slug (SPEC 2 keeps /eCommerce). */
const modulePage =
  (slug: ModuleSlug): PageList =>
  (content) =>
    content.modules
      .filter((item) => item.slug === slug)
      .map((item) => ({ path: item.path, payload: modulePayload(content, item), lastmod: item.updated }));

const sectionDates: Record<(typeof sitemapSections)[number], (content: SiteContent) => string[]> = {
  blogs: (content) => content.posts.map(postDate),
  'business-processes': (content) => [
    ...content.processes.map((item) => item.updated),
    ...content.integrationProcesses.map((item) => item.updated),
  ],
  'case-studies': (content) => [
    ...content.caseStudies.map((item) => item.published),
    ...content.industries.map((item) => item.updated),
  ],
  integrations: (content) => content.integrations.map((item) => item.updated),
};

export const routePages: Record<PrerenderedRouteName, PageList> = {
  home: (content) => [
    { path: routes.home.href(), payload: homePayload(content), lastmod: content.home.updated },
  ],
  accounting: modulePage('accounting'),
  aiForm: modulePage('ai-form'),
  contracting: modulePage('contracting'),
  eCommerce: modulePage('eCommerce'),
  inventoryManagement: modulePage('inventory-management'),
  moduleTraining: modulePage('module-training'),
  professionalServices: modulePage('professionalServices'),
  projectManagement: modulePage('project-management'),
  workforce: modulePage('workforce'),
  blog: (content) => [
    { path: routes.blog.href(), payload: blogPayload(content), lastmod: newest(content.posts.map(postDate)) },
  ],
  blogTag: (content) =>
    content.tags.map(({ tag }) => ({
      path: routes.blogTag.href(tag),
      payload: blogPayload(content, tag),
      lastmod: newest(content.postsTagged(tag).map(postDate)),
    })),
  blogPost: (content) =>
    content.posts.map((post) => ({
      path: post.path,
      payload: blogPostPayload(content, post.slug),
      lastmod: postDate(post),
    })),
  businessProcesses: (content) => [
    {
      path: routes.businessProcesses.href(),
      payload: processesPayload(content),
      lastmod: newest(content.processes.map((item) => item.updated)),
    },
  ],
  businessProcess: (content) =>
    content.processes.map((item) => ({
      path: item.path,
      payload: processPayload(content, item.slug),
      lastmod: item.updated,
    })),
  integrationProcess: (content) =>
    content.integrationProcesses.map((pair) => ({
      path: pair.path,
      payload: integrationProcessPayload(content, pair.integration, pair.process),
      lastmod: pair.updated,
    })),
  integrations: (content) => [
    {
      path: routes.integrations.href(),
      payload: integrationsPayload(content),
      lastmod: newest(content.integrations.map((item) => item.updated)),
    },
  ],
  integration: (content) =>
    content.integrations.map((item) => ({
      path: item.path,
      payload: integrationPayload(content, item.slug),
      lastmod: item.updated,
    })),
  caseStudy: (content) =>
    content.caseStudies.map((item) => ({
      path: item.path,
      payload: caseStudyPayload(content, item.slug),
      lastmod: item.published,
    })),
  industry: (content) =>
    content.industries.map((item) => ({
      path: item.path,
      payload: industryPayload(content, item.slug),
      lastmod: item.updated,
    })),
  customers: (content) => [
    { path: routes.customers.href(), payload: customersPayload(content), lastmod: content.customers.updated },
  ],
  contact: (content) => [
    { path: routes.contact.href(), payload: contactPayload(content), lastmod: content.contact.updated },
  ],
  privacy: (content) => [
    {
      path: content.legal.privacy.path,
      payload: legalPayload(content, 'privacy'),
      lastmod: content.legal.privacy.lastUpdated,
    },
  ],
  termsOfService: (content) => [
    {
      path: content.legal['terms-of-service'].path,
      payload: legalPayload(content, 'terms-of-service'),
      lastmod: content.legal['terms-of-service'].lastUpdated,
    },
  ],
  pricing: (content) => [
    { path: routes.pricing.href(), payload: pricingPayload(content), lastmod: contentDate(content) },
  ],
  sitemap: (content) =>
    sitemapSections.map((section) => ({
      path: routes.sitemap.href(section),
      payload: sitemapPayload(content, section),
      lastmod: newest(sectionDates[section](content)),
    })),
};

/** Every page the build prerenders, by route: the table above, then each content page's file. */
export function prerenderedPages(content: SiteContent): Map<RouteName, RoutePage[]> {
  const pages = new Map<RouteName, RoutePage[]>();
  for (const name of Object.keys(routes) as RouteName[]) {
    const entry: RouteEntry = routes[name];
    const { render, path } = entry;
    if (render === undefined) pages.set(name, routePages[name as PrerenderedRouteName](content));
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
