/**
 * The first-press check: a control pressed as soon as it is painted, on a fresh page with the CPU
 * slowed down four times, with real input events (Playwright's mouse). A press is honoured when what
 * it opens (a dialog, the drawer) shows within `HONOUR_TIMEOUT_MS`; its response time runs from the
 * press to the first frame that shows it. A press that comes before the app has hydrated is held by
 * the press capture and replayed (docs/performance.md, "Presses before hydration").
 */
import type { Browser, Locator, Page } from '@playwright/test';
import type { FirstPress, FirstPressResult } from './results';
import { throttledPage, type Viewport } from './throttledPage';

export interface FirstPressControl {
  name: string;
  route: string;
  viewport: Viewport;
  /** what is pressed */
  target(page: Page): Locator;
  /** CSS selector of what the press opens */
  opens: string;
}

/** Generous: a press answered later than this was dropped, as far as a visitor can tell. */
export const HONOUR_TIMEOUT_MS = 10_000;

/**
 * Installed before the page's own scripts (so its listener is the window's first, ahead of the press
 * capture's): the first press's time, whether the app had started, then the first painted frame that
 * shows `target`. Plain script text: the runner's TypeScript transform would name the callbacks with a
 * helper the page does not have.
 */
const pressWatcher = (opens: string) => `(() => {
  const target = ${JSON.stringify(opens)};
  addEventListener('pointerdown', (event) => {
    if (window.__pressedAt !== undefined) return;
    window.__pressedAt = event.timeStamp;
    window.__pressedBeforeInteractive = document.documentElement.dataset.interactive !== 'true';
    function check() {
      const element = document.querySelector(target);
      const visible = element !== null && element.getBoundingClientRect().height > 0 &&
        getComputedStyle(element).visibility !== 'hidden';
      // The frame that contains it has been painted once the task after its animation frame runs.
      if (visible) requestAnimationFrame(() => setTimeout(() => { window.__shownAt = performance.now(); }));
      else requestAnimationFrame(check);
    }
    requestAnimationFrame(check);
  }, { capture: true });
})();`;

interface PressState {
  __pressedAt?: number;
  __pressedBeforeInteractive?: boolean;
  __shownAt?: number;
}

async function pressOnce(browser: Browser, base: string, control: FirstPressControl): Promise<FirstPress> {
  const { context, page } = await throttledPage(browser, control.viewport);
  try {
    await page.addInitScript({ content: pressWatcher(control.opens) });
    await page.goto(`${base}${control.route}`, { waitUntil: 'commit' });
    // Playwright polls for the control on every animation frame; the press follows at once.
    const target = control.target(page);
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    const box = await target.boundingBox();
    if (!box) throw new Error(`${control.name}: the control has no box`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const shown = await page
      .waitForFunction(() => (window as PressState).__shownAt !== undefined, undefined, {
        timeout: HONOUR_TIMEOUT_MS,
      })
      .then(() => true)
      .catch(() => false);
    const state = await page.evaluate(() => {
      const { __pressedAt, __pressedBeforeInteractive, __shownAt } = window as PressState;
      return { pressedAt: __pressedAt, beforeInteractive: __pressedBeforeInteractive, shownAt: __shownAt };
    });
    if (state.pressedAt === undefined) throw new Error(`${control.name}: the press never reached the page`);
    return {
      honoured: shown,
      responseMs: shown && state.shownAt !== undefined ? state.shownAt - state.pressedAt : undefined,
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
