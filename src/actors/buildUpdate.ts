import { createActor, fromPromise } from 'xstate';
import { buildUpdateMachine, type LatestBuild } from '../../machines/buildUpdate';
import { config } from '../lib/config';
import { request } from '../lib/http';
import { inspect } from './inspector';

/** Polls builds/latest.json hourly; after a new build, a failed page chunk reloads the page (SPEC 4, 8). */
export const buildUpdateActor = createActor(
  buildUpdateMachine.provide({
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
  }),
  { input: { currentBuildId: config.buildId }, inspect },
);

/**
 * A page's or a dialog's code failed to load: ask for the latest build at once (a deployment is the
 * usual cause) and let the guard reload the page if a new build is already known (SPEC 8).
 */
export function reportChunkLoadFailure(path: string): void {
  buildUpdateActor.send({ type: 'build.chunkFailed', path, now: Date.now() });
  buildUpdateActor.send({ type: 'build.check' });
}
