/** Build-side data of the integrations' list (/integrations). */
import type { SiteContent } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import { integrationCard, newest, type PagePaths, type PrerenderedRoutes } from '@/site/pageDataParts';

/** The page's copy with its counts filled in: how many integrations are built, and how many are not yet. */
const integrationsCopy = (content: SiteContent, cards: ReturnType<typeof integrationCard>[]) => {
  const { lead, notBuiltNote, ...copy } = content.integrationsPage;
  const available = cards.filter((item) => item.status === 'available').length;
  // The list also shows the ones not built yet, so the lead says why it counts more than `available`.
  const notBuilt = cards.length - available;
  const filledLead = lead.replace('{available}', String(available));
  return {
    ...copy,
    lead: notBuilt > 0 ? `${filledLead} ${notBuiltNote.replace('{notBuilt}', String(notBuilt))}` : filledLead,
  };
};

const integrationsPayload = (content: SiteContent) => {
  const integrations = content.integrations.map(integrationCard);
  return { copy: integrationsCopy(content, integrations), integrations };
};
export type IntegrationsPayload = ReturnType<typeof integrationsPayload>;

export const integrationsPagePaths: PagePaths<IntegrationsPayload> = (content) => [
  {
    path: routes.integrations.href(),
    payload: integrationsPayload(content),
    lastmod: newest([...content.integrations.map((item) => item.updated), content.integrationsPage.updated]),
  },
];

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = { integrations: integrationsPagePaths } satisfies PrerenderedRoutes;
