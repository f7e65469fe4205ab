import { MANIFEST_PREFETCH_DELAY_MS } from '@machines/constants';
import { preloadAuthDialog } from '@/features/auth/AuthDialogSlot';
import { preloadContactDialog } from '@/features/contact/ContactDialogSlot';
import { isConstrainedNetwork } from '@/lib/network';

/**
 * About a second after start, when the browser is idle, fetch the dialogs' code so that opening one is
 * instant; skipped on slow or data-saving connections, where they load on first use instead.
 */
export function preloadDialogsWhenIdle(): void {
  if (isConstrainedNetwork()) return;
  window.setTimeout(() => {
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 0));
    whenIdle(() => {
      preloadAuthDialog().catch(() => undefined);
      preloadContactDialog().catch(() => undefined);
    });
  }, MANIFEST_PREFETCH_DELAY_MS);
}
