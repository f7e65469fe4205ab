import type { ComponentType } from 'react';

export type RouteParams = Record<string, string | undefined>;

export interface PageProps<TData = unknown> {
  params: RouteParams;
  /** the current path, e.g. /case-studies/tc-boiler */
  path: string;
  /** The route's payload (`{path}/_payload.json`), for routes with `data`. */
  data: TData;
}

export interface PageMeta {
  title: string;
  description: string;
}

export interface RouteDef {
  /** wouter pattern, e.g. "/blog/:slug". Paths are case-sensitive (SPEC 2 has /eCommerce). */
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: each page narrows its own payload type.
  load: () => Promise<{ default: ComponentType<PageProps<any>> }>;
  /**
   * For pages that do not declare their own metadata: the layout renders it. Pages with a payload
   * declare theirs from the payload (React 19 document metadata).
   */
  meta?: PageMeta;
  /** SPEC 2: the header is white (not transparent) at the top of these pages. */
  whiteHeader?: boolean;
  /**
   * SPEC 7: the page reads its data from a payload the build writes to `{path}/_payload.json` (and
   * embeds in the prerendered HTML). Every path of such a route with parameters is prerendered; any
   * other is a 404, told by the missing payload.
   */
  data?: true;
}
