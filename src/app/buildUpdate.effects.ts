import { buildUpdateMachine, type LatestBuild } from '@machines/buildUpdate';
import { fromPromise } from 'xstate';
import { fetchLatestBuild } from '@/lib/http/fetchBuildFiles';
import { typedFields } from '@/lib/state/keptFields';
import { saveStateForReload, writeReloadGuard } from '@/lib/state/reloadState';
import { dialogsToReopen } from '@/lib/state/reopenedDialogs';

/** What a deployment reload keeps: actors' persisted snapshots, by id. */
export type PersistedActors = () => Record<string, { getPersistedSnapshot(): unknown }>;

/**
 * Saves the actors' persisted snapshots, the forms' unsent text, the dialogs whose code failed and the
 * scroll position for the page that loads next, then
 * loads `href` afresh (SPEC 8: the reload keeps state).
 */
export function reloadKeepingState(actors: PersistedActors, href: string, path: string): void {
  const reopen = dialogsToReopen();
  saveStateForReload({
    path,
    savedAt: Date.now(),
    scrollY: window.scrollY,
    actors: Object.fromEntries(
      Object.entries(actors()).map(([id, actor]) => [id, actor.getPersistedSnapshot()]),
    ),
    fields: { ...reopen, ...typedFields() },
    reopen: Object.keys(reopen),
  });
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (here === href) window.location.reload();
  else window.location.assign(href);
}

/**
 * Polls builds/latest.json hourly (plain fetch: no Authorization, never the "Unauthorized" toast);
 * after a new build, a page whose code fails to load reloads, keeping `persisted` (SPEC 4, 8).
 */
export const createBuildUpdateLogic = (persisted: PersistedActors) =>
  buildUpdateMachine.provide({
    actors: {
      fetchLatestBuild: fromPromise<LatestBuild>(() => fetchLatestBuild()),
    },
    actions: {
      logManifestError: (_, { error }) => console.error('Could not read the latest build id', error),
      rememberReload: (_, { reloads }) => writeReloadGuard(reloads),
      reloadPage: (_, { href, path }) => reloadKeepingState(persisted, href, path),
      keepErrorPage: (_, { path }) =>
        console.error(
          `The code of ${path} could not be loaded and no reload can help now; showing the error page`,
        ),
    },
  });
