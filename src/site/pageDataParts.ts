/**
 * Build-side: what the pages' data modules (src/pages/{kind}/{kind}PageData.ts) share: the shape of
 * a prerendered page, the cards and links a page shows of other pages, and the dates a list page
 * takes from what it lists. Nothing here reaches the browser: pages import only payload types.
 */
import { integrationStatus, notBuiltMark } from '@/content/facts/integrationPlans';
import type { RelevancePage, RelevanceRank } from '@/content/schema';
import type {
  BusinessProcess,
  CaseStudy,
  Integration,
  IntegrationProcess,
  ModulePage,
  PostSummary,
  SiteContent,
} from '@/content/siteContent';
import { customerMarkOf, pagePicture, partnerMarkOf, productScreenOf } from '@/content/siteContent';
import { type PrerenderedRouteName, routes } from '@/lib/routing/paths';
import type { Crumb } from '@/lib/seo/seo';

/** One prerendered page: its path, the payload its page reads and its sitemap date. */
export interface RoutePage<Payload = unknown> {
  path: string;
  payload: Payload;
  /** YYYY-MM-DD: when the page's content last changed */
  lastmod: string;
}

/** A route's pages as the content gives them (Astro's getStaticPaths). */
export type PagePaths<Payload = unknown> = (content: SiteContent) => RoutePage<Payload>[];

/**
 * What a page's data module gives the build, as `export const prerenders`: the pages of each route
 * its page renders, by route name. src/pages/prerenderedPages.ts collects every data module's.
 */
export type PrerenderedRoutes = Partial<Record<PrerenderedRouteName, PagePaths>>;

/** The latest of some YYYY-MM-DD dates: a list page changes when one of the pages it lists does. */
export const newest = (dates: readonly string[]) => [...dates].sort().at(-1) ?? '';

export const postDate = (post: { date: string; updated?: string }) => post.updated ?? post.date;

/** The product picture a page shows in its hero (src/content/productScreens.ts), or null. */
export const pictureOf = (content: SiteContent, path: string) => {
  const screen = productScreenOf(content, path);
  return screen ? pagePicture(screen) : null;
};

/** The cards of the items named by slugs, in their order; a slug the content lacks is left out. */
export const cardsOf = <Item, Card>(
  slugs: readonly string[],
  find: (slug: string) => Item | undefined,
  card: (item: Item) => Card,
) =>
  slugs.flatMap((slug) => {
    const item = find(slug);
    return item ? [card(item)] : [];
  });

/** A module's name and page, for links between pages. */
export const moduleLink = (module: ModulePage) => ({
  slug: module.slug,
  name: module.name,
  path: module.path,
});

export const moduleLinks = (content: SiteContent, slugs: readonly string[]) =>
  cardsOf(slugs, (slug) => content.module(slug), moduleLink);

export const integrationCard = (item: Integration) => ({
  slug: item.slug,
  name: item.name,
  path: item.path,
  category: item.category,
  summary: item.summary,
  mark: partnerMarkOf(item),
  status: integrationStatus(item.slug).status,
});

const BUILT_FIRST = { available: 0, planned: 1, requested: 2 } as const;

/**
 * The integrations a module's or an industry's buyers run, as each integration's `relevance` declares
 * it: the most relevant first, built before planned, then by name. A planned one carries its
 * quarter ("Planned for Q2 2027"); a requested one is not on the roadmap, so no page lists it here.
 * `leastRank` leaves out the less relevant: 2 keeps what the buyers run first and connect next.
 */
export function relevantIntegrations(
  content: SiteContent,
  page: RelevancePage,
  leastRank: RelevanceRank = 3,
) {
  return content.integrations
    .filter(
      (item) =>
        (item.relevance[page] ?? 4) <= leastRank && integrationStatus(item.slug).status !== 'requested',
    )
    .map((item) => ({ item, rank: item.relevance[page] ?? 3, status: integrationStatus(item.slug).status }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        BUILT_FIRST[a.status] - BUILT_FIRST[b.status] ||
        a.item.name.localeCompare(b.item.name),
    )
    .map(({ item }) => ({ ...integrationCard(item), notBuilt: notBuiltMark(item.slug) }));
}

export const integrationCards = (content: SiteContent, slugs: readonly string[]) =>
  cardsOf(slugs, (slug) => content.integration(slug), integrationCard);

export const processCard = (item: BusinessProcess) => ({
  slug: item.slug,
  title: item.title,
  path: item.path,
  summary: item.summary,
  modules: item.modules,
});

export const caseStudyCard = (item: CaseStudy) => ({
  slug: item.slug,
  path: item.path,
  title: item.title,
  summary: item.summary,
  company: {
    name: item.company.name,
    industry: item.company.industry,
    mark: customerMarkOf(item.company.name),
  },
  headline: item.results[0],
});

export const postCard = (post: PostSummary) => ({
  slug: post.slug,
  title: post.title,
  description: post.description,
  date: post.date,
  author: post.authorProfile.name,
  readingMinutes: post.readingMinutes,
  tags: post.tags,
  cover: post.cover,
  coverAlt: post.coverAlt,
});

/** An integration-and-process page, as a link. */
export const pairLink = (content: SiteContent, pair: IntegrationProcess) => ({
  path: pair.path,
  title: pair.title,
  summary: pair.summary,
  integration: content.integration(pair.integration)?.name ?? pair.integration,
  process: content.process(pair.process)?.title ?? pair.process,
});

/** A nested page's breadcrumb trail: the home page first, then the pages above it and the page itself. */
export const trail = (content: SiteContent, ...crumbs: Crumb[]): Crumb[] => [
  { name: content.home.trailName, path: routes.home.href() },
  ...crumbs,
];

/** A copy with its placeholders filled in, in every string: `{name}` becomes `values.name`. */
export function fillIn<Copy>(copy: Copy, values: Record<string, string>): Copy {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return fill(copy) as Copy;
}
