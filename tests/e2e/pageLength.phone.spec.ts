import { expect, test } from './support/test';

// At 390 × 844 the home page is read in at most 10 screens and a module page in at most 12: depth sits
// one press away (a card's link to its page, a disclosure of the rest), and nothing is cut from the
// page: every capability, card and link is still in it.

const SCREEN = 844;
// The eight product modules' pages; Training & Certification, a course catalogue, is not held to it.
const MODULE_PATHS = [
  '/accounting',
  '/inventory-management',
  '/project-management',
  '/workforce',
  '/eCommerce',
  '/professionalServices',
  '/contracting',
  '/ai-form',
];
const PAGES = [{ path: '/', screens: 10 }, ...MODULE_PATHS.map((path) => ({ path, screens: 12 }))];

for (const { path, screens } of PAGES) {
  test(`${path} at 390 px is at most ${screens} screens long, with every capability one press away`, async ({
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
    if (path === '/') return;

    // Two capabilities show; the rest are in the page, one press on their disclosure away.
    const capabilities = page.locator('#capabilities h3');
    const visible = page.locator('#capabilities h3:visible');
    const all = await capabilities.count();
    expect(all).toBeGreaterThan(2);
    await expect(visible).toHaveCount(2);
    await page.locator('#capabilities summary').click();
    await expect(visible).toHaveCount(all);
  });
}

test('a wide screen shows every capability with no disclosure to press', async ({ browser, baseURL }) => {
  // A desktop's window, not the phone project's mobile one widened.
  const desktop = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await desktop.newPage();
  try {
    await page.goto('/accounting');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('#capabilities summary')).toBeHidden();
    const all = await page.locator('#capabilities h3').count();
    expect(all).toBeGreaterThan(2);
    await expect(page.locator('#capabilities h3:visible')).toHaveCount(all);
  } finally {
    await desktop.close();
  }
});
