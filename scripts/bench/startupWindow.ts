/**
 * The start-up window of a page: from its first contentful paint to its `aden:interactive` mark (the
 * app hydrated and its actors started), with the CPU slowed down four times, over several fresh loads
 * at a desktop's size. A press in that window waits for the press capture's replay.
 */
import type { Browser } from '@playwright/test';
import type { StartupWindowResult } from './results';
import { interactiveAt, throttledPage } from './throttledPage';

async function oneLoad(browser: Browser, url: string): Promise<number> {
  const { context, page } = await throttledPage(browser, { width: 1366, height: 900 });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const interactive = await interactiveAt(page);
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    if (!Number.isFinite(interactive) || !Number.isFinite(firstPaint))
      throw new Error(`${url}: no first paint or no aden:interactive mark`);
    return interactive - firstPaint;
  } finally {
    await context.close();
  }
}

export async function measureStartupWindow(
  browser: Browser,
  base: string,
  route: string,
  loads: number,
): Promise<StartupWindowResult> {
  const times: number[] = [];
  for (let load = 0; load < loads; load++) times.push(await oneLoad(browser, `${base}${route}`));
  return { route, loads: times };
}
