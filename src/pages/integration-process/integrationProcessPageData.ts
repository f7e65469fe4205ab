/**
 * Build-side data of an integration-and-process page (/integration-process/{integration}/{process}):
 * the pair, its drawn sync, the integration's card and the process's steps.
 */
import type { IntegrationProcess, SiteContent } from '@/content/siteContent';
import { fragmentPicture, syncFragmentName, syncFragmentOf } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import {
  fillIn,
  integrationCard,
  moduleLinks,
  newest,
  type PagePaths,
  type PrerenderedRoutes,
  processCard,
  trail,
} from '@/site/pageDataParts';

const integrationProcessPayload = (content: SiteContent, pair: IntegrationProcess) => {
  const integration = content.integration(pair.integration);
  const process = content.process(pair.process);
  if (!integration || !process) return [];
  const picture = syncFragmentOf(integration, process);
  return [
    {
      copy: fillIn(content.integrationProcessPage, {
        integration: integration.name,
        process: process.title,
        processInSentence: process.title.toLowerCase(),
      }),
      trail: trail(
        content,
        { name: content.integrationsPage.title, path: routes.integrations.href() },
        { name: integration.name, path: integration.path },
      ),
      pair,
      picture: fragmentPicture(syncFragmentName(pair), picture.fragment, picture.alt),
      integration: integrationCard(integration),
      process: { ...processCard(process), steps: process.steps },
      modules: moduleLinks(content, process.modules),
    },
  ];
};
export type IntegrationProcessPayload = ReturnType<typeof integrationProcessPayload>[number];

export const integrationProcessPagePaths: PagePaths<IntegrationProcessPayload> = (content) =>
  content.integrationProcesses.flatMap((pair) =>
    integrationProcessPayload(content, pair).map((payload) => ({
      path: pair.path,
      payload,
      lastmod: newest([pair.updated, content.integrationProcessPage.updated]),
    })),
  );

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = { integrationProcess: integrationProcessPagePaths } satisfies PrerenderedRoutes;
