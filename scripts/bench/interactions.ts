/**
 * Interaction latency, INP-style, with the CPU slowed down four times, on a page that has finished
 * loading: each run on a fresh page, so every dialog's opening is its first (its code not yet loaded).
 * A run's figure is the longest Event Timing duration of the interaction's events (press or keystroke
 * to the next paint), or, when later, the first frame that shows what the press asked for (a menu or
 * dialog whose code arrives on demand paints nothing on the press's own frame, so Event Timing alone
 * would flatter it; the next page of a navigation).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { BUTTON_LABELS } from '../../contract/buttonLabels';
import { HONOUR_TIMEOUT_MS } from './firstPress';
import type { InteractionKind, InteractionResult } from './results';
import { CPU_SLOWDOWN, type Viewport } from './throttledPage';

/** What the visitor does: press a control, or type text into a field (focused beforehand). */
export type InteractionAct =
  | { press: (page: Page) => Locator }
  | { type: (page: Page) => Locator; text: string };

export interface Interaction {
  name: string;
  kind: InteractionKind;
  route: string;
  viewport: Viewport;
  /** done at full speed before the measure starts: the dialog a typed-into field is in */
  before?: (page: Page) => Promise<void>;
  act: InteractionAct;
  /** CSS selector of what the press shows (a menu, a dialog, the next page's content), if anything */
  shows?: string;
}

/** Between keystrokes, as a quick typist: each key is its own interaction. */
const KEYSTROKE_GAP_MS = 120;

/**
 * Records the press's time, then the first frame after `selector` is on screen. Plain script text: the
 * runner's TypeScript transform would name the callbacks with a helper the page does not have.
 */
const SHOWN_OBSERVER = `(target) => {
  document.addEventListener('pointerdown', (event) => { window.__pressedAt ??= event.timeStamp; }, { capture: true });
  function check() {
    const element = document.querySelector(target);
    const visible = element !== null && element.getBoundingClientRect().height > 0 &&
      getComputedStyle(element).visibility !== 'hidden';
    // The frame that contains it has been painted once the task after its animation frame runs.
    if (visible) requestAnimationFrame(() => setTimeout(() => { window.__shownAt = performance.now(); }));
    else requestAnimationFrame(check);
  }
  requestAnimationFrame(check);
}`;

/** Every event of an interaction (pointer, click, key, input) that took 16 ms or more, with its duration. */
const EVENT_OBSERVER = `() => {
  window.__eventDurations = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__eventDurations.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
}`;

interface MeasureState {
  __eventDurations: number[];
  __pressedAt?: number;
  __shownAt?: number;
}

/**
 * The centre of the pressed control, found at full speed before the CPU is slowed down: a Playwright
 * locator compiles its own script in the page and checks the control's state there, work of the
 * bench's that would otherwise fall on the throttled page between the pointer's arrival and the press.
 */
export async function pressPoint(page: Page, press: (page: Page) => Locator) {
  const target = press(page);
  await target.scrollIntoViewIfNeeded();
  // A scroll can move the header over the control for a moment: the point must reach the control.
  for (let attempt = 0; attempt < 20; attempt++) {
    const box = await target.boundingBox();
    if (!box) throw new Error('The control to press has no box');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const reaches = await target.evaluate(
      (control, at) => control.contains(document.elementFromPoint(at.x, at.y)),
      point,
    );
    if (reaches) return point;
    await page.waitForTimeout(250);
  }
  throw new Error('Something else covers the control to press');
}

/**
 * As a visitor does before anything else on a site that asks: the cookie banner answered with
 * "Necessary only", so no press is measured under it or covered by it.
 */
export async function chooseCookies(page: Page) {
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  if ((await banner.count()) === 0) return;
  await banner.getByRole('button', { name: BUTTON_LABELS.necessaryOnly }).click();
  await banner.waitFor({ state: 'detached' });
}

async function act(page: Page, interaction: Interaction, point?: { x: number; y: number }) {
  if (point) {
    // As a person does: the pointer comes over the control, and the press follows half a second later.
    await page.mouse.move(point.x, point.y);
    await page.waitForTimeout(500);
    await page.mouse.down();
    await page.mouse.up();
  } else if ('type' in interaction.act)
    await page.keyboard.type(interaction.act.text, { delay: KEYSTROKE_GAP_MS });
}

/** One run on a fresh page: the interaction's latency in milliseconds. */
export async function measureInteraction(
  browser: Browser,
  base: string,
  interaction: Interaction,
): Promise<number> {
  const context = await browser.newContext({ viewport: interaction.viewport });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${interaction.route}`, { waitUntil: 'networkidle', timeout: 120_000 });
    // What a scroll to the control loads (pictures, sections' code) settles with the page.
    if ('press' in interaction.act) await interaction.act.press(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(2500);
    await chooseCookies(page);
    await interaction.before?.(page);
    const { act: what } = interaction;
    if ('type' in what) await what.type(page).focus();
    const point = 'press' in what ? await pressPoint(page, what.press) : undefined;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(`(${EVENT_OBSERVER})()`);
    if (interaction.shows) await page.evaluate(`(${SHOWN_OBSERVER})(${JSON.stringify(interaction.shows)})`);
    await act(page, interaction, point);
    if (interaction.shows)
      await page
        .locator(interaction.shows)
        .first()
        .waitFor({ state: 'visible', timeout: HONOUR_TIMEOUT_MS })
        .catch(() => {
          throw new Error(`${interaction.name}: nothing showed ${HONOUR_TIMEOUT_MS} ms after the press`);
        });
    // Event Timing reports an interaction once its next frame has been presented.
    await page.waitForTimeout(1000);
    const { durations, pressedAt, shownAt } = await page.evaluate(() => {
      const state = window as unknown as MeasureState;
      return { durations: state.__eventDurations, pressedAt: state.__pressedAt, shownAt: state.__shownAt };
    });
    const toShown = pressedAt !== undefined && shownAt !== undefined ? shownAt - pressedAt : 0;
    // Below the observer's 16 ms threshold nothing is reported: the interaction took less than that.
    return Math.round(Math.max(16, toShown, ...durations));
  } finally {
    await context.close();
  }
}

/** `runs` runs of one interaction, each on a fresh page: one press moves a lot between runs. */
export async function measureInteractionRuns(
  browser: Browser,
  base: string,
  interaction: Interaction,
  runs: number,
): Promise<InteractionResult> {
  const latencies: number[] = [];
  for (let run = 0; run < runs; run++) latencies.push(await measureInteraction(browser, base, interaction));
  return { name: interaction.name, kind: interaction.kind, latencies };
}
