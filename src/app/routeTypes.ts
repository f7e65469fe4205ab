import type { ComponentType } from 'react';
import type { PageProps, RouteParams } from '@/components/pageProps';

export type { PageProps, RouteParams };

export interface PageMeta {
  title: string;
  description: string;
}

export interface RouteDef {
  /** wouter pattern, e.g. "/blog/:slug". Paths are case-sensitive (SPEC 2 has /eCommerce). */
  path: string;
  load: () => Promise<{ default: ComponentType<PageProps> }>;
  meta: PageMeta | ((params: RouteParams) => PageMeta);
  /** SPEC 2: the header is white (not transparent) at the top of these pages. */
  whiteHeader?: boolean;
  /** SPEC 5: a route may reject navigation; false rejects with 404 "Page Not Found: {path}". */
  validate?: (params: RouteParams) => boolean;
  /** For routes with parameters: the concrete paths known at build time, to prerender. */
  staticPaths?: () => string[];
}
