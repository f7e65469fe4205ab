/** Build-side data of the customers' page (/customers): marks, chosen stories and the industries. */
import type { SiteContent } from '@/content/siteContent';
import { customerMarkOf } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import { cardsOf, caseStudyCard, type PagePaths, type PrerenderedRoutes } from '@/site/pageDataParts';

const customersPayload = (content: SiteContent) => ({
  customers: content.customers,
  marks: content.customers.logos.map((logo) => ({
    // A customer with a story links to it.
    mark: customerMarkOf(
      logo.name,
      content.caseStudies.find((study) => study.company.name === logo.name)?.path,
    ),
    industry: logo.industry,
  })),
  caseStudies: cardsOf(content.customers.caseStudies, (slug) => content.caseStudy(slug), caseStudyCard),
  industries: content.industries.map((item) => ({
    slug: item.slug,
    name: item.name,
    path: item.path,
    headline: item.headline,
    linkLabel: content.industryPage.title.replace('{industry}', item.name),
  })),
});
export type CustomersPayload = ReturnType<typeof customersPayload>;

export const customersPagePaths: PagePaths<CustomersPayload> = (content) => [
  { path: routes.customers.href(), payload: customersPayload(content), lastmod: content.customers.updated },
];

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = { customers: customersPagePaths } satisfies PrerenderedRoutes;
