/** Build-side data of the landing page (/): its copy, the modules and industries it links, a case study. */
import type { SiteContent } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import {
  caseStudyCard,
  integrationCards,
  moduleLink,
  type PagePaths,
  type PrerenderedRoutes,
  pictureOf,
} from '@/site/pageDataParts';

const homePayload = (content: SiteContent) => {
  const study = content.caseStudy(content.home.caseStudyTeaser.caseStudy);
  return {
    home: content.home,
    modules: content.modules.map(moduleLink),
    industries: content.industries.map((item) => ({ slug: item.slug, name: item.name, path: item.path })),
    caseStudy: study ? caseStudyCard(study) : null,
    integrations: integrationCards(content, content.home.integrationsTeaser.featured),
    picture: pictureOf(content, '/'),
  };
};
export type HomePayload = ReturnType<typeof homePayload>;

export const homePagePaths: PagePaths<HomePayload> = (content) => [
  { path: routes.home.href(), payload: homePayload(content), lastmod: content.home.updated },
];

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = { home: homePagePaths } satisfies PrerenderedRoutes;
