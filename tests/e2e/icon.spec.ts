import { expect, test } from './support/test';

// The site's icon is a data: URL in every page's head (scripts/vite-plugins/inlineFaviconPlugin.ts): the browser has
// it with the HTML and makes no request for it while the page is first painted.

test('a page asks for no icon file: its icon comes with its HTML', async ({ page }) => {
  const iconRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/favicon\.(svg|ico)$/.test(new URL(request.url()).pathname)) iconRequests.push(request.url());
  });
  await page.goto('/pricing');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  expect(iconRequests).toEqual([]);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon?.startsWith('data:image/svg+xml,')).toBe(true);
});
