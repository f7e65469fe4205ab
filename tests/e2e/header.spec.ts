import type { Page } from '@playwright/test';
import { HEADER_FADE_PX } from '../../src/lib/config/themeTokens';
import { expect, test } from './support/test';

const MENUS = {
  Modules: [
    'Training & Certification',
    'Project Management',
    'Finance & Accounting',
    'Inventory Management',
    'Workforce',
    'E-commerce',
    'Professional Services',
  ],
  Customer: ['Contracting', 'Construction', 'Manufacturing', 'Healthcare', 'Government'],
  Resources: [
    'Blog',
    'Case Studies',
    'Integrations',
    'Business Processes',
    'Intelligent Data Onboarding',
    'Developer Tools',
    'Documentation',
    'Security Program',
    'Low-Code Platform',
    'Careers',
  ],
} as const;

const trigger = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

/** Opens a menu by mouse and waits for its opening animation to end, as a person's eye does. */
async function openMenu(page: Page, name: string) {
  await trigger(page, name).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

test.describe('desktop header menus', () => {
  for (const [menu, items] of Object.entries(MENUS)) {
    test(`${menu} opens by mouse and lists its items`, async ({ page }) => {
      await page.goto('/');
      await trigger(page, menu).click();
      const list = page.getByRole('menu');
      await expect(list).toBeVisible();
      for (const item of items)
        await expect(list.getByRole('menuitem', { name: new RegExp(`^${item}`) })).toBeVisible();
      // SPEC 2: more than five items show two columns.
      const columns = await list.evaluate(
        (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
      );
      expect(columns).toBe(items.length > 5 ? 2 : 1);
    });
  }

  test('a menu item navigates by mouse', async ({ page }) => {
    await page.goto('/');
    await openMenu(page, 'Modules');
    await page.getByRole('menuitem', { name: /^Finance & Accounting/ }).click();
    await expect(page).toHaveURL(/\/accounting$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('Case Studies opens the index of every study on the customers page', async ({ page }) => {
    await page.goto('/');
    await openMenu(page, 'Resources');
    await page.getByRole('menuitem', { name: /^Case Studies/ }).click();
    await expect(page).toHaveURL(/\/customers#case-studies$/);
    const index = page.locator('#case-studies');
    await expect(index).toBeInViewport();
    await expect(index.locator('a[href^="/case-studies/"]')).toHaveCount(5);
  });

  test('menus work by keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    await trigger(page, 'Customer').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /^Contracting/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /^Construction/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger(page, 'Customer')).toBeFocused();
    // Let the closing animation finish (the menu leaves the DOM) before opening it again.
    await expect(page.locator('[role="menu"]')).toHaveCount(0);

    await page.keyboard.press('Space');
    await expect(page.getByRole('menuitem', { name: /^Contracting/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/customer\/construction$/);
  });

  test('external resources open in a new tab with noopener', async ({ page }) => {
    await page.goto('/');
    await trigger(page, 'Resources').click();
    const docs = page.getByRole('menuitem', { name: /^Documentation/ });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', /noopener/);
    await expect(docs).toHaveAttribute('rel', /noreferrer/);
  });

  test('Pricing is a plain link', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Start free/ })).toBeVisible();
  });

  test('the background fades in over the first 72 px of scroll on a transparent-header page', async ({
    page,
  }) => {
    await page.goto('/customers');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-background-opacity', '0');
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_FADE_PX / 2);
    await expect(header).toHaveAttribute('data-background-opacity', '0.5');
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_FADE_PX);
    await expect(header).toHaveAttribute('data-background-opacity', '1');
  });

  test('a white-header page starts white', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('banner')).toHaveAttribute('data-background-opacity', '1');
  });

  test('the header is hidden on the online form', async ({ page }) => {
    await page.goto('/online-form/demo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('Book a demo opens the scheduling dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Book a demo' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(1);
  });
});
