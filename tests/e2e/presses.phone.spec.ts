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

test('the menu button pressed before the app starts shows the drawer’s shell at once, where the drawer opens', async ({
  page,
}) => {
  const startup = await holdStartup(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const shell = page.getByRole('dialog', { name: 'Opening' });
  await expect(shell).toBeVisible();
  expect(await appStarted(page)).toBe(false);
  const shellPaper = await page.locator('[data-press-shell] > div').boundingBox();
  await page.screenshot({ path: 'test-results/presses/shell-menu-phone.png' });
  await startup.release();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('button', { name: 'Free Sign Up' })).toBeVisible();
  await expect(page.locator('[data-press-shell]')).toHaveCount(0);
  // The drawer's paper stands where the shell's did, once its slide has ended.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && { x: Math.round(box.x), width: Math.round(box.width) };
    })
    .toEqual(shellPaper && { x: Math.round(shellPaper.x), width: Math.round(shellPaper.width) });
});
