import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  authDialog,
  expiredToken,
  outboxCode,
  registerThroughApi,
  signedToken,
  storeSession,
  uniqueEmail,
  waitForApp,
} from './support/authFlows';
import { failGoogleScript, serveGoogleStandIn } from './support/googleScript';
import { signGoogleIdToken } from './support/googleStandIn';
import { expect, test } from './support/test';

const PASSWORD = 'correct-horse-battery';
const SHOTS = 'test-results/auth-screens';

const header = (page: Page) => page.getByRole('banner');
const userWidget = (page: Page) =>
  header(page)
    .getByRole('button', { expanded: false })
    .filter({ has: page.locator('.MuiAvatar-root') });

async function openFromHeader(page: Page, name: 'Sign In' | 'Start for free') {
  await header(page).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

test.describe('sign-in and sign-up', () => {
  test('a new visitor signs up by e-mail, is handed to onboarding, logs out and logs back in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/');
    await waitForApp(page);
    await openFromHeader(page, 'Start for free');
    const auth = authDialog(page);
    await expect(auth.dialog.getByRole('heading', { name: 'Sign up for Aden' })).toBeVisible();
    await expect(auth.email).toBeFocused();
    await expect(auth.button('Send code')).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/desktop-signup-step1.png` });

    // Rules on blur, with the exact messages.
    await auth.email.fill('not-an-email');
    await auth.email.blur();
    await expect(auth.dialog.getByText('Please input a valid email')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-signup-invalid-email.png` });

    await auth.email.fill(email);
    await auth.button('Send code').click();
    await expect(page.getByText('Verification code sent to your email')).toBeVisible();
    await expect(auth.button(/^Resend in \d+s$/)).toBeDisabled();
    await expect(auth.code).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-signup-code-sent.png` });
    const axe = await new AxeBuilder({ page }).include('.MuiDialog-paper').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await auth.code.fill(await outboxCode(request, email));
    await auth.button('Continue').click();
    await expect(auth.dialog.getByText(/Step 2 of 2/)).toBeVisible();
    await expect(auth.email).toHaveValue(email);
    await auth.password.fill('short');
    await auth.password.blur();
    await expect(auth.dialog.getByText('Your password should contain at least 10 characters')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-signup-step2-error.png` });
    await auth.password.fill(PASSWORD);
    await auth.button('Sign up').click();

    // A new user has not finished onboarding: the hand-off to ARP names them.
    await page.waitForURL(/\/arp\/onboarding\?t=/);
    await expect(page.getByRole('heading', { name: `Signed in to ARP as ${email}` })).toBeVisible();

    // Back on the site, signed in: the widget shows "U" (no first name yet).
    await page.goto('/');
    await waitForApp(page);
    const widget = userWidget(page);
    await expect(widget).toBeVisible();
    await expect(widget.locator('.MuiAvatar-root')).toHaveText('U');

    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const endedOnServer = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/logout') && response.request().method() === 'POST',
    );
    await widget.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(header(page).getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Logout also ended the session on the server: the old token opens nothing any more.
    expect((await endedOnServer).status()).toBe(200);
    const profile = await request.get('/api/user/profile', { headers: { Authorization: `jwt ${token}` } });
    expect(profile.status()).toBe(401);

    // Logging back in does not redirect.
    await openFromHeader(page, 'Sign In');
    await auth.email.fill(email);
    await auth.password.fill(PASSWORD);
    await auth.password.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(userWidget(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('closed during the countdown and opened again, sign-up carries on the countdown the server keeps for the address', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('reopen');
    const secondsShown = async () =>
      Number(/^Resend in (\d+)s$/.exec((await auth.button(/^Resend in \d+s$/).textContent()) ?? '')?.[1]);
    await page.goto('/');
    await waitForApp(page);
    await openFromHeader(page, 'Start for free');
    const auth = authDialog(page);
    await auth.email.fill(email);
    await auth.button('Send code').click();
    await expect(auth.button(/^Resend in \d+s$/)).toBeDisabled();
    await expect(auth.button(/^Resend in 5[0-7]s$/)).toBeVisible({ timeout: 10_000 });
    const atClose = await secondsShown();

    await auth.button('Close').click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await openFromHeader(page, 'Start for free');
    await expect(auth.dialog.getByRole('heading', { name: 'Sign up for Aden' })).toBeVisible();
    await expect(auth.email).toHaveValue(email);
    await expect(auth.code).toBeVisible();
    await expect(auth.button(/^Resend in \d+s$/)).toBeDisabled();
    await expect(auth.button('Send code')).toHaveCount(0);
    const reopened = await secondsShown();
    expect(reopened).toBeLessThanOrEqual(atClose);
    await page.screenshot({ path: `${SHOTS}/desktop-signup-reopened-countdown.png` });

    // The server refuses a code to the address for as long as the card says, give or take the second
    // ticking between the two readings.
    const refused = await request.post('/api/user/send-verify-code', {
      data: { email, mode: 'aden-homepage', rId: null },
    });
    expect(refused.status()).toBe(429);
    const { message } = (await refused.json()) as { message: string };
    const serverWait = Number(
      /^Please wait (\d+) seconds before requesting another code$/.exec(message)?.[1],
    );
    expect(Math.abs(serverWait - (await secondsShown()))).toBeLessThanOrEqual(2);
  });

  test('login checks its fields on blur; a wrong password shows the server message and keeps the e-mail', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('wrongpw');
    await registerThroughApi(request, email, PASSWORD);
    await page.goto('/pricing');
    await waitForApp(page);
    await openFromHeader(page, 'Sign In');
    const auth = authDialog(page);
    await auth.email.focus();
    await auth.email.blur();
    await expect(auth.dialog.getByText('Please input your email')).toBeVisible();
    await auth.password.focus();
    await auth.password.blur();
    await expect(auth.dialog.getByText('Please input your password')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-login-errors.png` });

    await auth.email.fill(email);
    await auth.password.fill('not-the-password');
    await auth.button('Sign in').click();
    await expect(auth.dialog.getByText('Incorrect email or password')).toBeVisible();
    await expect(auth.email).toHaveValue(email);
    await expect(auth.password).toHaveValue('not-the-password');
    await page.screenshot({ path: `${SHOTS}/desktop-login-server-error.png` });
    const axe = await new AxeBuilder({ page }).include('.MuiDialog-paper').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // Neither Escape nor a click outside closes it; the close button does.
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 10);
    await expect(auth.dialog).toBeVisible();
    await auth.button('Close').click();
    await expect(auth.dialog).toBeHidden();
  });

  test('a link with ?email=&vuid= opens sign-up at step 2 and cleans the URL', async ({ page, request }) => {
    const email = uniqueEmail('link');
    const sent = await request.post('/api/user/send-verify-code', {
      data: { email, mode: 'aden-homepage', rId: null },
    });
    expect(sent.ok()).toBe(true);
    const code = await outboxCode(request, email);

    await page.goto(`/pricing?email=${encodeURIComponent(email)}&vuid=${code}`);
    const auth = authDialog(page);
    await expect(auth.dialog.getByText(/Step 2 of 2/)).toBeVisible();
    await expect(auth.email).toHaveValue(email);
    await expect(page).toHaveURL(/\/pricing$/);
    await page.screenshot({ path: `${SHOTS}/desktop-link-step2.png` });

    await auth.password.fill(PASSWORD);
    await auth.button('Sign up').click();
    await page.waitForURL(/\/arp\/onboarding\?t=/);
    await expect(page.getByRole('heading', { name: `Signed in to ARP as ${email}` })).toBeVisible();
  });

  test("the sign-in flows' code is not part of a first visit; with data-saver on, the press fetches it and the dialog opens", async ({
    page,
  }) => {
    // With data-saver nothing is fetched on intent (src/lib/loading/intentPreload.ts): the press asks first.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
    const flowCode = (url: string) => /\/assets\/authFlows\.effects-[\w-]+\.js$/.test(url);
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto('/');
    await waitForApp(page);
    expect(urls.filter(flowCode)).toEqual([]);

    await openFromHeader(page, 'Start for free');
    expect(urls.filter(flowCode)).toHaveLength(1);
    const auth = authDialog(page);
    await expect(auth.dialog.getByText(/Step 1 of 2/)).toBeVisible();
    await auth.email.fill(uniqueEmail('late-code'));
    await expect(auth.button('Send code')).toBeEnabled();
  });

  test('an expired token on reload clears the session with the toast "Unauthorized"', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('expired');
    const { id } = await registerThroughApi(request, email, PASSWORD);
    // The suite signs with the server's own secret: the same token unexpired is a valid session.
    const fresh = await request.get('/api/user/profile', {
      headers: { Authorization: `jwt ${await signedToken(id, 3600)}` },
    });
    expect(fresh.status()).toBe(200);
    await page.goto('/');
    await storeSession(page, await expiredToken(id), { id, firstname: 'Ex', lastname: 'Pired', email });
    await page.reload();
    await expect(page.getByText('Unauthorized')).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  test('"To ARP" opens the hand-off page in a new tab, naming the user', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('toarp');
    const { token, id } = await registerThroughApi(request, email, PASSWORD);
    await page.goto('/');
    await storeSession(page, token, { id, firstname: '', lastname: '', email });
    await page.reload();
    await waitForApp(page);
    await userWidget(page).click();
    const [arp] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('menuitem', { name: 'To ARP' }).click(),
    ]);
    await expect(arp.getByRole('heading', { name: `Signed in to ARP as ${email}` })).toBeVisible();
    // No first name yet: To ARP goes to onboarding.
    expect(new URL(arp.url()).pathname).toBe('/arp/onboarding');
  });
});

test.describe('Continue with Google', () => {
  test('a new Google user is signed in and handed to onboarding', async ({ page }) => {
    const email = uniqueEmail('google');
    await serveGoogleStandIn(page, {
      credential: await signGoogleIdToken({ email, given_name: 'Grace', family_name: 'Hopper' }),
    });
    await page.goto('/');
    await waitForApp(page);
    await openFromHeader(page, 'Sign In');
    const auth = authDialog(page);
    const google = auth.dialog.getByRole('button', { name: 'Continue with Google' });
    await expect(google).toBeEnabled();
    await expect(auth.dialog.getByRole('separator')).toHaveText('or');
    await page.screenshot({ path: `${SHOTS}/desktop-login.png` });
    const standIn = await page.evaluate(() => Reflect.get(window, '__googleStandIn'));
    expect(standIn.initialize[0]).toMatchObject({
      client_id: 'e2e-test-client.apps.googleusercontent.com',
      use_fedcm_for_prompt: true,
    });
    expect(standIn.renderButton[0]).toMatchObject({ text: 'continue_with' });
    expect(standIn.prompt).toBeGreaterThan(0);

    await google.click();
    await page.waitForURL(/\/arp\/onboarding\?t=/);
    await expect(page.getByRole('heading', { name: `Signed in to ARP as ${email}` })).toBeVisible();
  });

  test('under /ai-form a Google user stays on the page, signed in, with the initial of the first name, and Start for free goes to ARP', async ({
    page,
  }) => {
    const email = uniqueEmail('google-aiform');
    await serveGoogleStandIn(page, {
      credential: await signGoogleIdToken({ email, given_name: 'grace', family_name: 'Hopper' }),
    });
    await page.goto('/ai-form');
    await waitForApp(page);
    await openFromHeader(page, 'Sign In');
    await authDialog(page).dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(userWidget(page).locator('.MuiAvatar-root')).toHaveText('G');
    expect(new URL(page.url()).pathname).toBe('/ai-form');

    // Start for free now hands the signed-in user to the companion application's root.
    await header(page).getByRole('button', { name: 'Start for free', exact: true }).click();
    await page.waitForURL(/\/arp\/\?t=/);
    await expect(page.getByRole('heading', { name: `Signed in to ARP as ${email}` })).toBeVisible();
  });

  test('a credential without a value shows an error toast and keeps the dialog open', async ({ page }) => {
    await serveGoogleStandIn(page, {});
    await page.goto('/');
    await waitForApp(page);
    await openFromHeader(page, 'Sign In');
    await authDialog(page).dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Google sign-in failed. Please try again.')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('when Google’s script fails to load, the dialog shows no Google button and still works', async ({
    page,
  }) => {
    await failGoogleScript(page);
    await page.goto('/');
    await waitForApp(page);
    await openFromHeader(page, 'Sign In');
    const auth = authDialog(page);
    await expect(auth.button('Sign in')).toBeVisible();
    await expect(auth.dialog.getByText('Continue with Google')).toHaveCount(0);
    await expect(auth.dialog.getByRole('separator')).toHaveCount(0);
  });
});
