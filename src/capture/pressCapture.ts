/**
 * Presses before hydration (docs/performance.md): the prerendered page paints long before the app can
 * act, so this script, inlined first in the head (scripts/vite-plugins/pressCapturePlugin.ts), records every press,
 * keystroke into a field and submit from the first byte in `window.capturedPresses`, which the app
 * replays, in order, on the same elements once their part of the page has hydrated (src/capture/pressReplay.ts). The
 * approach of Angular's event replay (JSAction's early event contract). Only the recording is here: the
 * script is in every page's first response, which shares one round trip with the page.
 * Plain DOM, no imports: it runs before any module and its gzip size is budgeted (PRESS_CAPTURE_BUDGET).
 */

/** A press, keystroke, field's value or submit made before the app started. */
export interface CapturedPress {
  type: string;
  target: Element;
  /** The page it was made on: a press that navigated makes the rest belong to a page the visitor left. */
  href: string;
  key?: string;
  value?: string;
}

declare global {
  interface Window {
    capturedPresses?: CapturedPress[];
    /** Set by the app once its flows run: whether a press on `target` can go to it straight away. */
    pressGoesThrough?: (target: Element) => boolean;
  }
}

export function capturePresses(win: Window): void {
  const doc = win.document;
  const root = doc.documentElement;
  const PRESSED = 'data-press-received';
  const SHELL = '[data-press-shell]';
  // What a press acts on; a link is not among them: it keeps its native navigation, never replayed.
  const CONTROL =
    'button,[role=button],[role=tab],[role=switch],[role=checkbox],[role=menuitem],input:is([type=checkbox],[type=radio],[type=submit],[type=button])';
  // Controls whose Enter and Space the browser turns into a click of their own (recorded as that click).
  const NATIVE = 'button,input,textarea,select,a,summary';
  const queue: CapturedPress[] = [];
  win.capturedPresses = queue;
  // Until then React may drop a press on a part it is still hydrating (src/lib/loading/HydrationBoundary.tsx);
  // from the app's start, a press outside every such part goes to it (src/capture/pressReplay.ts).
  const handedOver = (target: Element) =>
    root.dataset.hydrated === 'true' || win.pressGoesThrough?.(target) === true;

  const record = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || handedOver(target)) return;
    const type = event.type;
    const entry: CapturedPress = { type, target, href: win.location.href };
    if (type === 'input') {
      // The shell's own field is no press: the dialog takes what is typed into it (pressShellHandover.ts).
      if (
        target.closest(SHELL) ||
        !target.matches('input:not([type=checkbox]):not([type=radio]),textarea,select')
      )
        return;
      // A field's latest value is what counts: the replay keeps its last entry only.
      entry.value = (target as HTMLInputElement).value;
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
      if (opens) {
        // The sign-in dialogs open on their e-mail: the shell has that field, and the visitor types at
        // once (not for a form's button, whose form holds the e-mail already).
        const field =
          opens === 'auth' && !entry.target.closest('form')
            ? '<input type=email name=email aria-label=Email placeholder=Email autocomplete=email>'
            : '';
        doc.body.insertAdjacentHTML(
          'beforeend',
          `<div data-press-shell=${opens} role=dialog aria-busy=true aria-label=Opening><div>${field}</div></div>`,
        );
        doc.querySelector<HTMLElement>(`${SHELL} input`)?.focus();
      }
    }
    // Between hydrateRoot and the app's start React listens already: it sees the replay, not this.
    event.stopPropagation();
    queue.push(entry);
  };

  for (const type of ['click', 'keydown', 'input', 'submit']) win.addEventListener(type, record, true);
  // Leaving the page (a link, a reload) drops its presses: a page restored from the back-forward cache
  // does not replay them.
  win.addEventListener('pagehide', () => {
    for (const { target } of queue.splice(0)) target.removeAttribute(PRESSED);
    for (const shell of doc.querySelectorAll(SHELL)) shell.remove();
  });
}
