import type { ComponentType } from 'react';
import type { PageProps, RouteParams } from '@/components/pageProps';

export type { PageProps, RouteParams };

/** Any page of the route table; each page narrows its own payload type. */
// biome-ignore lint/suspicious/noExplicitAny: the route table holds pages of every payload type.
export type PageComponent = ComponentType<{ params: RouteParams; path: string; data: any }>;

export interface PageMeta {
  title: string;
  description: string;
}

export interface RouteDef {
  /** wouter pattern, e.g. "/blog/:slug". Paths are case-sensitive (SPEC 2 has /eCommerce). */
  path: string;
  load: () => Promise<{ default: PageComponent }>;
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
