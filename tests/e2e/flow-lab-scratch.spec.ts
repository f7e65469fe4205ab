import type { Page } from '@playwright/test';
import { SIGNUP_REFUSALS } from '../../contract/answers';
import { shownScreen } from './support/labScreen';
import { expect, test } from './support/test';

// The lab's calls answered by the reference server itself, on its scratch database: a tester walks
// sign-up by clicks, reads the code from the scratch outbox, and sees the server's own refusal.

const SHOTS = 'test-results/flow-lab';
const stateValue = (page: Page) => page.getByLabel('State value', { exact: true });
const waitingCalls = (page: Page) => page.getByRole('region', { name: 'Waiting calls' });
const scratchOutbox = (page: Page) => waitingCalls(page).getByLabel('Scratch outbox');

test.describe('the flow lab: calls answered by the scratch server', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('a tester walks sign-up with every call answered by the server, the code read from its outbox', async ({
    page,
  }) => {
    const email = `lab-scratch-${Date.now()}@example.com`;
    await page.goto('/flows/signup');
    await expect(scratchOutbox(page)).toHaveText(
      'The server answers on a scratch database; the codes it sends show here.',
    );

    // The first call by its button.
    let screen = await shownScreen(page);
    await screen.getByRole('textbox', { name: 'Email' }).fill(email);
    await screen.getByRole('button', { name: 'Send code' }).click();
    const byServer = waitingCalls(page)
      .getByLabel('Call to sendVerifyCode')
      .getByRole('button', { name: 'Answer by the server' });
    await byServer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/signup-scratch-call-1440.png` });
    await byServer.click();
    // The scratch server opens its database at the first call: seconds on a busy machine.
    await expect(screen.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled({ timeout: 60_000 });
    await expect(scratchOutbox(page)).toHaveText(
      new RegExp(`^Scratch outbox: the last code to ${email.replace(/[.]/g, '\\.')} is \\d{6}\\.$`),
    );
    await scratchOutbox(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/signup-scratch-outbox-1440.png` });
    const code = /(\d{6})\.$/.exec((await scratchOutbox(page).textContent()) ?? '')?.[1] ?? '';

    // From here the "Server" mode answers each call as it is made.
    await waitingCalls(page).getByLabel('Server: answer every call by the server').check();

    // The lab's clock runs the countdown out at once; the server's 60 seconds have not passed.
    await page.getByRole('button', { name: 'Until the state changes' }).click();
    screen = await shownScreen(page);
    await screen.getByRole('button', { name: 'Send code' }).click();
    await expect(screen.getByRole('alert')).toHaveText(
      /^Please wait \d+ seconds before requesting another code$/,
    );
    const refusal = (await screen.getByRole('alert').textContent()) ?? '';
    const seconds = Number(/\d+/.exec(refusal)?.[0]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refusal).toBe(SIGNUP_REFUSALS.resendWait(seconds));
    await expect(page.getByRole('list', { name: 'Steps' })).toContainText(refusal);
    await expect(waitingCalls(page).getByText('No call is waiting.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/signup-scratch-429-1440.png` });

    await (await shownScreen(page)).getByRole('textbox', { name: 'Verification code' }).fill(code);
    await (await shownScreen(page)).getByRole('button', { name: 'Continue' }).click();
    screen = await shownScreen(page);
    await expect(screen.getByLabel('Password')).toBeVisible();
    await screen.getByLabel('Password').fill('a long enough password');
    await screen.getByRole('button', { name: 'Sign up' }).click();
    await expect(stateValue(page)).toHaveAttribute('data-value', '"done"');
    await expect(page.getByRole('region', { name: 'Context' })).toContainText(email);
    await page.screenshot({ path: `${SHOTS}/signup-scratch-done-1440.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: `${SHOTS}/signup-scratch-done-1920.png` });
  });

  test("the contact form's call is answered by the server, and Google's says in words why it is not", async ({
    page,
  }) => {
    const goTo = (state: RegExp) =>
      page.getByRole('list', { name: 'States' }).getByRole('button', { name: state }).first().click();
    await page.goto('/flows/contact');
    await goTo(/submitting/);
    await expect(stateValue(page)).toHaveAttribute('data-value', /submitting/);
    await waitingCalls(page)
      .getByLabel('Call to submitContact')
      .getByRole('button', { name: 'Answer by the server' })
      .click();
    await expect(stateValue(page)).not.toHaveAttribute('data-value', /submitting/, { timeout: 60_000 });
    await expect(page.getByRole('list', { name: 'Steps' })).toContainText(
      'Sends the form to the server: it succeeds',
    );
    await page.screenshot({ path: `${SHOTS}/contact-scratch-1440.png` });

    await page.goto('/flows/googleSignIn');
    await goTo(/exchanging/);
    const google = waitingCalls(page).getByLabel('Call to exchangeCredential');
    await expect(google.getByRole('button', { name: 'Answer by the server' })).toHaveCount(0);
    await expect(google.getByLabel('Not by the server')).toHaveText(
      "The server cannot answer this call here: it checks that Google signed the visitor's credential, and the lab has none Google signed. Answer it from the menu.",
    );
    await page.screenshot({ path: `${SHOTS}/google-not-by-server-1440.png` });
  });
});
