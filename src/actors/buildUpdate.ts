import { createActor, fromPromise } from 'xstate';
import { buildUpdateMachine, type LatestBuild } from '../../machines/buildUpdate';
import { TOAST_LIFETIME_FOREVER } from '../../machines/constants';
import { toast } from '../features/toasts/toast';
import { fetchLatestBuild } from '../lib/buildManifest';
import { config } from '../lib/config';
import { readReloadGuard, saveStateForReload, writeReloadGuard } from '../lib/reloadState';
import { authDialogActor } from './authDialog';
import { contactActor } from './contact';
import { demoDialogActor } from './demoDialog';
import { inspect } from './inspector';

export const NEW_BUILD_MESSAGE = 'A new version of the site is available';

/** The app actors whose state a deployment reload keeps (the session restores itself from storage). */
const persistedActors = { authDialog: authDialogActor, contact: contactActor, demoDialog: demoDialogActor };

/**
 * Saves the dialogs' persisted snapshots and the scroll position for the page that loads next, then
 * loads `href` afresh (SPEC 8: the reload keeps state).
 */
export function reloadKeepingState(href: string, path: string): void {
  saveStateForReload({
    path,
    savedAt: Date.now(),
    scrollY: window.scrollY,
    actors: Object.fromEntries(
      Object.entries(persistedActors).map(([id, actor]) => [id, actor.getPersistedSnapshot()]),
    ),
  });
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (here === href) window.location.reload();
  else window.location.assign(href);
}

/** Polls builds/latest.json hourly; after a new build, a page whose code fails to load reloads (SPEC 4, 8). */
export const buildUpdateActor = createActor(
  buildUpdateMachine.provide({
    actors: {
      fetchLatestBuild: fromPromise<LatestBuild>(() => fetchLatestBuild()),
    },
    actions: {
      logManifestError: (_, { error }) => console.error('Could not read the latest build id', error),
      notifyNewBuild: () =>
        toast(NEW_BUILD_MESSAGE, 'info', TOAST_LIFETIME_FOREVER, {
          label: 'Reload',
          onClick: () => window.location.reload(),
        }),
      rememberReload: (_, { reloads }) => writeReloadGuard(reloads),
      reloadPage: (_, { href, path }) => reloadKeepingState(href, path),
      keepErrorPage: (_, { path }) =>
        console.error(
          `The code of ${path} could not be loaded and no reload can help now; showing the error page`,
        ),
    },
  }),
  {
    input: {
      currentBuildId: config.buildId,
      reloads: typeof window === 'undefined' ? {} : readReloadGuard(),
    },
    inspect,
  },
);

/**
 * A page's, its payload's or a dialog's code failed to load: check for a new build at once (a
 * deployment is the usual cause); the guard reloads at `href` if one is found (SPEC 8).
 */
export function reportChunkLoadFailure(href: string, path = href.split(/[?#]/)[0] || '/'): void {
  buildUpdateActor.send({ type: 'build.chunkFailed', href, path, now: Date.now() });
}
