import { buildUpdateMachine, type LatestBuild } from '@machines/buildUpdate';
import { fromPromise } from 'xstate';
import { request } from '@/lib/http';

/** Polls builds/latest.json hourly; after a new build, a failed page chunk reloads the page (SPEC 4, 8). */
export const buildUpdateLogic = buildUpdateMachine.provide({
  actors: {
    fetchLatestBuild: fromPromise(
      async (): Promise<LatestBuild> =>
        request<LatestBuild>({ url: '/builds/latest.json', params: { t: Date.now() }, silent: true }),
    ),
  },
  actions: {
    logManifestError: (_, { error }) => console.error('Could not read the latest build id', error),
    reloadPage: () => window.location.reload(),
  },
});
