import { MAX_ROUTE_PRELOADS } from '@machines/constants';
import { isConstrainedNetwork } from '@/lib/http/network';
import { createPrefetchQueue, type PrefetchQueue } from '@/lib/http/prefetch';
import { whenIdle } from '@/lib/loading/whenIdle';
import { loadPayloadIfAny } from './manifestLoader';
import { resolveRoute } from './resolveRoute';
import { loadRoute } from './routeModules';

// SPEC 9: a link to a page of the site prefetches that page's code and payload when a visitor shows
// intent: the pointer comes over it, the keyboard focuses it, or a finger touches it (about 100 ms
// before the tap's click). Not when it merely comes into view: that downloaded, on every first visit,
// pages nobody opened (on /blog the home page and an article, 13 KB gzip; on a desktop every page the
// header links to), for a head start a hover gives as well. Except with data-saver or on 2G; at most
// MAX_ROUTE_PRELOADS preloads run at a time, the others wait their turn. Every internal link of the
// page takes part, whichever component drew it.

/** The path of a link to a page of this site, or null (external, a file, a download, a new tab). */
export function prefetchablePath(anchor: HTMLAnchorElement, origin = window.location.origin): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return resolveRoute(url.pathname).kind === 'page' ? url.pathname : null;
}

/** Queues the route's code and payload for `path` (each path once). */
export function prefetchPath(queue: PrefetchQueue, path: string): void {
  const resolution = resolveRoute(path);
  if (resolution.kind !== 'page') return;
  queue.add(path, () => Promise.all([loadRoute(resolution.route), loadPayloadIfAny(path)]));
}

const INTENT_EVENTS = ['mouseover', 'focusin', 'touchstart'] as const;

/** Starts watching for intent on the page's links; returns a function that stops it. Does nothing on a constrained connection. */
export function startLinkPrefetch(queue = createPrefetchQueue(MAX_ROUTE_PRELOADS)): () => void {
  if (isConstrainedNetwork()) return () => {};
  const consider = (anchor: HTMLAnchorElement) => {
    const path = prefetchablePath(anchor);
    if (path) prefetchPath(queue, path);
  };
  // A pointer passing over a link, a finger on it, or the focus an opening menu puts on its first
  // item: the fetches start once the browser is idle, after the frame that shows what moved.
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (anchor) whenIdle(() => consider(anchor), 300);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
  };
}
