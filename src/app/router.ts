import { type RouteName, routes as routeTable } from '@/lib/paths';
import type { PageComponent, RouteDef } from './routeTypes';

/**
 * The route table's pages, each its own chunk, loaded on demand. Nothing of the content (not even
 * its slugs) is imported here: a prerendered route's pages get their data from their payload,
 * written by the build, and an unknown slug is told by its missing payload (the server answers 404
 * for it; a client-side navigation gets the 404 page from the page-data flow).
 */
const pageModules = import.meta.glob<{ default: PageComponent }>('/src/pages/*Page.tsx');

const pageLoader = (page: string) => {
  const load = pageModules[`/src/pages/${page}.tsx`];
  if (!load) throw new Error(`The route table names a page src/pages/${page}.tsx that does not exist`);
  return load;
};

export const routes: readonly RouteDef[] = (Object.keys(routeTable) as RouteName[]).map((name) => {
  const entry: (typeof routeTable)[RouteName] = routeTable[name];
  return {
    name,
    path: entry.path,
    load: pageLoader(entry.page),
    data: entry.render !== 'dynamic',
    meta: 'meta' in entry ? entry.meta : undefined,
    whiteHeader: 'whiteHeader' in entry ? entry.whiteHeader : undefined,
  };
});
