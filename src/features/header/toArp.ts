import type { MouseEvent } from 'react';
import { navigate } from '@/lib/routing/navigation';

/**
 * SPEC 4 hand-off 2: "To ARP" opens ARP in a new tab through the route middleware, opting in to the
 * external navigation like the other hand-offs; a failure is logged to the console only (SPEC 8).
 * The link keeps its href, so the browser's own link features (copy, middle click) still work.
 */
export function openArpInNewTab(event: MouseEvent, url: string): void {
  event.preventDefault();
  try {
    navigate(url, { external: true, newTab: true });
  } catch (error) {
    console.error('Navigation error', error);
  }
}
