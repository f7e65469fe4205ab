/** The parameters of a route's path, by name (`/blog/:slug` gives `slug`). */
export type RouteParams = Record<string, string | undefined>;

/** What the route table gives every page. */
export interface PageProps {
  params: RouteParams;
  /** the current path, e.g. /case-studies/tc-boiler */
  path: string;
}
