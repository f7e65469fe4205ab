/** Build-side data of the integrations' list (/integrations). */
import type { SiteContent } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import { integrationCard, newest, type PagePaths } from '@/site/pageDataParts';

const integrationsPayload = (content: SiteContent) => ({
  integrations: content.integrations.map(integrationCard),
});
export type IntegrationsPayload = ReturnType<typeof integrationsPayload>;

export const integrationsPagePaths: PagePaths<IntegrationsPayload> = (content) => [
  {
    path: routes.integrations.href(),
    payload: integrationsPayload(content),
    lastmod: newest(content.integrations.map((item) => item.updated)),
  },
];
