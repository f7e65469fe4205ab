import type { Page } from '@playwright/test';
import { authDialog, uniqueEmail, waitForApp } from './support/authFlows';
import { labFrame } from './support/labScreen';
import { expect, test } from './support/test';

// The flow lab as QA drives it: every call's answer picked from its menu, timers run out at once,
// steps of a child flow kept in the link, a link that no longer applies explained.

const SHOTS = 'test-results/flow-lab';
/** The site's screen, in the lab's frame. */
const screenPane = (page: Page) => labFrame(page);
/** A button of the lab's column scrolls the screen away; a click into the frame's fixed dialog does not scroll it back. */
const showScreen = (page: Page) => page.locator('iframe[data-lab-screen]').scrollIntoViewIfNeeded();
const stateValue = (page: Page) => page.getByLabel('State value', { exact: true });
const log = (page: Page) => page.getByRole('list', { name: 'Steps' });

/** Answers the waiting call of `actor` with the menu's answer whose label starts with `label`. */
async function pickAnswer(page: Page, actor: string, label: string) {
  const call = page.getByRole('region', { name: 'Waiting calls' }).getByLabel(`Call to ${actor}`);
  await expect(call.getByLabel(`Answer for ${actor}`)).toHaveValue('');
  await call
    .getByRole('list', { name: `Answers for ${actor}` })
    .getByRole('button', { name: label })
    .click();
}

