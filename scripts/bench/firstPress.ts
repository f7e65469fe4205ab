/**
 * The first-press check: a control pressed as soon as it is painted, on a fresh page with the CPU
 * slowed down four times, with real input events (Playwright's mouse). The page itself watches for
 * the control on every animation frame, from before its own scripts, and tells the bench once the
 * frame that shows it has been painted: a Playwright locator would first inject and compile its own
 * script in the slowed-down page and press half a second late. A press is honoured when what
 * it opens (a dialog, the drawer, and the dialog's first field where it names one) shows itself within
 * `HONOUR_TIMEOUT_MS`; its response time runs from the press to the first frame that shows what answers
 * it, the dialog or the press capture's shell of it, and the times to the dialog itself and to its first
 * field (where typing reaches the app) are kept beside. A press that comes before the app has hydrated
 * is held by the press capture and replayed (docs/performance.md, "Presses before hydration").
 */
import type { Browser } from '@playwright/test';
import type { FirstPress, FirstPressResult } from './results';
import { throttledPage, type Viewport } from './throttledPage';

export interface FirstPressControl {
  name: string;
  route: string;
  viewport: Viewport;
  /** what is pressed: the first element matching `selector` whose text is `text`, with a box */
  selector: string;
  text?: string;
  /** CSS selector of what the press opens */
  opens: string;
  /** CSS selector, inside it, of the field a visitor types into next (the dialog's first) */
  field?: string;
}

/** Generous: a press answered later than this was dropped, as far as a visitor can tell. */
export const HONOUR_TIMEOUT_MS = 10_000;

/**
 * Installed before the page's own scripts (so its listener is the window's first, ahead of the press
 * capture's): it reports the control's box through `__benchControlPainted` once a frame that shows it
 * has been painted, then records the first press's time, whether the app had started, and the first
 * painted frame that shows what the press opens. Plain script text: the runner's TypeScript transform
 * would name the callbacks with a helper the page does not have.
 */
const pageWatcher = (control: FirstPressControl) => `(() => {
  const selector = ${JSON.stringify(control.selector)};
  const text = ${JSON.stringify(control.text ?? null)};
  const opens = ${JSON.stringify(control.opens)};
  const field = ${JSON.stringify(control.field ?? null)};
  // The dialog itself: not the shell the press capture draws for a press before hydration.
  const itself = opens + ':not([data-press-shell])';
  const shows = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  function findControl() {
    for (const element of document.querySelectorAll(selector))
      if ((text === null || element.textContent.trim() === text) && shows(element)) return element;
    return null;
  }
  function watchControl() {
    const element = findControl();
    if (!element) return requestAnimationFrame(watchControl);
    // The frame that contains it has been painted once the task after its animation frame runs.
    requestAnimationFrame(() => setTimeout(() => {
      const box = element.getBoundingClientRect();
      window.__benchControlPainted({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    }));
  }
  requestAnimationFrame(watchControl);
  addEventListener('pointerdown', (event) => {
    if (window.__pressedAt !== undefined) return;
    window.__pressedAt = event.timeStamp;
    window.__pressedBeforeInteractive = document.documentElement.dataset.interactive !== 'true';
    // The first painted frame that shows an element matching \`selector\`, as \`window[key]\`.
    function check(selector, key) {
      const element = document.querySelector(selector);
      if (element !== null && shows(element))
        requestAnimationFrame(() => setTimeout(() => { window[key] = performance.now(); }));
      else requestAnimationFrame(() => check(selector, key));
    }
    requestAnimationFrame(() => check(opens, '__shownAt'));
    requestAnimationFrame(() => check(itself, '__openedAt'));
    if (field !== null) requestAnimationFrame(() => check(itself + ' ' + field, '__fieldAt'));
  }, { capture: true });
})();`;

interface PressState {
  __pressedAt?: number;
  __pressedBeforeInteractive?: boolean;
  __shownAt?: number;
  __openedAt?: number;
  __fieldAt?: number;
}

async function pressOnce(browser: Browser, base: string, control: FirstPressControl): Promise<FirstPress> {
  const { context, page } = await throttledPage(browser, control.viewport);
  try {
    let painted: (point: { x: number; y: number }) => void = () => {};
    let timer: NodeJS.Timeout | undefined;
    const controlPainted = new Promise<{ x: number; y: number }>((resolve, reject) => {
      painted = resolve;
      timer = setTimeout(
        () => reject(new Error(`${control.name}: the control was not painted on ${control.route}`)),
        30_000,
      );
    });
    await page.exposeBinding('__benchControlPainted', (_source, point: { x: number; y: number }) =>
      painted(point),
    );
    await page.addInitScript({ content: pageWatcher(control) });
    await page.goto(`${base}${control.route}`, { waitUntil: 'commit' });
    const point = await controlPainted.finally(() => clearTimeout(timer));
    await page.mouse.click(point.x, point.y);
    const shown = await page
      .waitForFunction(
        (hasField) => {
          const { __shownAt, __openedAt, __fieldAt } = window as PressState;
          return (
            __shownAt !== undefined && __openedAt !== undefined && (!hasField || __fieldAt !== undefined)
          );
        },
        control.field !== undefined,
        { timeout: HONOUR_TIMEOUT_MS },
      )
      .then(() => true)
      .catch(() => false);
    const state = await page.evaluate(() => {
      const { __pressedAt, __pressedBeforeInteractive, __shownAt, __openedAt, __fieldAt } =
        window as PressState;
      return {
        pressedAt: __pressedAt,
        beforeInteractive: __pressedBeforeInteractive,
        shownAt: __shownAt,
        openedAt: __openedAt,
        fieldAt: __fieldAt,
      };
    });
    if (state.pressedAt === undefined) throw new Error(`${control.name}: the press never reached the page`);
    return {
      honoured: shown,
      responseMs: shown && state.shownAt !== undefined ? state.shownAt - state.pressedAt : undefined,
      openedMs: state.openedAt === undefined ? undefined : state.openedAt - state.pressedAt,
      fieldMs: state.fieldAt === undefined ? undefined : state.fieldAt - state.pressedAt,
      beforeInteractive: state.beforeInteractive === true,
    };
  } finally {
    await context.close();
  }
}

export async function checkFirstPresses(
  browser: Browser,
  base: string,
  control: FirstPressControl,
  presses: number,
): Promise<FirstPressResult> {
  const results: FirstPress[] = [];
  for (let press = 0; press < presses; press++) results.push(await pressOnce(browser, base, control));
  return { name: control.name, route: control.route, presses: results };
}
