/** Build-side data of a case study (/case-studies/{slug}): the story, its industry and other stories. */
import type { CaseStudy, SiteContent } from '@/content/siteContent';
import { customerMarkOf } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import {
  caseStudyCard,
  integrationCards,
  moduleLinks,
  newest,
  type PagePaths,
  type PrerenderedRoutes,
  pictureOf,
  trail,
} from '@/site/pageDataParts';

/** The industry page a customer belongs on, as a link, when it is one of the four. */
const industryLink = (content: SiteContent, slug: string | undefined) => {
  const industry = slug ? content.industry(slug) : undefined;
  return industry ? { name: industry.name, path: industry.path } : null;
};

const caseStudyPayload = (content: SiteContent, study: CaseStudy) => ({
  copy: content.caseStudyPage,
  trail: trail(content, { name: content.customers.title, path: routes.customers.href() }),
  study,
  sector: industryLink(content, study.company.sector),
  modules: moduleLinks(content, study.solution.modules),
  firstModuleName: content.module(study.firstModule.module)?.name ?? study.firstModule.module,
  integrations: integrationCards(content, study.solution.integrations),
  others: content.caseStudies.filter((other) => other.slug !== study.slug).map(caseStudyCard),
  mark: customerMarkOf(study.company.name),
  picture: pictureOf(content, study.path),
});
export type CaseStudyPayload = ReturnType<typeof caseStudyPayload>;

export const caseStudyPagePaths: PagePaths<CaseStudyPayload> = (content) =>
  content.caseStudies.map((item) => ({
    path: item.path,
    payload: caseStudyPayload(content, item),
    lastmod: newest([item.published, content.caseStudyPage.updated]),
  }));

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = { caseStudy: caseStudyPagePaths } satisfies PrerenderedRoutes;
