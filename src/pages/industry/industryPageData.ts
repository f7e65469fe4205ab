/** Build-side data of an industry's page (/customer/{slug}): the industry, the modules, its story. */
import type { Industry, SiteContent } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import {
  caseStudyCard,
  moduleLink,
  newest,
  type PagePaths,
  type PrerenderedRoutes,
  pictureOf,
  relevantIntegrations,
  trail,
} from '@/site/pageDataParts';

const industryPayload = (content: SiteContent, industry: Industry) => {
  const study = industry.caseStudy ? content.caseStudy(industry.caseStudy) : undefined;
  const {
    title,
    challengesHeading,
    figuresHeading,
    caseStudyHeading,
    integrationsHeading,
    faqHeading,
    ...copy
  } = content.industryPage;
  const named = title.replace('{industry}', industry.name);
  const inSentence = industry.name.toLowerCase();
  return {
    copy: {
      ...copy,
      title: named,
      challengesHeading: challengesHeading.replace('{industry}', inSentence),
      figuresHeading: figuresHeading.replace('{industry}', inSentence),
      integrationsHeading: integrationsHeading.replace('{industry}', inSentence),
      caseStudyHeading: study ? caseStudyHeading.replace('{company}', study.company.name) : '',
      faqHeading: faqHeading.replace('{title}', named),
    },
    trail: trail(content, { name: content.customers.title, path: routes.customers.href() }),
    industry,
    modules: content.modules.map(moduleLink),
    caseStudy: study ? caseStudyCard(study) : null,
    integrations: relevantIntegrations(content, industry.slug),
    picture: pictureOf(content, industry.path),
  };
};
export type IndustryPayload = ReturnType<typeof industryPayload>;

export const industryPagePaths: PagePaths<IndustryPayload> = (content) =>
  content.industries.map((item) => ({
    path: item.path,
    payload: industryPayload(content, item),
    lastmod: newest([item.updated, content.industryPage.updated]),
  }));

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = { industry: industryPagePaths } satisfies PrerenderedRoutes;
