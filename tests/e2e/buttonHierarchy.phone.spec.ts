import { heroActions, viewsWithTwoPrimaries } from './support/buttonHierarchy';
import { TEMPLATE_PAGES } from './support/templateChecks';
import { expect, test } from './support/test';

// One filled (primary) button per view on a 390 px phone: every template, the 404 page, the menu
// the burger opens, and the home hero's one decision. buttonHierarchy.spec.ts runs the same at
// 1440 px, with the dialogs.

const PAGES = [...TEMPLATE_PAGES, { template: '404', path: '/no-such-page' }];

for (const { template, path } of PAGES) {
  test(`${template} (${path}) at 390 px: at most one filled button per view`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await viewsWithTwoPrimaries(page)).toEqual([]);
  });
}

test('the menu the burger opens keeps one filled button', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Free Sign Up' })).toBeVisible();
  expect(await viewsWithTwoPrimaries(page)).toEqual([]);
});

test('the home hero asks for one decision at 390 px: the work-email sign-up filled, one quieter action', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  expect(await heroActions(page)).toEqual({ filled: ['Get started with Aden'], quieter: ['Book a demo'] });
});
