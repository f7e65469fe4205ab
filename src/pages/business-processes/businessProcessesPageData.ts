/** Build-side data of the business processes' list (/business-processes). */
import type { SiteContent } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import {
  moduleLink,
  newest,
  type PagePaths,
  type PrerenderedRoutes,
  processCard,
} from '@/site/pageDataParts';

const processesPayload = (content: SiteContent) => ({
  copy: content.businessProcessesPage,
  processes: content.processes.map(processCard),
  modules: content.modules.map(moduleLink),
});
export type ProcessesPayload = ReturnType<typeof processesPayload>;

export const businessProcessesPagePaths: PagePaths<ProcessesPayload> = (content) => [
  {
    path: routes.businessProcesses.href(),
    payload: processesPayload(content),
    lastmod: newest([
      ...content.processes.map((item) => item.updated),
      content.businessProcessesPage.updated,
    ]),
  },
];

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = { businessProcesses: businessProcessesPagePaths } satisfies PrerenderedRoutes;
