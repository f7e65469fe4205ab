import { DIALOG_FADE_MS } from '@/lib/config/themeTokens';

const SHELL = '[data-press-shell]';
/** What the press opened: one of the app's dialogs or the drawer, not the shell. */
const OPENED = `[role="dialog"]:not(${SHELL})`;
/**
 * How long a shell waits, once the page has hydrated and the press is replayed, for what it stands for:
 * the dialog's code is fetched from before hydration (preloadPressedDialogs), so it is there by then or
 * soon after; a press that opens nothing (the flows decided otherwise, its control is gone) leaves none.
 */
const WAIT_AFTER_HYDRATION_MS = 3000;

const shows = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
};

/** The e-mail field of the dialog the press opened, where the shell's own field hands over. */
const OPENED_FIELD = `${OPENED} input[type="email"]`;

/**
 * What the visitor typed into the shell's field (the sign-in dialogs': pressCapture.ts) goes into the
 * dialog's field, ahead of anything typed there since, and the typing goes on there: through the
 * prototype's value setter and an input event, as the press replay fills a field (pressReplay.ts), so
 * the form's state receives it.
 */
function keepTyped(shell: HTMLElement): void {
  const typed = shell.querySelector('input');
  const field = document.querySelector<HTMLInputElement>(OPENED_FIELD);
  if (!typed || !field) return;
  if (typed.value !== '') {
    const value = typed.value + field.value;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  field.focus();
}

/** The shells leave the accessibility tree at once and fade out as the dialog fades in. */
function fadeOut(shells: HTMLElement[]) {
  for (const shell of shells) {
    for (const name of ['role', 'aria-busy', 'aria-label']) shell.removeAttribute(name);
    shell.setAttribute('aria-hidden', 'true');
    shell.style.pointerEvents = 'none';
    shell.style.opacity = '0';
    setTimeout(() => shell.remove(), DIALOG_FADE_MS);
  }
}

/**
 * Hands the press capture's shell (src/capture/pressShell.ts) over to what the press opened. The capture
 * draws it on a press before the app has started; from the frame in which the app's dialog or drawer
 * shows, the shell fades out under it, so the visitor sees one dialog and presses once. Watches from
 * the start-up until the page has hydrated and no shell is left (a press after that has no shell).
 */
export function handOverPressShell(): void {
  const root = document.documentElement;
  let hydratedAt: number | undefined;
  let watching = false;
  const shells = () => [...document.querySelectorAll<HTMLElement>(`${SHELL}[role]`)];

  const everyFrame = (now: number) => {
    const waiting = shells();
    if (waiting.length === 0) {
      watching = false;
      return;
    }
    // A shell with a field waits for the dialog's own field, which takes what was typed.
    const opened =
      [...document.querySelectorAll(OPENED)].some(shows) &&
      (!waiting[0]?.querySelector('input') || document.querySelector(OPENED_FIELD) !== null);
    if (root.dataset.hydrated === 'true') hydratedAt ??= now;
    const givenUp = hydratedAt !== undefined && now - hydratedAt > WAIT_AFTER_HYDRATION_MS;
    if (opened || givenUp) {
      if (opened && waiting[0]) keepTyped(waiting[0]);
      fadeOut(waiting);
      watching = false;
      return;
    }
    requestAnimationFrame(everyFrame);
  };
  const watch = () => {
    if (!watching && shells().length > 0) {
      watching = true;
      requestAnimationFrame(everyFrame);
    }
  };
  watch();
  // The capture appends a shell to the body; after the app has started it draws none.
  const appended = new MutationObserver(() => {
    if (root.dataset.hydrated === 'true' && !watching) appended.disconnect();
    watch();
  });
  appended.observe(document.body, { childList: true });
}
