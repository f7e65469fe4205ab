/** Build-side data of /pricing: the plans, the comparison by module, security and the FAQ (src/content/pricing.ts). */

import { seatRuleSentence } from '@/content/facts/seats';
import {
  bestYearlySavingPercent,
  comparison,
  DATA_PROTECTION,
  integrationAllowanceSentence,
  moduleAllowanceSentence,
  plans,
  pricingFaq,
  pricingFaqHeading,
  securityPoints,
} from '@/content/pricing';
import type { SiteContent } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import { newest, type PagePaths, type PrerenderedRoutes } from '@/site/pageDataParts';

const pricingPayload = (content: SiteContent) => ({
  plans,
  bestYearlySavingPercent,
  seatRule: seatRuleSentence,
  comparison,
  moduleAllowance: moduleAllowanceSentence(),
  integrationAllowance: integrationAllowanceSentence((slug) => content.integration(slug)?.name ?? slug),
  security: { dataProtection: DATA_PROTECTION, points: securityPoints() },
  faqHeading: pricingFaqHeading,
  faq: pricingFaq,
});
export type PricingPayload = ReturnType<typeof pricingPayload>;

/** Every date the content carries: the page is made of several collections, so it takes the newest. */
const contentDate = (content: SiteContent) =>
  newest([
    ...content.posts.map((post) => post.updated ?? post.date),
    ...content.modules.map((item) => item.updated),
    ...content.integrations.map((item) => item.updated),
    ...content.processes.map((item) => item.updated),
  ]);

export const pricingPagePaths: PagePaths<PricingPayload> = (content) => [
  { path: routes.pricing.href(), payload: pricingPayload(content), lastmod: contentDate(content) },
];

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = { pricing: pricingPagePaths } satisfies PrerenderedRoutes;
