/** Build-side data of a module's page (/accounting, /eCommerce…): the module and what works with it. */
import type { ModulePage, ModuleSlug, SiteContent } from '@/content/siteContent';
import {
  caseStudyCard,
  integrationCard,
  moduleLink,
  type PagePaths,
  pictureOf,
  processCard,
} from '@/site/pageDataParts';

const modulePayload = (content: SiteContent, module: ModulePage) => ({
  module,
  modules: content.modules.map(moduleLink),
  processes: content.processes.filter((item) => item.modules.includes(module.slug)).map(processCard),
  integrations: content.integrations
    .filter((item) => item.modules.includes(module.slug))
    .map(integrationCard),
  /** The customers whose stories use the module: their quote, company and one result. */
  proof: content.caseStudies
    .filter((study) => study.solution.modules.includes(module.slug))
    .map((study) => ({ ...caseStudyCard(study), quote: { ...study.quote, company: study.company.name } })),
  picture: pictureOf(content, module.path),
});
export type ModulePayload = ReturnType<typeof modulePayload>;

/** A module's page: its route's path is its slug (SPEC 2 keeps /eCommerce). */
export const modulePagePaths =
  (slug: ModuleSlug): PagePaths<ModulePayload> =>
  (content) =>
    content.modules
      .filter((item) => item.slug === slug)
      .map((item) => ({ path: item.path, payload: modulePayload(content, item), lastmod: item.updated }));
