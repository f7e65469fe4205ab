/**
 * The start-up window of a page: from its first contentful paint to its `aden:interactive` mark (the
 * app hydrated and its actors started), with the CPU slowed down four times, over several fresh loads
 * at a desktop's size. A press in that window waits for the press capture's replay. Beside it, each
 * load's boot: from the arrival of the entry script to the mark, the part the stack's own start-up
 * decides, which the bare-stack floor gives as a reference (its script's arrival to its first paint,
 * since it renders in the browser).
 */
import type { Browser, Page } from '@playwright/test';
import type { StartupWindowResult } from './results';
import { interactiveAt, throttledPage } from './throttledPage';

const VIEWPORT = { width: 1366, height: 900 };

/** When the page's module script (the entry the loader or the HTML added) finished arriving. */
const entryArrival = (page: Page) =>
  page.evaluate(() => {
    const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
    const entry = src ? performance.getEntriesByName(src)[0] : undefined;
    return (entry as PerformanceResourceTiming | undefined)?.responseEnd ?? Number.NaN;
  });

const firstContentfulPaint = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);

async function oneLoad(browser: Browser, url: string): Promise<{ window: number; boot: number }> {
  const { context, page } = await throttledPage(browser, VIEWPORT);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const interactive = await interactiveAt(page);
    const [firstPaint, arrival] = [await firstContentfulPaint(page), await entryArrival(page)];
    if (![interactive, firstPaint, arrival].every(Number.isFinite))
      throw new Error(`${url}: no first paint, entry script or aden:interactive mark`);
    return { window: interactive - firstPaint, boot: interactive - arrival };
  } finally {
    await context.close();
  }
}

/** One fresh load of the floor: its script's arrival to its first contentful paint. */
async function oneFloorLoad(browser: Browser, url: string): Promise<number> {
  const { context, page } = await throttledPage(browser, VIEWPORT);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const boot = (await firstContentfulPaint(page)) - (await entryArrival(page));
    if (!Number.isFinite(boot)) throw new Error(`${url}: no first paint or no module script`);
    return boot;
  } finally {
    await context.close();
  }
}

/**
 * The start-up window and boot of each page over `loads` rounds, and the floor's boot (when its URL is
 * given) in the same rounds: each round loads every page once, then the floor once, so a slow spell
 * of the machine falls on the site and the floor alike, as the Lighthouse runs are paired.
 */
export async function measureStartupRounds(
  browser: Browser,
  base: string,
  routes: readonly string[],
  floorUrl: string | undefined,
  loads: number,
): Promise<{ windows: StartupWindowResult[]; floorBoots: number[] | undefined }> {
  const windows: StartupWindowResult[] = routes.map((route) => ({ route, loads: [], boots: [] }));
  const floorBoots: number[] = [];
  for (let round = 0; round < loads; round++) {
    for (const result of windows) {
      const { window, boot } = await oneLoad(browser, `${base}${result.route}`);
      result.loads.push(window);
      result.boots.push(boot);
    }
    if (floorUrl) floorBoots.push(await oneFloorLoad(browser, floorUrl));
  }
  return { windows, floorBoots: floorUrl ? floorBoots : undefined };
}
