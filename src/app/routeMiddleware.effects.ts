import { notFoundMessage } from '@contract/messages';
import type { BuildManifest } from '@contract/routeRules';
import { isMissingPayload } from '@machines/pageData';
import { type RouteCheck, routeMiddlewareMachine } from '@machines/routeMiddleware';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { loadManifest } from '@/app/manifestLoader';
import { resolveRoute } from '@/app/resolveRoute';
import { loadRoute } from '@/app/routeModules';
import { fetchPagePayload } from '@/lib/http/pagePayload';
import { type AppActors, reportChunkLoadFailure } from '@/lib/state/appActors';

/** The route table's verdict for the `validate` middleware: a page, a page that rejects, or no page. */
export function validatePath(path: string): RouteCheck {
  const resolution = resolveRoute(path);
  if (resolution.kind === 'page') return { accepted: true, matched: true };
  // No route matched: not a rejection; the redirect check may know the path, else the 404 page shows.
  if (resolution.message === notFoundMessage(path)) return { accepted: true, matched: false };
  return { accepted: false, status: resolution.status, message: resolution.message };
}

/**
 * A page's code, and for a route with data its payload (on the first load, the request start-up
 * made already), before the navigation is committed: the page-data flow then starts from it without fetching again. A
 * payload that does not exist is no failure: the page-data flow shows the 404 page for it.
 */
async function loadPage(path: string): Promise<void> {
  const resolution = resolveRoute(path);
  if (resolution.kind !== 'page') return;
  const { route } = resolution;
  const payload = route.data
    ? fetchPagePayload(path).catch((error: unknown) => {
        if (!isMissingPayload(error)) throw error;
      })
    : undefined;
  await Promise.all([loadRoute(route), payload]);
}

function leavePage(url: string, newTab: boolean): void {
  if (newTab) {
    // No 'noopener' feature: with it window.open always answers null, and a blocked tab could not be told.
    const tab = window.open(url, '_blank');
    if (!tab) throw new Error(`The browser blocked the new tab for ${url}`);
    tab.opener = null;
    return;
  }
  window.location.assign(url);
}

/** A link to a section of a page; the top of a new page is ScrollToTop's (it keeps a query-only change's scroll). */
function scrollToSection(hash: string): void {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  target?.scrollIntoView();
}

/**
 * Every navigation of the app goes through this machine (SPEC 4 'Route change'): wouter's links and
 * navigate(), back/forward, the first load, and the hand-offs (navigate() of src/lib/navigation).
 * `requestRules` fetches the manifest and answers through `giveRules`.
 */
export function createRouteMiddlewareLogic({
  loadingBar,
  buildUpdate,
  giveRules,
}: Pick<AppActors, 'loadingBar' | 'buildUpdate'> & { giveRules: (manifest: BuildManifest | null) => void }) {
  return routeMiddlewareMachine.provide({
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
      loadingStarted: () => loadingBar.send({ type: 'loading.start' }),
      loadingFinished: () => loadingBar.send({ type: 'loading.finish' }),
      loadingFailed: () => loadingBar.send({ type: 'loading.error' }),
      pageLoadFailed: (_, { href, path }) => reportChunkLoadFailure(buildUpdate, href, path),
      scrollToPage: (_, { hash, history }) => {
        // Back and forward: the browser puts the scroll position back itself.
        if (history !== 'none') scrollToSection(hash);
      },
    },
  });
}

export type RouteMiddlewareActor = ActorRefFrom<ReturnType<typeof createRouteMiddlewareLogic>>;

/** Hands the manifest's rules to the middleware (or tells it there are none to wait for). */
export function rulesEvent(manifest: BuildManifest | null) {
  return manifest
    ? ({ type: 'route.rules.loaded', rules: manifest.rules } as const)
    : ({ type: 'route.rules.unavailable' } as const);
}
