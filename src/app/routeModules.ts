import { type LazyExoticComponent, lazy } from 'react';
import type { PageComponent, RouteDef } from './routeTypes';

/** Observers of page-chunk loading: the loading bar and the build-update guard listen here. */
export interface RouteLoadObserver {
  started(route: RouteDef): void;
  finished(route: RouteDef): void;
  failed(route: RouteDef, error: unknown): void;
}

let observer: RouteLoadObserver | null = null;
export function observeRouteLoading(next: RouteLoadObserver | null): void {
  observer = next;
}

const loaded = new Map<RouteDef, PageComponent>();
const lazyPages = new Map<RouteDef, LazyExoticComponent<PageComponent>>();

/** Loads a page's chunk once; later calls resolve at once. */
export async function loadRoute(route: RouteDef): Promise<PageComponent> {
  const ready = loaded.get(route);
  if (ready) return ready;
  observer?.started(route);
  try {
    const module = await route.load();
    loaded.set(route, module.default);
    observer?.finished(route);
    return module.default;
  } catch (error) {
    // Forget the failed attempt, so coming back to the page tries the download again.
    lazyPages.delete(route);
    observer?.failed(route, error);
    throw error;
  }
}

/**
 * The component to render for a route: the page itself once its chunk is loaded (so hydration
 * renders exactly what the server did), else a lazy wrapper that suspends while it loads.
 */
export function pageComponent(route: RouteDef): PageComponent {
  const ready = loaded.get(route);
  if (ready) return ready;
  let page = lazyPages.get(route);
  if (!page) {
    page = lazy(async () => ({ default: await loadRoute(route) }));
    lazyPages.set(route, page);
  }
  return page;
}

/** True once the route's chunk is loaded: its page renders without suspending. */
export const isRouteLoaded = (route: RouteDef) => loaded.has(route);
