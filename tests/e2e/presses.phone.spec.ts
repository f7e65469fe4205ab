import { appStarted, holdStartup } from './support/holdStartup';
import { expect, test } from './support/test';

test('the menu button pressed before the app starts opens the drawer (390 px)', async ({ page }) => {
  const startup = await holdStartup(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.tap();
  await expect(menu).toHaveAttribute('data-press-received', '');
  await page.screenshot({ path: 'test-results/presses/menu-received-phone.png' });
  expect(await appStarted(page)).toBe(false);
  await startup.release();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Free Sign Up' })).toBeVisible();
});