test.describe('the flow lab: failures from the menu, steps in the link', () => {
  test.beforeEach(async ({ page }) => {
    // Each test is a whole session of clicks (the live one waits for real seconds of a countdown).
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('fails each sign-up call from its menu and the card shows the real answer; a timeout; the countdown run out at once', async ({
    page,
  }) => {
    await page.goto('/flows/signup');
    const screen = screenPane(page);
    await showScreen(page);
    await screen.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await showScreen(page);
    await screen.getByRole('button', { name: 'Send code' }).click();
    await pickAnswer(
      page,
      'sendVerifyCode',
      'The server refuses: An account with this email already exists; log in instead (409)',
    );
    await expect(screen.getByRole('alert')).toHaveText(
      'An account with this email already exists; log in instead',
    );

    await showScreen(page);
    await screen.getByRole('button', { name: 'Send code' }).click();
    await pickAnswer(page, 'sendVerifyCode', 'The server answers: The code is on its way. (200)');
    await expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    // Sixty one-second ticks at once on the lab clock, the time moved on said.
    const began = Date.now();
    await page.getByRole('button', { name: 'Until the state changes' }).click();
    await expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(Date.now() - began).toBeLessThan(3000);
    await expect(page.getByLabel('Lab clock')).toHaveText(
      'The last step moved the clock on 60 s; it reads 60 s.',
    );

    await showScreen(page);
    await screen.getByRole('textbox', { name: 'Verification code' }).fill('000000');
    await showScreen(page);
    await screen.getByRole('button', { name: 'Continue' }).click();
    await pickAnswer(page, 'checkVerifyCode', 'The server refuses: Incorrect verification code (400)');
    await expect(screen.getByRole('alert')).toHaveText('Incorrect verification code');
    await expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('000000');
    await page.screenshot({ path: `${SHOTS}/signup-wrong-code-1440.png` });

    // The next call's answer box starts empty (pickAnswer checks it) and times out.
    await showScreen(page);
    await screen.getByRole('button', { name: 'Continue' }).click();
    await pickAnswer(page, 'checkVerifyCode', 'No answer: timeout of 30000ms exceeded');
    await expect(screen.getByRole('alert')).toHaveText('timeout of 30000ms exceeded');

    await showScreen(page);
    await screen.getByRole('button', { name: 'Continue' }).click();
    await pickAnswer(page, 'checkVerifyCode', 'The server answers: The code is right. (200)');
    await showScreen(page);
    await screen.getByLabel('Password').fill('correct-horse-battery');
    await showScreen(page);
    await screen.getByRole('button', { name: 'Sign up' }).click();
    await pickAnswer(page, 'register', 'The server fails: Internal server error (500)');
    await expect(screen.getByRole('alert')).toHaveText('Internal server error');
    await showScreen(page);
    await screen.getByRole('button', { name: 'Sign up' }).click();
    await pickAnswer(page, 'register', 'The server answers: The account exists and is signed in. (201)');
    await expect(stateValue(page)).toHaveAttribute('data-value', '"done"');

    // Every answer is a step of the log and of the link, in order.
    const path = new URL(page.url()).searchParams.get('path') ?? '';
    expect(path.split('~').map((step) => step.replace(/[{=].*$/, ''))).toEqual([
      'signup.code.send',
      'reject:sendVerifyCode',
      'signup.code.send',
      'resolve:sendVerifyCode',
      'wait:60000',
      'signup.continue',
      'reject:checkVerifyCode',
      'signup.continue',
      'reject:checkVerifyCode',
      'signup.continue',
      'resolve:checkVerifyCode',
      'signup.submit',
      'reject:register',
      'signup.submit',
      'resolve:register',
    ]);
  });

  test('a step taken in the auth dialog’s sign-up card survives the link', async ({ page }) => {
    await page.goto('/flows/authDialog');
    await page.getByRole('region', { name: 'Events' }).getByRole('combobox', { name: 'Mode' }).click();
    await page.getByRole('option', { name: 'signup' }).click();
    await page.getByRole('button', { name: 'Send auth.show' }).click();
    const screen = screenPane(page);
    await showScreen(page);
    await screen.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await showScreen(page);
    await screen.getByRole('button', { name: 'Send code' }).click();
    await pickAnswer(page, 'sendVerifyCode', 'The server answers: The code is on its way. (200)');
    await expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    // Its number follows what the dialog's Google child did first (its script loads, or fails offline).
    await expect(
      log(page).getByRole('listitem', { name: /^Step \d: signup › signup\.code\.send$/ }),
    ).toBeVisible();
    expect(new URL(page.url()).searchParams.get('path')).toContain('~signup/signup.code.send{');

    // A colleague opens the link: the dialog's sign-up card with the code sent.
    await page.goto(page.url());
    await expect(screenPane(page).getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    await expect(
      log(page).getByRole('listitem', { name: /^Step \d: signup › signup\.code\.send$/ }),
    ).toBeVisible();
    await expect(page.getByRole('alert', { name: 'Replay stopped' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/auth-dialog-child-link-1440.png` });
  });

  test('a link that no longer applies replays up to its stale step, says which and why, and stays as given', async ({
    page,
  }) => {
    const given =
      '/flows/signup?path=signup.code.send{"email":"ada@example.com"}~resolve:checkVerifyCode={}~wait:1000';
    await page.goto(given);
    await expect(page.getByRole('alert', { name: 'Replay stopped' })).toHaveText(
      'Replayed 1 of 3 steps: step 2 (Asks the server whether the code is right: it succeeds) no longer applies: no call “Asks the server whether the code is right” is waiting (waiting: “Asks the server to e-mail a sign-up code”). The address is kept as it was given.',
    );
    await expect(log(page).getByRole('listitem', { name: 'Step 1: signup.code.send' })).toBeVisible();
    await expect(log(page).getByRole('listitem', { name: /^Step 2/ })).toHaveCount(0);
    expect(decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search)).toBe(given);
    await page.screenshot({ path: `${SHOTS}/stale-link-1440.png` });
    // With code names on, the same note names the step and the calls as the code does.
    await page.getByRole('switch', { name: 'Code names' }).first().check();
    await expect(page.getByRole('alert', { name: 'Replay stopped' })).toHaveText(
      'Replayed 1 of 3 steps: step 2 (resolve checkVerifyCode) no longer applies: no call to checkVerifyCode is waiting (waiting: sendVerifyCode). The address is kept as it was given.',
    );
    await page.getByRole('switch', { name: 'Code names' }).first().uncheck();

    // The next step the person takes makes the address the lab's again.
    await pickAnswer(page, 'sendVerifyCode', 'The server answers: The code is on its way. (200)');
    await expect
      .poll(() => decodeURIComponent(new URL(page.url()).search))
      .toBe(
        '?path=signup.code.send{"email":"ada@example.com"}~resolve:sendVerifyCode={"message":"Verification code sent to your email"}',
      );
  });

  test('a live sign-up in the site becomes a lab link with its child-flow steps; the live log groups the ticks', async ({
    context,
  }) => {
    const lab = await context.newPage();
    await lab.setViewportSize({ width: 1920, height: 1080 });
    await lab.goto('/flows?live');
    const site = await context.newPage();
    // `?lab` also opens a lab window of its own; this test watches the one it opened first.
    const ownLab = site.waitForEvent('popup');
    await site.goto('/?lab');
    await waitForApp(site);
    await (await ownLab).close();

    await site.getByRole('banner').getByRole('button', { name: 'Start for free', exact: true }).click();
    const auth = authDialog(site);
    const email = uniqueEmail('live-link');
    await auth.email.fill(email);
    await auth.button('Send code').click();
    await expect(site.getByRole('button', { name: /^Resend in 5[0-7]s$/ })).toBeVisible({ timeout: 15_000 });

    const actors = lab.getByRole('navigation', { name: 'Live actors' });
    await actors.getByRole('button', { name: /^Auth dialog › Sign-up/ }).click();
    await expect(lab.getByLabel('Live log')).toContainText(/After 1 second ×\d+/);
    await actors
      .getByRole('button', { name: /^Auth dialog\b/ })
      .first()
      .click();
    await lab.screenshot({ path: `${SHOTS}/live-1920.png` });

    const opened = lab.waitForEvent('popup');
    await lab.getByRole('link', { name: 'Open the session as a link' }).click();
    const linked = await opened;
    await linked.setViewportSize({ width: 1920, height: 1080 });
    const path = new URL(linked.url()).searchParams.get('path') ?? '';
    expect(path).toContain(`~signup/signup.code.send{"email":"${email}"}~resolve:sendVerifyCode=`);
    expect(path).toMatch(/~wait:\d+000$/);
    // The card's press is a step of the sign-up child, after what the dialog's Google child did.
    // The lab loads, lays the chart out and replays the steps in a fresh tab: slow on a busy machine.
    await expect(
      log(linked).getByRole('listitem', { name: /^Step \d: signup › signup\.code\.send$/ }),
    ).toBeVisible({ timeout: 60_000 });
    await expect(linked.getByRole('alert', { name: 'Replay stopped' })).toHaveCount(0);
    await expect(screenPane(linked).getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    await linked.screenshot({ path: `${SHOTS}/live-link-1920.png` });
  });
});
