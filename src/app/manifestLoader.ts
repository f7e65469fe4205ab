import type { BuildManifest } from '@contract/routeRules';
import { MANIFEST_PREFETCH_DELAY_MS } from '@machines/constants';
import { config } from '@/lib/config/siteConfig';
import { fetchBuildManifest } from '@/lib/http/fetchBuildFiles';
import { isConstrainedNetwork } from '@/lib/http/network';
import { fetchPagePayload } from '@/lib/http/pagePayload';

// This build's manifest (SPEC 7, 9): its route rules feed the route middleware, its list of payloads
// tells which pages have data to load. Fetched about a second after start, except on a constrained
// connection; earlier when a navigation needs the rules. A failure is logged only.

let manifest: BuildManifest | null = null;
let loading: Promise<BuildManifest | null> | null = null;

export function loadManifest(): Promise<BuildManifest | null> {
  loading ??= import.meta.env.PROD
    ? fetchBuildManifest(config.buildId).then(
        (loaded) => {
          manifest = loaded;
          return loaded;
        },
        (error: unknown) => {
          console.error('Could not load the build manifest', error);
          return null;
        },
      )
    : // The development server builds nothing: no manifest, no rules.
      Promise.resolve(null);
  return loading;
}

/** About a second after start, unless the connection is slow or saving data (SPEC 9). */
export function scheduleManifestPrefetch(onLoaded: (loaded: BuildManifest | null) => void): void {
  if (isConstrainedNetwork()) return;
  window.setTimeout(() => void loadManifest().then(onLoaded), MANIFEST_PREFETCH_DELAY_MS);
}

/** The payload of a prerendered page that has one (known once the manifest is in); else nothing to wait for. */
export async function loadPayloadIfAny(path: string): Promise<void> {
  if (manifest?.payloads.includes(path)) await fetchPagePayload(path);
}
