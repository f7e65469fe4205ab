/**
 * Interaction latency, INP-style, with the CPU slowed down four times, on a page that has finished
 * loading (the median of several presses, each on a fresh page, as Lighthouse's figures are medians):
 * from the press to the next paint (the Event Timing API's duration), or, when later, to the first
 * frame that shows what the press opens (a menu or dialog whose code arrives on demand paints nothing
 * on the press's own frame, so Event Timing alone would flatter it).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import type { InteractionResult } from './results';
import { median } from './runSummary';

export interface Interaction {
  name: string;
  route: string;
  viewport: { width: number; height: number };
  /** what is pressed */
  target(page: Page): Locator;
  /** CSS selector of what the press opens */
  opens: string;
}

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

async function observeShown(page: Page, selector: string) {
  await page.evaluate(`(${SHOWN_OBSERVER})(${JSON.stringify(selector)})`);
}

async function observeEvents(page: Page) {
  await page.evaluate(() => {
    const durations: number[] = [];
    (window as unknown as { __eventDurations: number[] }).__eventDurations = durations;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId) durations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

export async function measureInteraction(
  browser: Browser,
  base: string,
  interaction: Interaction,
): Promise<InteractionResult> {
  const context = await browser.newContext({ viewport: interaction.viewport });
  const page = await context.newPage();
  await page.goto(`${base}${interaction.route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await observeEvents(page);
  await observeShown(page, interaction.opens);
  // As a person does: the pointer comes over the control, and the press follows half a second later.
  const target = interaction.target(page);
  await target.hover();
  await page.waitForTimeout(500);
  await target.click();
  await page.locator(interaction.opens).first().waitFor({ state: 'visible', timeout: 10_000 });
  // Event Timing reports an interaction once its next frame has been presented.
  await page.waitForTimeout(1000);
  const { durations, pressedAt, shownAt } = await page.evaluate(() => {
    const state = window as unknown as {
      __eventDurations: number[];
      __pressedAt?: number;
      __shownAt?: number;
    };
    return { durations: state.__eventDurations, pressedAt: state.__pressedAt, shownAt: state.__shownAt };
  });
  await context.close();
  const toShown = pressedAt !== undefined && shownAt !== undefined ? shownAt - pressedAt : 0;
  // Below the observer's 16 ms threshold nothing is reported: the interaction took less than that.
  return { name: interaction.name, latency: Math.max(16, toShown, ...durations) };
}

/** The median latency of `runs` presses, each on a fresh page: one press moves a lot between runs. */
export async function measureInteractionRuns(
  browser: Browser,
  base: string,
  interaction: Interaction,
  runs: number,
): Promise<InteractionResult> {
  const latencies: number[] = [];
  for (let run = 0; run < runs; run++)
    latencies.push((await measureInteraction(browser, base, interaction)).latency);
  return { name: interaction.name, latency: median(latencies) };
}
