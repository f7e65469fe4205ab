/** Build-side data of the human sitemaps (/sitemaps/{section}): each section's links and dates. */
import type { SiteContent } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import { newest, type PagePaths, postDate } from '@/site/pageDataParts';

const SITEMAP_SECTIONS = {
  blogs: {
    title: 'Blog articles',
    description: 'Every article on the Aden blog, newest first.',
    links: (content: SiteContent) =>
      content.posts.map((post) => ({ path: post.path, title: post.title, description: post.description })),
    dates: (content: SiteContent) => content.posts.map(postDate),
  },
  'business-processes': {
    title: 'Business processes',
    description: 'Every business process Aden automates, and each integration that takes part in one.',
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
    title: 'Case studies and customers',
    description: 'How customers run on Aden: case studies, industries and the customer overview.',
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
    title: 'Integrations',
    description: 'Every integration Aden offers, by name, with what it connects.',
    links: (content: SiteContent) =>
      content.integrations.map((item) => ({ path: item.path, title: item.name, description: item.summary })),
    dates: (content: SiteContent) => content.integrations.map((item) => item.updated),
  },
} as const;
type SitemapSection = keyof typeof SITEMAP_SECTIONS;
const sitemapSections = Object.keys(SITEMAP_SECTIONS) as SitemapSection[];

const sitemapPayload = (content: SiteContent, section: SitemapSection) => {
  const { title, description, links } = SITEMAP_SECTIONS[section];
  return { section, title, description, links: links(content), sections: sitemapSections };
};
export type SitemapPayload = ReturnType<typeof sitemapPayload>;

export const sitemapPagePaths: PagePaths<SitemapPayload> = (content) =>
  sitemapSections.map((section) => ({
    path: routes.sitemap.href(section),
    payload: sitemapPayload(content, section),
    lastmod: newest(SITEMAP_SECTIONS[section].dates(content)),
  }));
