import { isConstrainedNetwork } from '@/lib/http/network';
import { isLazyDialogName, type LazyDialogName, OPENS_ATTRIBUTE, preloadDialog } from './LazyDialog';

/** What can be pressed on this site: a button (the header's, a page's call to action). */
const TRIGGER = 'button, [role="button"]';
/** The pointer's arrival, the keyboard's focus, a finger's touch; and the press itself, the last call. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart', 'pointerdown'] as const;
/** The press capture's mark on a control pressed before the app started (src/capture/pressCapture.ts). */
const PRESSED = 'data-press-received';

/** The dialog a control opens (`opensDialog`), if any. */
const dialogOpenedBy = (control: Element): LazyDialogName | undefined => {
  const dialog = control.closest(`[${OPENS_ATTRIBUTE}]`)?.getAttribute(OPENS_ATTRIBUTE) ?? null;
  return isLazyDialogName(dialog) ? dialog : undefined;
};

/**
 * A dialog's code (forms, validation, the phone picker, the schedulers) is fetched when a visitor
 * shows intent on a control that opens it (`opensDialog`, LazyDialog.tsx): the pointer comes
 * over it, a finger touches it, the keyboard focuses it, or the press begins. That is a few hundred
 * milliseconds before a press, so the dialog is drawn ahead and opens without waiting, and a first
 * visit that only reads the page downloads none of it. On slow or data-saving connections nothing is fetched ahead; a dialog
 * then loads when it first opens.
 */
export function preloadDialogsOnIntent(): void {
  const fetchAhead = !isConstrainedNetwork();
  const wanted = new Set<LazyDialogName>();
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const trigger = event.target.closest(TRIGGER);
    if (!trigger) return;
    const dialog = dialogOpenedBy(trigger);
    if (!fetchAhead || !dialog || wanted.has(dialog)) return;
    wanted.add(dialog);
    // In a task of its own, right after the event's, which stays short; the fetch starts at once (the
    // code is evaluated when it arrives). Waiting for an idle moment lost up to 300 ms of the half
    // second between a pointer's arrival and its press on a busy page.
    setTimeout(() => void preloadDialog(dialog).catch(() => undefined));
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
}

/**
 * A press made before the app started (the press capture holds it, marked on its control) is replayed
 * once the page has hydrated, and the dialog it opens then needs its code. Fetched from the moment
 * the dialogs are declared (before hydration), that code arrives while the page hydrates instead of
 * after the replay. Watches for such presses until the page has hydrated; a press is an explicit
 * request, so this fetches on slow connections too.
 */
export function preloadPressedDialogs(): void {
  const root = document.documentElement;
  const preloadFor = (control: Element) => {
    const dialog = dialogOpenedBy(control);
    if (dialog) void preloadDialog(dialog).catch(() => undefined);
  };
  for (const pressed of document.querySelectorAll(`[${PRESSED}]`)) preloadFor(pressed);
  if (root.dataset.hydrated === 'true') return;
  const watch = new MutationObserver((records) => {
    if (root.dataset.hydrated === 'true') return watch.disconnect();
    for (const { target } of records)
      if (target instanceof Element && target.hasAttribute(PRESSED)) preloadFor(target);
  });
  watch.observe(root, { subtree: true, attributes: true, attributeFilter: [PRESSED, 'data-hydrated'] });
}
