import { type LazyExoticComponent, lazy } from 'react';
import type { PageComponent, RouteDef } from './routeTypes';

const loaded = new Map<RouteDef, PageComponent>();
const loading = new Map<RouteDef, Promise<PageComponent>>();
const lazyPages = new Map<RouteDef, LazyExoticComponent<PageComponent>>();

/**
 * Loads a page's chunk once (a prefetch and the navigation share the download); later calls resolve
 * at once. A failure is forgotten, so the next attempt downloads again.
 */
export function loadRoute(route: RouteDef): Promise<PageComponent> {
  const ready = loaded.get(route);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(route);
  if (!pending) {
    pending = route.load().then(
      (module) => {
        loaded.set(route, module.default);
        loading.delete(route);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(route);
        lazyPages.delete(route);
        throw error;
      },
    );
    loading.set(route, pending);
  }
  return pending;
}

/**
 * The component to render for a route: the page itself once its chunk is loaded (the route
 * middleware loads it before committing a navigation, so hydration renders exactly what the server
 * did), else a lazy wrapper that suspends while it loads.
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
