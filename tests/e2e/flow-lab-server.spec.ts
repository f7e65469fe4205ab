import type { Page } from '@playwright/test';
import { DAILY_WRONG_CODE_GUESSES } from '../../contract/values';
import { labFrame } from './support/labScreen';
import { expect, test } from './support/test';

// The flow lab tells what the server and the site would do: the sign-up countdown survives closing
// the dialog, a 401 signs the visitor out with its toast, and a menu answer the reference server would
// not give says so beside it. Driven by clicks, as a product manager or QA does.

const SHOTS = 'test-results/flow-lab';
/**
 * The site's screen in the lab's frame, scrolled back into view first: a button of the lab's column
 * scrolls the screen away, and a click into the frame's fixed dialog does not scroll it back.
 */
async function shownScreen(page: Page) {
  await page.locator('iframe[data-lab-screen]').scrollIntoViewIfNeeded();
  return labFrame(page);
}
const stateValue = (page: Page) => page.getByLabel('State value', { exact: true });
const log = (page: Page) => page.getByRole('list', { name: 'Steps' });
const answers = (page: Page, actor: string) =>
  page
    .getByRole('region', { name: 'Waiting calls' })
    .getByLabel(`Call to ${actor}`)
    .getByRole('list', { name: `Answers for ${actor}` });
const advanceOneSecond = (page: Page) =>
  page.getByRole('button', { name: 'Advance 1 s', exact: true }).click();

test.describe("the flow lab: the server's memory and the session's reactions", () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('a PM closes sign-up during the countdown and reopens it: the countdown carries on for the same address', async ({
    page,
  }) => {
    await page.goto('/flows/authDialog');
    const screen = await shownScreen(page);
    await page
      .getByRole('list', { name: 'States' })
      .getByRole('button', { name: /countdown › running/ })
      .first()
      .click();
    await expect(screen.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    for (let second = 0; second < 3; second++) await advanceOneSecond(page);
    await expect(screen.getByRole('button', { name: 'Resend in 57s' })).toBeDisabled();

    await (await shownScreen(page)).getByRole('button', { name: 'Close' }).click();
    await expect(stateValue(page)).toHaveAttribute('data-value', '"closed"');
    for (let second = 0; second < 2; second++) await advanceOneSecond(page);

    // Opened again (on the login card, as a header's Sign In does), then to the sign-up card.
    await page.getByRole('button', { name: 'Send auth.show' }).click();
    await (await shownScreen(page))
      .getByRole('button', { name: /sign up/i })
      .first()
      .click();
    await expect(screen.getByRole('button', { name: 'Resend in 55s' })).toBeDisabled();
    await expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/authDialog-reopened-countdown-1440.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: `${SHOTS}/authDialog-reopened-countdown-1920.png` });
  });

  test('a signed-in visitor\'s profile call answers 401: signed out, with the "Unauthorized" toast', async ({
    page,
  }) => {
    await page.goto('/flows/session');
    await page
      .getByRole('list', { name: 'States' })
      .getByRole('button', { name: /loadingProfile/ })
      .first()
      .click();
    const screen = await shownScreen(page);
    await expect(screen.getByText('Ada')).toBeVisible();
    const unauthorized = answers(page, 'fetchProfile').getByRole('button', {
      name: /^The server refuses: .*\(401\) /,
    });
    await expect(unauthorized).toContainText(
      'On the site the session hears "The server says the saved sign-in is no longer valid": Nobody is signed in, and the toast "Unauthorized" shows.',
    );
    await unauthorized.click();
    await expect(stateValue(page)).toHaveAttribute('data-value', '"signedOut"');
    await expect(screen.getByText('Ada')).toHaveCount(0);
    await expect(screen.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(log(page)).toContainText('the site shows the toast "Unauthorized"');
    await page.screenshot({ path: `${SHOTS}/session-401-1440.png` });
  });

  test('a menu answer the server would not give says the server’s rule beside it', async ({ page }) => {
    await page.goto('/flows/signup');
    const screen = await shownScreen(page);
    await screen.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await screen.getByRole('button', { name: 'Send code' }).click();
    await answers(page, 'sendVerifyCode')
      .getByRole('button', { name: 'The server answers: The code is on its way. (200)' })
      .click();
    await (await shownScreen(page)).getByRole('textbox', { name: 'Verification code' }).fill('000000');
    for (let guess = 1; guess <= DAILY_WRONG_CODE_GUESSES; guess++) {
      await (await shownScreen(page)).getByRole('button', { name: 'Continue' }).click();
      const wrong = answers(page, 'checkVerifyCode').getByRole('button', {
        name: 'The server refuses: Incorrect verification code (400)',
      });
      await expect(wrong).not.toContainText('The server would refuse this');
      await wrong.click();
      await expect(screen.getByRole('alert')).toHaveText('Incorrect verification code');
    }
    await (await shownScreen(page)).getByRole('button', { name: 'Continue' }).click();
    const right = answers(page, 'checkVerifyCode').getByRole('button', {
      name: 'The server answers: The code is right. (200)',
    });
    const rule = `The server would refuse this: this network sent ${DAILY_WRONG_CODE_GUESSES} wrong codes for the address today; it answers 429 "Too many verification attempts for this email today; try again in 24 hours".`;
    await expect(right).toContainText(rule);
    await expect(
      answers(page, 'checkVerifyCode').getByRole('button', {
        name: /^The server refuses: Too many verification attempts/,
      }),
    ).not.toContainText('The server would refuse this');
    await page.screenshot({ path: `${SHOTS}/signup-server-rule-1440.png` });
    await right.click();
    await expect(log(page)).toContainText(rule);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: `${SHOTS}/signup-server-rule-1920.png` });
  });
});
