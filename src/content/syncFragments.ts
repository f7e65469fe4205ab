/**
 * The hero picture of an integration-process page: the partner's connection as Aden's settings show
 * it, a list of the records that sync with their direction and timing, built from the integration's
 * own `syncs` (drawn like the feature rows' fragments, src/content/fragmentModel.ts).
 */
import type { SiteContent } from './assemble';
import { featureFragments } from './featureFragments';
import type { Fragment } from './fragmentModel';
import type { BusinessProcess, Integration, IntegrationProcess } from './schema';
import type { Tone } from './screenModel';

type Direction = Integration['syncs'][number]['direction'];

/** How the product labels a direction (a pill) and says it in words (the alt text). */
const directions: Record<Direction, { label: string; words: string; tone: Tone | 'neutral' }> = {
  'to-aden': { label: 'Into Aden', words: 'into Aden', tone: 'focus' },
  'from-aden': { label: 'Out of Aden', words: 'out of Aden', tone: 'neutral' },
  both: { label: 'Both ways', words: 'both ways', tone: 'ok' },
};

/** At most this many records: the picture shows every one it lists, in both crops. */
const MAX_SYNCS = 5;

/** The file name of a pair's picture under /illustrations/. */
export const syncFragmentName = (pair: Pick<IntegrationProcess, 'integration' | 'process'>) =>
  `sync-${pair.integration}-${pair.process}`;

export function syncFragmentOf(integration: Integration, process: Pick<BusinessProcess, 'title'>) {
  const syncs = integration.syncs.slice(0, MAX_SYNCS);
  const fragment: Fragment = {
    title: `${integration.name} connection`,
    // No-break spaces keep "last sync 09:41" on one line, and the dot with the process, when the context wraps.
    context: `Used by ${process.title}\u00a0· last\u00a0sync\u00a009:41`,
    badge: { text: 'Connected', tone: 'ok' },
    body: {
      kind: 'list',
      items: syncs.map((sync) => ({
        title: sync.data,
        detail: sync.when,
        status: directions[sync.direction].label,
        tone: directions[sync.direction].tone,
      })),
    },
  };
  const alt = `The ${integration.name} connection in Aden’s settings, connected: ${syncs
    .map(
      (sync) => `${sync.data.toLowerCase()} ${directions[sync.direction].words}, ${sync.when.toLowerCase()}`,
    )
    .join('; ')}.`;
  return { fragment, alt };
}

/** Every integration-process page's picture, by file name. */
export const syncFragments = (content: SiteContent) =>
  content.integrationProcesses.flatMap((pair) => {
    const integration = content.integration(pair.integration);
    const process = content.process(pair.process);
    return integration && process
      ? [{ name: syncFragmentName(pair), ...syncFragmentOf(integration, process) }]
      : [];
  });

/** Every fragment the build draws (feature rows and integration-process heroes), by file name. */
export const drawnFragments = (content: SiteContent): { name: string; fragment: Fragment }[] => [
  ...Object.entries(featureFragments).map(([name, fragment]) => ({ name, fragment })),
  ...syncFragments(content),
];
