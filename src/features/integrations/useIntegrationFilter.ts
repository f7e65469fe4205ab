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
): [IntegrationFilter, (filter: IntegrationFilter) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const setFilter = (next: IntegrationFilter) =>
    navigate(`${path}${searchWithFilter(search, next)}`, { replace: true });
  return [filterFromSearch(search, categories), setFilter];
}
