import { useEffect } from 'react';
import { documentTitle } from './resolveRoute';
import type { PageMeta } from './routeTypes';

/** Keeps the document title and meta description in step with client-side navigation. */
export function DocumentMeta({ meta, path }: { meta: PageMeta; path: string }) {
  useEffect(() => {
    document.title = documentTitle(meta, path);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta, path]);
  return null;
}
