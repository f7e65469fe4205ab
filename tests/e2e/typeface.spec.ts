import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';

// The site's font: Inter's variable latin file cut to the theme's weights, from the site itself,
// preloaded by the head, and a fallback sized to it, so that the swap from one to the other moves
// nothing (CLS budget 0.01).

const FONT_FILE = /\/assets\/inter-latin-400-700-[\w-]+\.woff2$/;

/** Sums the page's layout shifts from its first paint on (what CLS counts, without input). */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);

/**
 * Loads a page in a new tab, its font held back until the page has painted in the fallback, then lets
 * the font through and waits for the swap. Returns the layout shift of the whole visit.
 */
async function swapShift(context: BrowserContext, route: string, withoutFallback = false): Promise<number> {
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(FONT_FILE, async (font) => {
    await released;
    await font.continue();
  });
  if (withoutFallback)
    await page.route(route, async (request) => {
      const response = await request.fetch();
      const html = (await response.text()).replace(/@font-face\{font-family:Inter Fallback[^}]*\}/g, '');
      await request.fulfill({ response, body: html });
    });
  await watchLayoutShifts(page);
  await page.goto(route, { waitUntil: 'commit' });
  await page.locator('h1').waitFor();
  // Painted in the fallback: Inter is not there yet.
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  release();
  await page.waitForFunction(
    () => document.fonts.check('700 16px "Inter Variable"') && document.fonts.status === 'loaded',
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return layoutShift(page);
}

test('pages set their text in Inter from the site itself, the file the head preloads', async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
  });
  const response = await page.goto('/pricing');
  const preload = await page.locator('head link[rel="preload"][as="font"]').getAttribute('href');
  expect(preload).toMatch(FONT_FILE);
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  expect(
    await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontFamily),
  ).toMatch(/^"Inter Variable", "Inter Fallback"/);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"'))).toBe(true);
  // One file, the preloaded one (latin-ext only for a page that shows its characters).
  expect(fonts).toEqual([preload]);
  expect(response?.headers()['content-security-policy']).toContain("font-src 'self'");
});

test('the swap from the fallback to Inter moves nothing, where without the sized fallback it would', async ({
  context,
}) => {
  for (const route of ['/', '/pricing', '/accounting', '/customers'])
    expect(await swapShift(context, route), route).toBeLessThan(0.01);
  // The control: the same visits with the fallback's @font-face rules taken out of the page (the
  // system sans, then Inter: copy rewraps and moves what is below it) move at least one page.
  const unsized: number[] = [];
  for (const route of ['/', '/pricing', '/accounting', '/customers'])
    unsized.push(await swapShift(context, route, true));
  expect(Math.max(...unsized)).toBeGreaterThan(0.01);
});

test('a page that shows no latin-ext character leaves its face out, and what a visitor types in one is set in Inter', async ({
  page,
  request,
}) => {
  expect(await (await request.get('/contact')).text()).not.toContain('site-font-ext');
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
  });
  await page.goto('/contact');
  await page.getByRole('textbox').first().fill('Łukasz Dvořák');
  await expect
    .poll(() => fonts.some((file) => /\/inter-latin-ext-wght-normal-[\w-]+\.woff2$/.test(file)))
    .toBe(true);
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'Łř'))).toBe(true);
});
