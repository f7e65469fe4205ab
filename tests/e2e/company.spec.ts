import { expect, test } from './support/test';

// /company: who is behind Aden, reached from the footer of any page, with offices a buyer can call.

/** 555-01xx and other 555 exchanges are kept for fiction; no office answers on one. */
const FICTIONAL = /\b555[\s-]?\d{4}\b|\(?\b555\)?[\s-]\d/;

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the footer leads to the company page, with its people, investors and offices (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/pricing');
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About Aden' }).click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Aden');
    await expect(page.getByText('Founded in 2019 in Austin, Texas.')).toBeVisible();
    for (const heading of ['Our story', 'Leadership', 'Investors', 'Offices', 'Security and trust']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // Each figure names its source.
    const glance = page.getByRole('complementary', { name: 'Aden at a glance' });
    await expect(glance.getByRole('list', { name: 'Sources' }).getByRole('listitem')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  });
}

test('no office on the site has a 555 number, and each can be called', async ({ page }) => {
  for (const pathname of ['/company', '/contact']) {
    await page.goto(pathname);
    const phones = page.locator('a[href^="tel:"]');
    await expect(phones).toHaveCount(3);
    for (const phone of await phones.all()) {
      const text = (await phone.textContent()) ?? '';
      expect(text, pathname).not.toMatch(FICTIONAL);
      expect(await phone.getAttribute('href'), pathname).toBe(`tel:${text.replace(/[^+\d]/g, '')}`);
    }
  }
});
