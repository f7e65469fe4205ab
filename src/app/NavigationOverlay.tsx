import { deferredModule } from '@/lib/loading/deferredModule';
import { useDeferredComponent } from '@/lib/loading/useDeferredComponent';
import { useLeavingTo } from './middlewareLocation';

/** Most visits never leave through a full page load: the cover's code arrives the first time it is needed. */
const leavingOverlay = deferredModule(() =>
  import('./LeavingOverlay').then((module) => module.LeavingOverlay),
);

/**
 * Covers the page while a full page load is on its way (hand-offs to ARP, redirects to an absolute
 * URL); the route middleware closes it LOADING_OVERLAY_CLOSE_DELAY_MS after done or failed (SPEC 9).
 */
export function NavigationOverlay() {
  const leaving = useLeavingTo() !== null;
  const { Component: Overlay } = useDeferredComponent(leavingOverlay, leaving);
  // Once loaded it stays mounted, so it fades out when the middleware closes it.
  return Overlay && <Overlay open={leaving} />;
}
