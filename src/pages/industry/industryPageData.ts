/** Build-side data of an industry's page (/customer/{slug}): the industry, the modules, its story. */
import type { Industry, SiteContent } from '@/content/siteContent';
import { caseStudyCard, moduleLink, type PagePaths, pictureOf } from '@/site/pageDataParts';

const industryPayload = (content: SiteContent, industry: Industry) => {
  const study = industry.caseStudy ? content.caseStudy(industry.caseStudy) : undefined;
  return {
    industry,
    modules: content.modules.map(moduleLink),
    caseStudy: study ? caseStudyCard(study) : null,
    picture: pictureOf(content, industry.path),
  };
};
export type IndustryPayload = ReturnType<typeof industryPayload>;

export const industryPagePaths: PagePaths<IndustryPayload> = (content) =>
  content.industries.map((item) => ({
    path: item.path,
    payload: industryPayload(content, item),
    lastmod: item.updated,
  }));
