import { preloadAuthDialog } from '@/features/auth/AuthDialogSlot';
import { preloadContactDialog } from '@/features/contact/ContactDialogSlot';
import { preloadDemoDialog } from '@/features/scheduling/DemoDialog';
import { preloadDiscoveryCallDialog } from '@/features/scheduling/DiscoveryCall';
import { isConstrainedNetwork } from '@/lib/network';
import { whenIdle } from '@/lib/whenIdle';

/** What opens a dialog on this site: a button (the header's, a page's call to action). */
const TRIGGER = 'button, [role="button"]';
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * The dialogs' code (forms, validation, the phone picker, the schedulers) is fetched when a visitor shows intent: the
 * first time the pointer comes over a button, a finger touches one or the keyboard focuses one. That
 * is a few hundred milliseconds before a press, so the dialog opens without waiting, and a first
 * visit that only reads the page downloads none of it. On slow or data-saving connections nothing is
 * fetched ahead; a dialog then loads when it first opens.
 */
export function preloadDialogsOnIntent(): void {
  if (isConstrainedNetwork()) return;
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(TRIGGER)) return;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    // Not in the same moment as a press on that button (a header menu opening): when the browser is idle.
    whenIdle(() => {
      preloadAuthDialog().catch(() => undefined);
      preloadContactDialog().catch(() => undefined);
      preloadDemoDialog().catch(() => undefined);
      preloadDiscoveryCallDialog().catch(() => undefined);
    }, 300);
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
}
