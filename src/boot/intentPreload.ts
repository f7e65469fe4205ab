import { isConstrainedNetwork } from '@/lib/network';
import { isLazyDialogName, type LazyDialogName, OPENS_ATTRIBUTE, preloadDialog } from './LazyDialog';
import { whenIdle } from './whenIdle';

/** What can be pressed on this site: a button (the header's, a page's call to action). */
const TRIGGER = 'button, [role="button"]';
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * A dialog's code (forms, validation, the phone picker, the schedulers) is fetched when a visitor
 * shows intent on a control that opens it (`opensDialog`, LazyDialog.tsx): the pointer comes
 * over it, a finger touches it or the keyboard focuses it. That is a few hundred milliseconds before a
 * press, so the dialog is drawn ahead and opens without waiting, and a first visit that only reads the
 * page downloads none of it. On slow or data-saving connections nothing is fetched ahead; a dialog
 * then loads when it first opens.
 */
export function preloadDialogsOnIntent(): void {
  const fetchAhead = !isConstrainedNetwork();
  const wanted = new Set<LazyDialogName>();
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const trigger = event.target.closest(TRIGGER);
    if (!trigger) return;
    const dialog = trigger.closest(`[${OPENS_ATTRIBUTE}]`)?.getAttribute(OPENS_ATTRIBUTE) ?? null;
    if (!fetchAhead || !isLazyDialogName(dialog) || wanted.has(dialog)) return;
    wanted.add(dialog);
    whenIdle(() => void preloadDialog(dialog).catch(() => undefined), 300);
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
}
