import { useCallback } from 'react';
import type { BaseLocationHook } from 'wouter';
import { useAppActor, useAppSelector } from '@/lib/state/appActors';

/** Sends a navigation of wouter (a Link, useLocation's navigate) through the route middleware. */
function useNavigateThroughMiddleware() {
  const routeMiddleware = useAppActor('routeMiddleware');
  return useCallback(
    (to: string, options?: { replace?: boolean }) =>
      routeMiddleware.send({ type: 'route.navigate', to, replace: Boolean(options?.replace) }),
    [routeMiddleware],
  );
}

/**
 * The error the page area shows instead of a page (a rejection, a page whose code failed), if the last
 * committed navigation ended in one. Only the error is selected: the first navigation commits the page
 * the HTML already shows, and a new outcome object for it would re-render the whole layout.
 */
export function useCommittedError() {
  return useAppSelector('routeMiddleware', (snapshot) =>
    snapshot.context.outcome?.kind === 'error' ? snapshot.context.outcome : null,
  );
}

/** The hand-off in progress (ARP, an absolute redirect), for the loading overlay. */
export function useLeavingTo(): string | null {
  return useAppSelector('routeMiddleware', (snapshot) => snapshot.context.leavingTo);
}

/**
 * wouter's location, from the route middleware: the path of the last committed navigation (the
 * browser's own before the first, the prerender's path on the server). A navigation changes it only
 * once the middleware has let it through and its page's code is in.
 */
export const useMiddlewareLocation: BaseLocationHook = (router?: { ssrPath?: string }) => {
  // The path alone (a string, the browser's until the first navigation commits): every link reads this
  // hook, and the first navigation commits the path the browser already shows, so nothing re-renders.
  const path = useAppSelector(
    'routeMiddleware',
    (snapshot) =>
      snapshot.context.outcome?.path ?? (typeof window === 'undefined' ? '/' : window.location.pathname),
  );
  const navigate = useNavigateThroughMiddleware();
  return [router?.ssrPath ?? path, navigate];
};
