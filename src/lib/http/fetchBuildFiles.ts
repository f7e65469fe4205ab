import type { BuildManifest, LatestBuild } from '@contract/routeRules';
import { readBuildManifest, readLatestBuild } from './buildFileChecks';

// The build infrastructure calls of SPEC 7. Plain fetch, not the product HTTP client: they carry no
// Authorization header and a failure can never raise the "Unauthorized" toast or sign anyone out.

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** GET builds/latest.json?{timestamp} */
export async function fetchLatestBuild(now = Date.now()): Promise<LatestBuild> {
  return readLatestBuild(await getJson(`/builds/latest.json?${now}`));
}

/** GET builds/meta/{buildId}.json: the route rules and the prerendered paths of this build. */
export async function fetchBuildManifest(buildId: string): Promise<BuildManifest> {
  return readBuildManifest(await getJson(`/builds/meta/${encodeURIComponent(buildId)}.json`));
}

/** `{path}/_payload.json?{buildHash}`: a prerendered page's data (SPEC 7). */
export function payloadUrl(path: string, buildId: string): string {
  return `${path === '/' ? '' : path.replace(/\/$/, '')}/_payload.json?${encodeURIComponent(buildId)}`;
}
