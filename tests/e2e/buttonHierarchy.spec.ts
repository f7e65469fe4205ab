import { heroActions, viewsWithTwoPrimaries } from './support/buttonHierarchy';
import { TEMPLATE_PAGES } from './support/templateChecks';
import { expect, test } from './support/test';

// One filled (primary) button per view at 1440 px: every section of one page of each template and
// the 404 page, the home hero's one decision, with the header's buttons counted in each section they stand over, then the views that open on a press (the dialogs, the ROI e-mail form and its
// Enterprise path, an integrations search with no result). buttonHierarchy.phone.spec.ts: 390 px.

test.use({ viewport: { width: 1440, height: 900 } });

const PAGES = [...TEMPLATE_PAGES, { template: '404', path: '/no-such-page' }];

for (const { template, path } of PAGES) {
  test(`${template} (${path}) at 1440 px: at most one filled button per view`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await viewsWithTwoPrimaries(page)).toEqual([]);
  });
}

test('the home hero asks for one decision: the work-email sign-up filled, one quieter action beside it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  expect(await heroActions(page)).toEqual({ filled: ['Get started with Aden'], quieter: ['Book a demo'] });
});

test('the dialogs, the ROI e-mail form, its Enterprise path and an empty integrations search keep one filled button', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const [button, dialog] of [
    ['Start for free', 'Sign up'],
    ['Sign In', 'Log in'],
    ['Book a demo', 'Book a demo'],
  ] as const) {
    await header.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await viewsWithTwoPrimaries(page), dialog).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  const start = page.getByRole('form', { name: 'Get started with Aden' });
  await start.getByLabel('Work email').fill('dana@whitfield.example');
  await start.getByRole('button', { name: 'Get started' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up for Aden' })).toBeVisible();
  expect(await viewsWithTwoPrimaries(page)).toEqual([]);

  await page.goto('/RoiCalculator');
  await page.getByRole('button', { name: 'Email me this estimate' }).click();
  await expect(page.getByRole('form', { name: 'Email me this estimate' })).toBeVisible();
  expect(await viewsWithTwoPrimaries(page)).toEqual([]);
  await page.getByLabel('Office users (paid seats)').fill('300');
  await expect(page.getByRole('button', { name: 'Ask for an Enterprise estimate' }).first()).toBeVisible();
  expect(await viewsWithTwoPrimaries(page)).toEqual([]);

  await page.goto('/integrations');
  await page.getByLabel('Search integrations').fill('Buildertrend');
  await expect(page.getByRole('button', { name: 'Ask for this integration' })).toBeVisible();
  expect(await viewsWithTwoPrimaries(page)).toEqual([]);
});

test('the check names a view with two filled buttons, and a dialog with two', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('main section').first();
  // The hero's quieter Book a demo filled as well (at once: no fade): the hero then shows two primaries.
  await hero.getByRole('button', { name: 'Book a demo' }).evaluate((button: HTMLElement) => {
    button.style.transition = 'none';
    button.style.backgroundColor = 'rgb(64, 56, 200)';
  });
  expect(await viewsWithTwoPrimaries(page)).toEqual([
    expect.stringMatching(/^section ".*": Get started, Book a demo$/),
  ]);
  expect(await heroActions(page)).toEqual({ filled: ['Get started with Aden', 'Book a demo'], quieter: [] });
  // A filled header button stands over every section: beside the customers hero's Book a demo it is a second.
  await page.goto('/customers');
  await expect(page.locator('main h1')).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Start for free' })
    .evaluate((button: HTMLElement) => {
      button.style.transition = 'none';
      button.style.backgroundColor = 'rgb(64, 56, 200)';
    });
  expect(await viewsWithTwoPrimaries(page)).toContainEqual(
    expect.stringMatching(/^section ".*": Start for free, Book a demo$/),
  );
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Start for free' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) => {
    for (const label of ['Planted one', 'Planted two']) {
      const planted = document.createElement('button');
      planted.className = 'MuiButton-root';
      planted.textContent = label;
      planted.style.backgroundColor = 'rgb(64, 56, 200)';
      element.append(planted);
    }
  });
  const found = await viewsWithTwoPrimaries(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^dialog ".+": (.+, )?Planted one, Planted two$/);
});
