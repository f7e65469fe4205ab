import { loadContent } from '../../src/content/siteContent';
import { expect, test } from './support/test';

// At 390 × 844 the home page is read in at most 10 screens and a module page in at most 12: depth sits
// one press away (a card's link to its page, a disclosure of the rest), and nothing is cut from the
// page: every capability, card and link is still in it.

const SCREEN = 844;
// The eight product modules; Training & Certification, a course catalogue, is not held to it.
const modules = loadContent().modules.filter((module) => module.path !== '/module-training');
const PAGES = [{ path: '/', screens: 10 }, ...modules.map((module) => ({ path: module.path, screens: 12 }))];

for (const { path, screens } of PAGES) {
  test(`${path} at 390 px is at most ${screens} screens long, with every capability still on the page`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The page's own length, whatever element scrolls it.
    const height = await page.evaluate(() =>
      Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
    );
    expect(height, `${path}: ${(height / SCREEN).toFixed(1)} screens`).toBeLessThanOrEqual(screens * SCREEN);

    const module = modules.find((item) => item.path === path);
    if (!module) return;
    // The folded capabilities are in the page, one press on their disclosure away.
    const capabilities = page.locator('#capabilities h3');
    await expect(capabilities).toHaveCount(module.capabilities.length);
    const more = page.locator('#capabilities summary');
    if ((await more.count()) > 0) {
      await more.click();
      for (const title of await capabilities.allTextContents())
        await expect(page.locator('#capabilities h3', { hasText: title })).toBeVisible();
    }
  });
}

test('a wide screen shows every capability with no disclosure to press', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const accounting = modules.find((module) => module.slug === 'accounting');
  await page.goto(accounting?.path ?? '/accounting');
  await expect(page.locator('#capabilities summary')).toBeHidden();
  const capabilities = page.locator('#capabilities h3');
  await expect(capabilities).toHaveCount(accounting?.capabilities.length ?? 0);
  for (const title of await capabilities.allTextContents())
    await expect(page.locator('#capabilities h3', { hasText: title })).toBeVisible();
});
