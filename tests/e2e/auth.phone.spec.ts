import type { Page } from '@playwright/test';
import { authDialog, outboxCode, registerThroughApi, uniqueEmail, waitForApp } from './support/authFlows';
import { serveGoogleStandIn } from './support/googleScript';
import { signGoogleIdToken } from './support/googleStandIn';
import { expect, test } from './support/test';

// The auth dialog on a 390 px phone: full width with margins, every control reachable.
const PASSWORD = 'correct-horse-battery';
const SHOTS = 'test-results/auth-screens';
const PHONE_MARGIN = 16;

async function openFromMenu(page: Page, name: 'Free Sign Up' | 'Sign In') {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function expectFitsTheScreen(page: Page) {
  const box = await page.getByRole('dialog').boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(PHONE_MARGIN - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width - PHONE_MARGIN + 1);
  expect(box.width).toBeGreaterThan(viewport.width - 2 * PHONE_MARGIN - 2);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
}

test('on a phone, a visitor signs up by e-mail from the menu', async ({ page, request }) => {
  const email = uniqueEmail('phone-signup');
  await serveGoogleStandIn(page, {
    credential: await signGoogleIdToken({ email, given_name: 'Pat', family_name: 'Phone' }),
  });
  await page.goto('/');
  await waitForApp(page);
  await openFromMenu(page, 'Free Sign Up');
  const auth = authDialog(page);
  await expect(auth.dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}/phone-signup-step1.png` });

  await auth.email.focus();
  await auth.email.blur();
  await expect(auth.dialog.getByText('Please input your email')).toBeVisible();
  await auth.email.fill(email);
  await auth.button('Send code').click();
  await expect(auth.button(/^Resend in \d+s$/)).toBeDisabled();
  await expect(auth.code).toBeVisible();
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}/phone-signup-code-sent.png` });

  await auth.code.fill(await outboxCode(request, email));
  await auth.code.press('Enter');
  await expect(auth.dialog.getByText(/Step 2 of 2/)).toBeVisible();
  await auth.password.fill('short');
  await auth.password.blur();
  await expect(auth.dialog.getByText('Your password should contain at least 10 characters')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/phone-signup-step2-error.png` });
  await auth.password.fill(PASSWORD);
  await auth.button('Sign up').click();
  await page.waitForURL(/\/arp\/onboarding\?t=/);
  await expect(page.getByRole('heading', { name: `Signed in to ARP as ${email}` })).toBeVisible();
});

test('on a phone, a wrong password shows the server message and keeps the e-mail', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('phone-login');
  await registerThroughApi(request, email, PASSWORD);
  await page.goto('/');
  await waitForApp(page);
  await openFromMenu(page, 'Sign In');
  const auth = authDialog(page);
  await auth.email.fill(email);
  await auth.password.fill('not-the-password');
  await auth.password.press('Enter');
  await expect(auth.dialog.getByText('Incorrect email or password')).toBeVisible();
  await expect(auth.email).toHaveValue(email);
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}/phone-login-server-error.png` });

  await auth.password.fill(PASSWORD);
  await auth.button('Sign in').click();
  await expect(auth.dialog).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
