/**
 * Interaction latency, INP-style: from the press to the next paint (the Event Timing API's duration),
 * with the CPU slowed down four times, on a page that has finished loading.
 */
import type { Browser, Page } from '@playwright/test';
import type { InteractionResult } from './results';

export interface Interaction {
  name: string;
  route: string;
  viewport: { width: number; height: number };
  /** performs the press */
  press(page: Page): Promise<void>;
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
  await interaction.press(page);
  // Event Timing reports an interaction once its next frame has been presented.
  await page.waitForTimeout(1000);
  const durations = await page.evaluate(
    () => (window as unknown as { __eventDurations: number[] }).__eventDurations,
  );
  await context.close();
  // Below the observer's 16 ms threshold nothing is reported: the interaction took less than that.
  return { name: interaction.name, latency: Math.max(16, ...durations) };
}
