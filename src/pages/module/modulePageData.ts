/** Build-side data of a module's page (/accounting, /eCommerce…): the module and what works with it. */
import type { ModulePage, ModuleSlug, SiteContent } from '@/content/siteContent';
import {
  caseStudyCard,
  fillIn,
  moduleLink,
  newest,
  type PagePaths,
  type PrerenderedRoutes,
  pictureOf,
  processCard,
  relevantIntegrations,
  trail,
} from '@/site/pageDataParts';

/** The module's copy with its name filled in; a link's label names another module or a customer, filled in by the page. */
const moduleCopy = (content: SiteContent, module: ModulePage) => {
  const { connectionLinkLabel, storyLinkLabel, ...copy } = content.modulePage;
  return { ...fillIn(copy, { name: module.name }), connectionLinkLabel, storyLinkLabel };
};

const modulePayload = (content: SiteContent, module: ModulePage) => ({
  copy: moduleCopy(content, module),
  trail: trail(content),
  module,
  modules: content.modules.map(moduleLink),
  processes: content.processes.filter((item) => item.modules.includes(module.slug)).map(processCard),
  integrations: relevantIntegrations(content, module.slug),
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
      .map((item) => ({
        path: item.path,
        payload: modulePayload(content, item),
        lastmod: newest([item.updated, content.modulePage.updated]),
      }));

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = {
  accounting: modulePagePaths('accounting'),
  aiForm: modulePagePaths('ai-form'),
  contracting: modulePagePaths('contracting'),
  eCommerce: modulePagePaths('eCommerce'),
  inventoryManagement: modulePagePaths('inventory-management'),
  moduleTraining: modulePagePaths('module-training'),
  professionalServices: modulePagePaths('professionalServices'),
  projectManagement: modulePagePaths('project-management'),
  workforce: modulePagePaths('workforce'),
} satisfies PrerenderedRoutes;
