import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import type { BuildManifest } from '../../../contract/routeRules';
import { type RouteCheck, routeMiddlewareMachine } from '../../../machines/routeMiddleware';
import { reportChunkLoadFailure } from '../../actors/buildUpdate';
import { inspect } from '../../actors/inspector';
import { loadingBarActor } from '../../actors/loadingBar';
import { config } from '../../lib/config';
import { loadManifest, loadPayloadIfAny } from '../buildManifest';
import { resolveRoute } from '../resolveRoute';
import { loadRoute } from '../routeModules';

/** The route table's verdict for the `validate` middleware: a page, a page that rejects, or no page. */
export function validatePath(path: string): RouteCheck {
  const resolution = resolveRoute(path);
  if (resolution.kind === 'page') return { accepted: true, matched: true };
  // No route matched: not a rejection; the redirect check may know the path, else the 404 page shows.
  if (resolution.message.startsWith('Page not found')) return { accepted: true, matched: false };
  return { accepted: false, status: resolution.status, message: resolution.message };
}

/** A page's code, and its payload when the build has one, before the navigation is committed. */
async function loadPage(path: string): Promise<void> {
  const resolution = resolveRoute(path);
  if (resolution.kind !== 'page') return;
  await Promise.all([loadRoute(resolution.route), loadPayloadIfAny(path)]);
}

function leavePage(url: string, newTab: boolean): void {
  if (newTab) {
    if (!window.open(url, '_blank', 'noopener'))
      throw new Error(`The browser blocked the new tab for ${url}`);
    return;
  }
  window.location.assign(url);
}

function scrollToPage(hash: string): void {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * Every navigation of the app goes through this actor (SPEC 4 'Route change'): wouter's links and
 * navigate(), back/forward, the first load, and the hand-offs (navigate() of src/lib/navigation).
 */
export const routeMiddlewareActor = createActor(
  routeMiddlewareMachine.provide({
    actors: {
      validateRoute: fromPromise(async ({ input }) => validatePath(input.path)),
      loadPage: fromPromise(({ input }) => loadPage(input.path)),
      leavePage: fromPromise(async ({ input }) => leavePage(input.url, input.newTab)),
    },
    actions: {
      commitHistory: (_, { href, history }) => {
        if (history === 'push') window.history.pushState(null, '', href);
        else if (history === 'replace') window.history.replaceState(null, '', href);
      },
      requestRules: () => void loadManifest().then(giveRules),
      logInternalError: (_, { error }) => console.error('Navigation error', error),
      loadingStarted: () => loadingBarActor.send({ type: 'loading.start' }),
      loadingFinished: () => loadingBarActor.send({ type: 'loading.finish' }),
      loadingFailed: () => loadingBarActor.send({ type: 'loading.error' }),
      pageLoadFailed: (_, { href, path }) => reportChunkLoadFailure(href, path),
      scrollToPage: (_, { hash, history }) => {
        // Back and forward: the browser puts the scroll position back itself.
        if (history !== 'none') scrollToPage(hash);
      },
    },
  }),
  { input: { origin: typeof window === 'undefined' ? config.siteUrl : window.location.origin }, inspect },
);

/** The path the page area shows: the last committed navigation, or the browser's before the first. */
export function useCommittedOutcome() {
  return useSelector(routeMiddlewareActor, (snapshot) => snapshot.context.outcome);
}

/** The hand-off in progress (ARP, an absolute redirect), for the loading overlay. */
export function useLeavingTo(): string | null {
  return useSelector(routeMiddlewareActor, (snapshot) => snapshot.context.leavingTo);
}

/** Hands the manifest's rules to the middleware (or tells it there are none to wait for). */
export function giveRules(manifest: BuildManifest | null): void {
  routeMiddlewareActor.send(
    manifest ? { type: 'route.rules.loaded', rules: manifest.rules } : { type: 'route.rules.unavailable' },
  );
}
