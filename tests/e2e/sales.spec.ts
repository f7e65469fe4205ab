import type { Page } from '@playwright/test';
import { CHAT_API_BASE } from '../../src/features/chat/chatSettings';
import { authDialog, uniqueEmail, waitForApp } from './support/authFlows';
import { CHAT_SCRIPT_PATH, chatCalls, failChatScript, serveChatStandIn } from './support/chatStandIn';
import { E2E } from './support/env';
import { serveGoogleStandIn } from './support/googleScript';
import { signGoogleIdToken } from './support/googleStandIn';
import { expect, test } from './support/test';

// The sales flows in the browser: the hero's e-mail reaching the contact dialog, the
// dialog's closing rule, the phone field picking a country from the number, and the chat widget
// against a local stand-in of its script.

const SHOTS = 'test-results/sales-screens';
const header = (page: Page) => page.getByRole('banner');
const contactDialog = (page: Page) => page.getByRole('dialog', { name: 'Contact Sales' });

test.describe('work email and Get started', () => {
  for (const path of ['/', '/contact']) {
    test(`on ${path} the e-mail starts sign-up with the address filled in`, async ({ page }) => {
      await page.goto(path);
      await waitForApp(page);
      const start = page.getByRole('form', { name: 'Get started with Aden' });
      await start.getByLabel('Work email').fill('ada@lovelace.example');
      await page.screenshot({ path: `${SHOTS}/work-email${path.replace('/', '-')}-desktop.png` });
      await start.getByRole('button', { name: 'Get started' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign up for Aden' });
      await expect(dialog.getByRole('form', { name: 'Sign up' }).getByLabel('Email')).toHaveValue(
        'ada@lovelace.example',
      );
      await expect(contactDialog(page)).toHaveCount(0);
      await expect(dialog.getByLabel(/Phone/)).toHaveCount(0);
    });
  }

  test("intent on Get started fetches the sign-up dialog's code, and not Contact Sales'", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForApp(page);
    const dialogCode = (name: string) => scripts.some((path) => path.includes(`/${name}-`));
    await page
      .getByRole('form', { name: 'Get started with Aden' })
      .getByRole('button', { name: 'Get started' })
      .hover();
    await expect.poll(() => dialogCode('AuthDialog')).toBe(true);
    expect(dialogCode('ContactDialog')).toBe(false);
  });

  test('an address the browser refuses opens nothing', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const start = page.getByRole('form', { name: 'Get started with Aden' });
    await start.getByLabel('Work email').fill('not an address');
    await start.getByRole('button', { name: 'Get started' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('contact dialog', () => {
  test('a click on the backdrop keeps it open with its values; Escape closes and resets it', async ({
    page,
  }) => {
    await page.goto('/contact');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Contact sales' }).click();
    const dialog = contactDialog(page);
    await dialog.getByLabel(/^First Name/).fill('Ada');
    await dialog.getByLabel(/^Phone Number/).fill('2025550123');
    await page.mouse.click(10, 450);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^First Name/)).toHaveValue('Ada');
    await expect(dialog.getByLabel(/^Phone Number/)).toHaveValue('202 555 0123');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Contact sales' }).click();
    await expect(contactDialog(page).getByLabel(/^First Name/)).toHaveValue('');
  });

  test('typing +1 416 selects Canada and +1 787 Puerto Rico', async ({ page }) => {
    await page.goto('/contact');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Contact sales' }).click();
    const dialog = contactDialog(page);
    const phone = dialog.getByLabel(/^Phone Number/);
    await phone.pressSequentially('4165550123');
    await expect(dialog.getByRole('button', { name: 'Canada, Open flags menu' })).toBeVisible();
    await expect(dialog.locator('img[src="/flags/CA.svg"]')).toBeVisible();
    await expect(phone).toHaveValue('416 555 0123');
    await expect(phone).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/phone-canada-desktop.png` });
    await phone.fill('');
    await phone.pressSequentially('7875550123');
    await expect(dialog.getByRole('button', { name: 'Puerto Rico, Open flags menu' })).toBeVisible();
    await expect(phone).toHaveValue('787 555 0123');
  });
});

test.describe('chat widget', () => {
  const lastSettings = async (page: Page) => {
    const calls = await chatCalls(page);
    return calls.filter((call) => call.settings).at(-1)?.settings;
  };

  test('is requested for the configured region, boots the visitor, then the signed-in user; follows the profile; shuts down on logout', async ({
    page,
  }) => {
    const requests = await serveChatStandIn(page);
    const email = uniqueEmail('chat');
    await serveGoogleStandIn(page, {
      credential: await signGoogleIdToken({ email, given_name: 'Ada', family_name: 'Lovelace' }),
    });
    // Under /ai-form a new Google user stays on the site (no onboarding hand-off).
    await page.goto('/ai-form');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
    expect(requests.map((request) => new URL(request.url()).pathname)).toEqual([CHAT_SCRIPT_PATH]);
    expect(await chatCalls(page)).toEqual([
      {
        command: 'boot',
        settings: { app_id: E2E.chat.appId, api_base: CHAT_API_BASE.eu, hide_default_launcher: false },
      },
    ]);

    await header(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await authDialog(page).dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    // Signed in: the visitor's session is shut down and the user's booted, then kept up to date.
    await expect.poll(() => lastSettings(page)).toMatchObject({ created_at: expect.any(Number) });
    const calls = await chatCalls(page);
    const signIn = calls.findIndex((call) => call.command === 'shutdown');
    expect(calls[signIn + 1]).toMatchObject({
      command: 'boot',
      settings: { user_id: expect.any(String), name: 'Ada Lovelace', email },
    });
    const settings = await lastSettings(page);
    expect(settings).toMatchObject({
      app_id: E2E.chat.appId,
      api_base: CHAT_API_BASE.eu,
      user_id: calls[signIn + 1]?.settings?.user_id,
      name: 'Ada Lovelace',
      email,
    });
    expect(Math.abs(Number(settings?.created_at) - Date.now() / 1000)).toBeLessThan(300);
    await page.screenshot({ path: `${SHOTS}/chat-signed-in-desktop.png` });

    // A profile change (the name edited elsewhere, read on the next visit) updates the messenger.
    await page.route('**/api/user/profile', async (route) => {
      const response = await route.fetch();
      const profile = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...profile, firstname: 'Augusta' } });
    });
    await page.reload();
    await waitForApp(page);
    await expect
      .poll(async () => (await chatCalls(page)).find((call) => call.command === 'update')?.settings)
      .toMatchObject({ name: 'Augusta Lovelace', email, user_id: settings?.user_id });

    // Logout: the user's session is shut down; a visitor's starts again, without user data.
    await header(page)
      .getByRole('button', { expanded: false })
      .filter({ has: page.locator('.MuiAvatar-root') })
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect
      .poll(async () => (await chatCalls(page)).map((call) => call.command).slice(-2))
      .toEqual(['shutdown', 'boot']);
    const visitor = await lastSettings(page);
    expect(visitor).not.toHaveProperty('user_id');
    expect(visitor).not.toHaveProperty('email');
  });

  test('is not loaded on the online form page, and hides its launcher when it was', async ({ page }) => {
    const requests = await serveChatStandIn(page);
    await page.goto('/online-form/demo');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => typeof Reflect.get(window, 'Intercom'))).toBe('undefined');
    await expect(page.getByRole('button', { name: 'Open chat' })).toHaveCount(0);

    // Loaded on another page first, then a client-side move to the online form: the launcher hides.
    await page.goto('/contact');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
    await page.evaluate(() => {
      history.pushState(null, '', '/online-form/demo');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Project intake' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeHidden();
    expect(await lastSettings(page)).toMatchObject({ hide_default_launcher: true });
    expect(requests).toHaveLength(1);
  });

  test('a script that fails to load leaves one console error and nothing on screen', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The browser's own line about the failed request is not the app's.
      if (message.type() === 'error' && !/Failed to load resource|net::ERR_/.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const requests = await failChatScript(page);
    await page.goto('/');
    await waitForApp(page);
    await expect.poll(() => errors).toEqual(['The chat widget could not be loaded']);
    expect(requests).toHaveLength(1);
    await expect(page.getByRole('button', { name: 'Open chat' })).toHaveCount(0);
    await expect(page.locator(`script[src*="${E2E.chat.scriptBase}"]`)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
