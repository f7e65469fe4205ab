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
    const opened = [...document.querySelectorAll(OPENED)].some(shows);
    if (root.dataset.hydrated === 'true') hydratedAt ??= now;
    const givenUp = hydratedAt !== undefined && now - hydratedAt > WAIT_AFTER_HYDRATION_MS;
    if (opened || givenUp) {
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
