import type { ComponentType } from 'react';
import type { PageProps, RouteParams } from '@/components/pageProps';
import type { RouteEntry, RouteName } from '@/lib/routing/paths';

export type { PageProps, RouteParams };

export interface RouteRejection {
  status?: number;
  message?: string;
}

/** Any page of the route table; each page narrows its own payload type. */
// biome-ignore lint/suspicious/noExplicitAny: the route table holds pages of every payload type.
export type PageComponent = ComponentType<{ params: RouteParams; path: string; data: any }>;

export type PageMeta = NonNullable<RouteEntry['meta']>;

/** An entry of the route table (src/lib/routing/routes.ts.path) as the router uses it. */
export interface RouteDef {
  name: RouteName;
  /** wouter pattern, e.g. "/blog/:slug" */
  path: string;
  load: () => Promise<{ default: PageComponent }>;
  meta?: PageMeta;
  whiteHeader?: boolean;
  /**
   * SPEC 5: a route may reject navigation with a status; false (or a rejection without a status)
   * rejects with 404 "Page Not Found: {path}".
   */
  validate?: (params: RouteParams) => boolean | RouteRejection;
  /**
   * SPEC 7: the page reads its data from a payload the build writes to `{path}/_payload.json` (and
   * embeds in the prerendered HTML). Every path of such a route with parameters is prerendered; any
   * other is a 404, told by the missing payload.
   */
  data: boolean;
}
