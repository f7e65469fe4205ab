/** A fresh page in a context of its own with the CPU slowed down four times before it navigates. */
import type { Browser, BrowserContext, Page } from '@playwright/test';

export const CPU_SLOWDOWN = 4;

export interface Viewport {
  width: number;
  height: number;
}

export async function throttledPage(
  browser: Browser,
  viewport: Viewport,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** The page's `aden:interactive` mark, once the app has started (its `data-interactive` attribute). */
export async function interactiveAt(page: Page, timeout = 30_000): Promise<number> {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, {
    timeout,
  });
  return page.evaluate(() => performance.getEntriesByName('aden:interactive')[0]?.startTime ?? Number.NaN);
}
