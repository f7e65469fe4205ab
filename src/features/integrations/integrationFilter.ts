/**
 * The integrations list's filter, kept in the URL (`?category=accounting&q=shop`) so a filtered list
 * is a link: which category (by its slug) and what the search says. Pure: the page reads it from the
 * query and writes it back (useIntegrationFilter).
 */
export interface IntegrationFilter {
  /** A category's name, or null for all of them. */
  category: string | null;
  /** The search as typed ('' for none). */
  query: string;
}

export const CATEGORY_PARAM = 'category';
export const QUERY_PARAM = 'q';

/** A category's name in the URL: "HR & payroll" is "hr-payroll". */
export const categorySlug = (category: string): string =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The filter a query string asks for; an unknown category is no category. */
export function filterFromSearch(search: string, categories: readonly string[]): IntegrationFilter {
  const params = new URLSearchParams(search);
  const slug = params.get(CATEGORY_PARAM);
  return {
    category: categories.find((category) => categorySlug(category) === slug) ?? null,
    query: params.get(QUERY_PARAM) ?? '',
  };
}

/** The query string of a filter, other parameters kept; an empty part is left out. */
export function searchWithFilter(search: string, filter: IntegrationFilter): string {
  const params = new URLSearchParams(search);
  if (filter.category) params.set(CATEGORY_PARAM, categorySlug(filter.category));
  else params.delete(CATEGORY_PARAM);
  if (filter.query.trim()) params.set(QUERY_PARAM, filter.query);
  else params.delete(QUERY_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface FilterableIntegration {
  name: string;
  category: string;
  summary: string;
}

/** In the category (if one is chosen), and every word of the search in its name, category or summary. */
export function matchesFilter(item: FilterableIntegration, filter: IntegrationFilter): boolean {
  if (filter.category && item.category !== filter.category) return false;
  const text = `${item.name} ${item.category} ${item.summary}`.toLowerCase();
  return filter.query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

export const isFiltered = (filter: IntegrationFilter): boolean =>
  filter.category !== null || filter.query.trim() !== '';
