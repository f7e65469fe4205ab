import { waitForApp } from './support/authFlows';
import { serveChatStandIn } from './support/chatStandIn';
import { expect, test } from './support/test';

// The sales flows at 390 px: the hero's e-mail form, the contact dialog and its country picker, the
// chat launcher.

const SHOTS = 'test-results/sales-screens';

test('at 390 px the hero e-mail starts sign-up with the address filled in', async ({ page }) => {
  await serveChatStandIn(page);
  await page.goto('/');
  await waitForApp(page);
  const start = page.getByRole('form', { name: 'Get started with Aden' });
  await start.getByLabel('Work email').fill('ada@lovelace.example');
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/work-email-home-390.png` });
  const box = await start.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await start.getByRole('button', { name: 'Get started' }).click();
  const signup = page.getByRole('dialog', { name: 'Sign up for Aden' });
  await expect(signup.getByRole('form', { name: 'Sign up' }).getByLabel('Email')).toHaveValue(
    'ada@lovelace.example',
  );
});

test('at 390 px Contact Sales keeps what was typed past a backdrop press; the picker fits', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Contact sales' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
  await dialog.getByLabel(/^Work Email/).fill('ada@lovelace.example');
  await dialog.getByLabel(/^First Name/).fill('Ada');
  await dialog.getByLabel(/^Phone Number/).pressSequentially('4165550123');
  await expect(dialog.getByRole('button', { name: 'Canada, Open flags menu' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contact-form-390.png` });
  // The backdrop shows above the dialog's paper at this width.
  await page.mouse.click(195, 10);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^First Name/)).toHaveValue('Ada');

  await dialog.getByRole('button', { name: 'Canada, Open flags menu' }).click();
  const search = page.getByRole('textbox', { name: 'Search countries' });
  await search.fill('法国');
  await expect(page.getByRole('option')).toHaveText(['France+33']);
  await page.screenshot({ path: `${SHOTS}/country-search-390.png` });
  await page.getByRole('option', { name: /France/ }).click();
  await expect(dialog.getByRole('button', { name: 'France, Open flags menu' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});
