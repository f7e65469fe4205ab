/** Build-side data of a business process's page (/business-processes/{slug}) and its integrations. */
import type { BusinessProcess, SiteContent } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import {
  fillIn,
  integrationCard,
  moduleLink,
  newest,
  type PagePaths,
  type PrerenderedRoutes,
  relevantIntegrations,
  trail,
} from '@/site/pageDataParts';

const processPayload = (content: SiteContent, process: BusinessProcess) => ({
  copy: fillIn(content.businessProcessPage, {
    process: process.title,
    processInSentence: process.title.toLowerCase(),
  }),
  trail: trail(content, {
    name: content.businessProcessesPage.title,
    path: routes.businessProcesses.href(),
  }),
  process,
  modules: content.modules.map(moduleLink),
  integrations: pairs(content, process),
  /**
   * The rest of the stack: what the buyers of the process's lead module run first and connect next,
   * besides the integrations the process has a page with.
   */
  stack: relevantIntegrations(content, process.modules[0] ?? 'accounting', 2).filter(
    (item) => !pairs(content, process).some((pair) => pair.slug === item.slug),
  ),
});

/** The integrations with a page of their own in this process. */
const pairs = (content: SiteContent, process: BusinessProcess) =>
  content.integrationsOf(process.slug).flatMap((pair) => {
    const item = content.integration(pair.integration);
    return item ? [{ ...integrationCard(item), pairPath: pair.path, pairSummary: pair.summary }] : [];
  });
export type ProcessPayload = ReturnType<typeof processPayload>;

export const businessProcessPagePaths: PagePaths<ProcessPayload> = (content) =>
  content.processes.map((item) => ({
    path: item.path,
    payload: processPayload(content, item),
    lastmod: newest([item.updated, content.businessProcessPage.updated]),
  }));

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = { businessProcess: businessProcessPagePaths } satisfies PrerenderedRoutes;
