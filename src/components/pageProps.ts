/** The parameters of a route's path, by name (`/blog/:slug` gives `slug`). */
export type RouteParams = Record<string, string | undefined>;

/**
 * What the route table gives every page; a page with a payload (`{path}/_payload.json`) names its
 * type: `PageProps<BlogPayload>`.
 */
export type PageProps<TData = undefined> = {
  params: RouteParams;
  /** the current path, e.g. /case-studies/tc-boiler */
  path: string;
} & (TData extends undefined
  ? { data?: undefined }
  : {
      /** The route's payload, for routes with `data`. */
      data: TData;
    });
