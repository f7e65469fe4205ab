/**
 * Presses before hydration (docs/performance.md): the prerendered page paints long before the app can
 * act, so this script, inlined first in the head (scripts/vite-plugins/pressCapturePlugin.ts), records every press,
 * keystroke into a field and submit from the first byte and delivers them, in order, on the same
 * elements once the app is interactive (`data-interactive` on <html>, set after hydration when the
 * app's flows run). The approach of Angular's event replay (JSAction's early event contract).
 * Plain DOM, no imports: it runs before any module and its gzip size is budgeted (PRESS_CAPTURE_BUDGET).
 */
export function capturePresses(win: Window): void {
  const doc = win.document;
  const root = doc.documentElement;
  const PRESSED = 'data-press-received';
  // What a press acts on; a link is not among them: it keeps its native navigation, never replayed.
  const CONTROL =
    'button,[role=button],[role=tab],[role=switch],[role=checkbox],[role=menuitem],input:is([type=checkbox],[type=radio],[type=submit],[type=button])';
  // Controls whose Enter and Space the browser turns into a click of their own (recorded as that click).
  const NATIVE = 'button,input,textarea,select,a,summary';
  interface Entry {
    type: string;
    target: Element;
    href: string;
    key?: string;
    value?: string;
  }
  let queue: Entry[] = [];
  const interactive = () => root.dataset.interactive === 'true';

  const record = (event: Event) => {
    const target = event.target;
    if (interactive() || !(target instanceof Element)) return;
    const type = event.type;
    const entry: Entry = { type, target, href: win.location.href };
    if (type === 'input') {
      if (!target.matches('input:not([type=checkbox]):not([type=radio]),textarea,select')) return;
      // A field's latest value is what counts: one entry per field, at its latest keystroke.
      entry.value = (target as HTMLInputElement).value;
      queue = queue.filter((queued) => queued.target !== target || queued.type !== type);
    } else {
      if (type === 'click') {
        const control = target.closest(CONTROL);
        if (!control || target.closest('a[href]')) return;
        entry.target = control;
      } else if (type === 'keydown') {
        const key = (event as KeyboardEvent).key;
        if ((key !== 'Enter' && key !== ' ') || target.matches(NATIVE) || !target.matches(CONTROL)) return;
        entry.key = key;
      }
      // Nothing native happens in the app's place (a form's GET, a checkbox's toggle): the replay does it.
      event.preventDefault();
      // Shown by the press shell's rules (src/capture/pressShell.ts).
      entry.target.setAttribute(PRESSED, '');
      // A control that opens a dialog or the drawer shows its shell at once (src/capture/pressShell.ts);
      // the app hands it over to the real one (src/lib/loading/pressShellHandover.ts).
      // A second press's shell is hidden behind the first (pressShell.ts).
      const opens = (entry.target.closest('[data-opens]') as HTMLElement | null)?.dataset.opens;
      if (opens)
        doc.body.insertAdjacentHTML(
          'beforeend',
          `<div data-press-shell=${opens} role=dialog aria-busy=true aria-label=Opening><div></div></div>`,
        );
    }
    // Between hydrateRoot and the app's start React listens already: it sees the replay, not this.
    event.stopPropagation();
    queue.push(entry);
  };

  const replay = () => {
    const entries = queue;
    queue = [];
    for (const { type, target, href, key, value } of entries) {
      target.removeAttribute(PRESSED);
      // A press that navigated makes the rest belong to a page the visitor has left.
      if (href !== win.location.href || !target.isConnected) continue;
      if (type === 'click') (target as HTMLElement).click();
      else if (type === 'submit') (target as HTMLFormElement).requestSubmit();
      else if (type === 'keydown') target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true }));
      else {
        const field = target as HTMLInputElement;
        // React keeps the value it last saw on the element's own setter; the prototype's setter
        // bypasses it, so the input event reads as a change and reaches the form's state.
        field.value = value ? '' : ' ';
        // A part React has not hydrated yet hydrates on a discrete event, tracking the value above;
        // pointercancel is one that means nothing to a field.
        field.dispatchEvent(new Event('pointercancel', { bubbles: true }));
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
  };

  for (const type of ['click', 'keydown', 'input', 'submit']) win.addEventListener(type, record, true);
  // Leaving the page (a link, a reload) drops its presses: a page restored from the back-forward cache
  // does not replay them.
  win.addEventListener('pagehide', () => {
    for (const { target } of queue) target.removeAttribute(PRESSED);
    queue = [];
    for (const shell of doc.querySelectorAll('[data-press-shell]')) shell.remove();
  });
  new MutationObserver((_, observer) => {
    if (!interactive()) return;
    observer.disconnect();
    replay();
  }).observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
}
