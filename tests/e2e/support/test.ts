import { test as base, type Page } from '@playwright/test';
import { LOADER_ID } from '../../../scripts/build/pageScripts';

export { expect } from '@playwright/test';

/**
 * Waits until the app on the page has started its actors and every part of the page has hydrated
 * (`data-hydrated` on <html>): the prerendered page paints before its scripts are even requested, so a
 * press right after the load event would land on HTML no script listens to yet (the press capture
 * holds it until then). A page without the app's loader (the API docs,
 * the ARP hand-off, the flow lab) and a tab without JavaScript have nothing to wait for.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    (loaderId) => !document.getElementById(loaderId) || document.documentElement.dataset.hydrated === 'true',
    LOADER_ID,
  );
}

/**
 * The suite's `test`: `page.goto` and `page.reload` return once the app has hydrated, as a person
 * would find it, unless the context runs without JavaScript.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // A test that names its own load state wants the page at that moment.
        if (!options?.waitUntil) await waitForApp(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (!options?.waitUntil) await waitForApp(page);
        return response;
      };
    }
    await use(page);
  },
});
