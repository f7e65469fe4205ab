/** Build-side data of the human sitemaps (/sitemaps/{section}): each section's links and dates. */
import type { SiteContent } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import { newest, type PagePaths, type PrerenderedRoutes, postDate, trail } from '@/site/pageDataParts';

const SITEMAP_SECTIONS = {
  blogs: {
    links: (content: SiteContent) =>
      content.posts.map((post) => ({ path: post.path, title: post.title, description: post.description })),
    dates: (content: SiteContent) => content.posts.map(postDate),
  },
  'business-processes': {
    links: (content: SiteContent) => [
      ...content.processes.map((item) => ({ path: item.path, title: item.title, description: item.summary })),
      ...content.integrationProcesses.map((pair) => ({
        path: pair.path,
        title: pair.title,
        description: pair.summary,
      })),
    ],
    dates: (content: SiteContent) => [
      ...content.processes.map((item) => item.updated),
      ...content.integrationProcesses.map((item) => item.updated),
    ],
  },
  'case-studies': {
    links: (content: SiteContent) => [
      ...content.caseStudies.map((item) => ({
        path: item.path,
        title: item.title,
        description: item.summary,
      })),
      ...content.industries.map((item) => ({
        path: item.path,
        title: content.industryPage.title.replace('{industry}', item.name),
        description: item.headline,
      })),
    ],
    dates: (content: SiteContent) => [
      ...content.caseStudies.map((item) => item.published),
      ...content.industries.map((item) => item.updated),
    ],
  },
  integrations: {
    links: (content: SiteContent) =>
      content.integrations.map((item) => ({ path: item.path, title: item.name, description: item.summary })),
    dates: (content: SiteContent) => content.integrations.map((item) => item.updated),
  },
} as const;
type SitemapSection = keyof typeof SITEMAP_SECTIONS;
const sitemapSections = Object.keys(SITEMAP_SECTIONS) as SitemapSection[];

const sitemapPayload = (content: SiteContent, section: SitemapSection) => {
  const copy = content.sitemapPage;
  const { title, description } = copy.sections[section];
  return {
    copy,
    trail: trail(content),
    section,
    title,
    description,
    links: SITEMAP_SECTIONS[section].links(content),
    sections: sitemapSections,
  };
};
export type SitemapPayload = ReturnType<typeof sitemapPayload>;

export const sitemapPagePaths: PagePaths<SitemapPayload> = (content) =>
  sitemapSections.map((section) => ({
    path: routes.sitemap.href(section),
    payload: sitemapPayload(content, section),
    lastmod: newest([...SITEMAP_SECTIONS[section].dates(content), content.sitemapPage.updated]),
  }));

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = { sitemap: sitemapPagePaths } satisfies PrerenderedRoutes;
