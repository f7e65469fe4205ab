import { MAX_ROUTE_PRELOADS } from '@machines/constants';
import { isConstrainedNetwork } from '@/lib/network';
import { createPrefetchQueue, type PrefetchQueue } from '@/lib/prefetch';
import { whenIdle } from '@/lib/whenIdle';
import { loadPayloadIfAny } from './buildManifest';
import { resolveRoute } from './resolveRoute';
import { loadRoute } from './routeModules';

// SPEC 9: a link to a page of the site prefetches that page's code and payload when it comes into
// view or is hovered (or focused), except with data-saver or on 2G; at most MAX_ROUTE_PRELOADS
// preloads run at a time, the others wait their turn. Every internal link of the page takes part,
// whichever component drew it.

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

/** Starts watching the page's links; returns a function that stops it. Does nothing on a constrained connection. */
export function startLinkPrefetch(queue = createPrefetchQueue(MAX_ROUTE_PRELOADS)): () => void {
  if (isConstrainedNetwork() || typeof IntersectionObserver === 'undefined') return () => {};
  const consider = (target: EventTarget | null) => {
    const anchor = target instanceof Element ? target.closest('a') : null;
    const path = anchor ? prefetchablePath(anchor) : null;
    if (path) prefetchPath(queue, path);
  };

  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      consider(entry.target);
    }
  });
  const observeLinks = (root: ParentNode) => {
    for (const anchor of root.querySelectorAll('a[href]')) inView.observe(anchor);
  };
  const added = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof HTMLAnchorElement) inView.observe(node);
        else if (node instanceof Element) observeLinks(node);
      }
    }
  });
  // A pointer passing over a link, or the focus an opening menu puts on its first item: the fetches
  // start once the browser is idle, after the frame that shows what moved.
  const onPointer = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (anchor) whenIdle(() => consider(anchor), 300);
  };

  observeLinks(document);
  added.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('mouseover', onPointer, { passive: true });
  document.addEventListener('focusin', onPointer);
  return () => {
    inView.disconnect();
    added.disconnect();
    document.removeEventListener('mouseover', onPointer);
    document.removeEventListener('focusin', onPointer);
  };
}
