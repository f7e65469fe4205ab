import type { Page } from '@playwright/test';

/**
 * Holds the app's start-up: every script of the site's assets waits until `release` is called, so the
 * prerendered page is painted and pressable while no handler of the app exists yet (the window the
 * press capture covers, src/capture/pressCapture.ts).
 */
export async function holdStartup(page: Page): Promise<{ release: () => Promise<void> }> {
  let open: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return {
    release: async () => open(),
  };
}

/** Whether the app has taken over the page's presses (`data-hydrated` on <html>). */
export const appStarted = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
