import { type RouteEntry, type RouteName, routes as routeTable } from '@/lib/routing/paths';
import type { PageComponent, RouteDef } from './routeTypes';

/**
 * The route table's pages, each its own chunk, loaded on demand. Nothing of the content (not even
 * its slugs) is imported here: a prerendered route's pages get their data from their payload,
 * written by the build, and an unknown slug is told by its missing payload (the server answers 404
 * for it; a client-side navigation gets the 404 page from the page-data flow).
 */
const pageModules = import.meta.glob<{ default: PageComponent }>('./*/*Page.tsx', { base: '/src/pages' });
/** Each page module by its name: src/pages/pricing/PricingPage.tsx is "PricingPage". */
const pagesByName = new Map(
  Object.entries(pageModules).map(([file, load]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.tsx'.length),
    load,
  ]),
);

export const routes: readonly RouteDef[] = (Object.keys(routeTable) as RouteName[]).map((name) => {
  const entry: RouteEntry = routeTable[name];
  return {
    name,
    path: entry.path,
    // tests/src/app/routeTable.test.ts holds every entry's page to exist.
    load: pagesByName.get(entry.page) as RouteDef['load'],
    data: entry.render !== 'dynamic',
    meta: entry.meta,
    whiteHeader: entry.whiteHeader,
  };
});
