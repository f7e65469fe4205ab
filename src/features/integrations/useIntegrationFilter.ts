import { useLocation, useSearch } from 'wouter';
import { filterFromSearch, type IntegrationFilter, searchWithFilter } from './integrationFilter';

/**
 * The integrations filter from the URL, and a setter that writes it there (in place: filtering adds
 * no history entries). The prerendered page has no query, so it and the first render after it show
 * every card; the URL's filter applies right after hydration (the router reads no query while
 * hydrating, as for `?billing=`).
 */
export function useIntegrationFilter(
  categories: readonly string[],
): [IntegrationFilter, (change: Partial<IntegrationFilter>) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  // A change applies to the URL as it is now, not as last rendered: a search typed (or replayed from
  // the press capture) before the URL's filter has rendered keeps the link's category.
  const setFilter = (change: Partial<IntegrationFilter>) => {
    const current = window.location.search;
    const next = { ...filterFromSearch(current, categories), ...change };
    navigate(`${path}${searchWithFilter(current, next)}`, { replace: true });
  };
  return [filterFromSearch(search, categories), setFilter];
}
