/** Build-side data of an integration's page (/integrations/{slug}): its plans, modules and processes. */
import { notBuiltMark } from '@/content/facts/integrationPlans';
import { integrationAvailability, integrationOnEveryPlan, integrationStatusNote } from '@/content/pricing';
import type { Integration, SiteContent } from '@/content/siteContent';
import { partnerMarkOf } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import {
  fillIn,
  moduleLinks,
  newest,
  type PagePaths,
  type PrerenderedRoutes,
  pairLink,
  trail,
} from '@/site/pageDataParts';

const integrationPayload = (content: SiteContent, integration: Integration) => {
  const availability = integrationAvailability(integration.slug);
  const statusNote = integrationStatusNote(integration.slug);
  const { cta, ...copy } = fillIn(content.integrationPage, {
    name: integration.name,
    availability,
    modules: moduleLinks(content, integration.modules)
      .map((module) => module.name)
      .join(', '),
  });
  return {
    // The chip beside the hero: when a planned one comes, or that it is requested, else its plans.
    availabilityChip: notBuiltMark(integration.slug) ?? availability,
    // The closing band says what the plans allow: on the free plan, after an upgrade, or ask while not built.
    copy: {
      ...copy,
      cta: statusNote ? cta.notBuilt : integrationOnEveryPlan(integration.slug) ? cta.allPlans : cta.paidPlan,
    },
    trail: trail(content, { name: content.integrationsPage.title, path: routes.integrations.href() }),
    integration,
    mark: partnerMarkOf(integration),
    availability,
    statusNote,
    modules: moduleLinks(content, integration.modules),
    processes: content.processesOf(integration.slug).map((pair) => pairLink(content, pair)),
  };
};
export type IntegrationPayload = ReturnType<typeof integrationPayload>;

export const integrationPagePaths: PagePaths<IntegrationPayload> = (content) =>
  content.integrations.map((item) => ({
    path: item.path,
    payload: integrationPayload(content, item),
    lastmod: newest([item.updated, content.integrationPage.updated]),
  }));

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = { integration: integrationPagePaths } satisfies PrerenderedRoutes;
