import { useSelector } from '@xstate/react';
import type { BaseLocationHook } from 'wouter';
import { routeMiddleware } from './actors/appActors';

/** Sends a navigation of wouter (a Link, useLocation's navigate) through the route middleware. */
export function navigateThroughMiddleware(to: string, options?: { replace?: boolean }): void {
  routeMiddleware.send({ type: 'route.navigate', to, replace: Boolean(options?.replace) });
}

/** What the page area shows: the last committed navigation; null before the first has run. */
export function useCommittedOutcome() {
  return useSelector(routeMiddleware, (snapshot) => snapshot.context.outcome);
}

/** The hand-off in progress (ARP, an absolute redirect), for the loading overlay. */
export function useLeavingTo(): string | null {
  return useSelector(routeMiddleware, (snapshot) => snapshot.context.leavingTo);
}

/**
 * wouter's location, from the route middleware: the path of the last committed navigation (the
 * browser's own before the first, the prerender's path on the server). A navigation changes it only
 * once the middleware has let it through and its page's code is in.
 */
export const useMiddlewareLocation: BaseLocationHook = (router?: { ssrPath?: string }) => {
  const outcome = useCommittedOutcome();
  const path =
    router?.ssrPath ?? outcome?.path ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  return [path, navigateThroughMiddleware];
};
