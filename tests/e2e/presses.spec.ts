import type { Page } from '@playwright/test';
import { serveGoogleStandIn } from './support/googleScript';
import { appStarted, holdStartup } from './support/holdStartup';
import { expect, test } from './support/test';

const contactDialog = (page: Page) => page.getByRole('dialog', { name: 'Contact Sales' });

// Presses before hydration (docs/performance.md): the site's calls to action pressed while the app's
// scripts are held back take effect once it has started.

test.describe('presses before hydration', () => {
  test('"Start for free" pressed before the app starts opens the sign-up dialog', async ({ page }) => {
    const startup = await holdStartup(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const start = page.getByRole('banner').getByRole('button', { name: 'Start for free' });
    await start.click();
    // Received at once, acted on later.
    await expect(start).toHaveAttribute('data-press-received', '');
    await page.screenshot({ path: 'test-results/presses/start-for-free-received-desktop.png' });
    expect(await appStarted(page)).toBe(false);
    await startup.release();
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Sign up for Aden');
    // The dialog hides the header from the accessibility tree: the mark is looked for in the DOM.
    await expect(page.locator('[data-press-received]')).toHaveCount(0);
  });

  test('an e-mail typed into the sign-up shell before the app starts is kept by the sign-up dialog', async ({
    page,
  }) => {
    const startup = await holdStartup(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('button', { name: 'Start for free' }).click();
    // The shell's field has the focus: the visitor types before any of the app has run.
    await page.keyboard.type('ada@example.com');
    expect(await appStarted(page)).toBe(false);
    await page.screenshot({ path: 'test-results/presses/typed-into-the-shell-desktop.png' });
    await startup.release();
    const email = page
      .getByRole('dialog', { name: 'Sign up for Aden' })
      .getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ada@example.com');
    await expect(email).toBeFocused();
    // Typing goes on in the dialog's field.
    await page.keyboard.press('Backspace');
    await expect(email).toHaveValue('ada@example.co');
  });

  test('the dialog a press before the app starts opens has its code fetched while the page hydrates', async ({
    page,
  }) => {
    const startup = await holdStartup(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('button', { name: 'Start for free' }).click();
    await startup.release();
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Sign up for Aden');
    const { codeRequested, interactive } = await page.evaluate(() => ({
      codeRequested: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/AuthDialog-[\w-]+\.js$/.test(entry.name))?.startTime,
      interactive: performance.getEntriesByName('aden:interactive')[0]?.startTime,
    }));
    // Requested before the page was interactive, that is before the replay of the press.
    expect(codeRequested).toBeLessThan(interactive ?? 0);
  });

  test('"Contact sales" pressed before the app starts opens the contact dialog', async ({ page }) => {
    const startup = await holdStartup(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Contact sales' }).click();
    expect(await appStarted(page)).toBe(false);
    await startup.release();
    await expect(contactDialog(page)).toBeVisible();
  });

  test('a work e-mail typed before the app starts reaches the sign-up dialog', async ({ page }) => {
    const startup = await holdStartup(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const start = page.getByRole('form', { name: 'Get started with Aden' });
    await start.getByLabel('Work email').pressSequentially('ada@example.com');
    await start.getByRole('button', { name: 'Get started' }).click();
    expect(await appStarted(page)).toBe(false);
    // The form's native GET did not happen: the page is the same, the text still in the field.
    await expect(page).toHaveURL(/\/$/);
    await expect(start.getByLabel('Work email')).toHaveValue('ada@example.com');
    await startup.release();
    const signup = page.getByRole('dialog', { name: 'Sign up for Aden' });
    await expect(signup.getByRole('form', { name: 'Sign up' }).getByLabel('Email')).toHaveValue(
      'ada@example.com',
    );
  });

  test('a team size typed into the ROI calculator before the app starts reaches its form', async ({
    page,
  }) => {
    const startup = await holdStartup(page);
    await page.goto('/RoiCalculator', { waitUntil: 'domcontentloaded' });
    const teamSize = page.getByRole('textbox', { name: 'People whose time Aden saves' });
    await teamSize.fill('');
    await teamSize.pressSequentially('40');
    expect(await appStarted(page)).toBe(false);
    await startup.release();
    // The machine holds what was typed: the link to the estimate carries it.
    await expect(page).toHaveURL(/[?&]team=40(&|$)/);
    await expect(teamSize).toHaveValue('40');
  });

  test('a link pressed before the app starts navigates natively', async ({ page }) => {
    const startup = await holdStartup(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    await startup.release();
  });
});

/** The box of the shell's paper, or of the dialog's (MUI's paper holds the dialog role). */
const paperBox = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return { x: Math.round(box.x), width: Math.round(box.width), height: box.height };
};

test.describe('the shell a press before hydration shows at once', () => {
  for (const { name, route, control, opened, google } of [
    {
      name: '"Start for free" shows the sign-up dialog’s shell',
      route: '/',
      // The build has Google sign-in: its script loads (as online), so the dialog has its button throughout.
      google: true,
      control: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Start for free' }),
      opened: (page: Page) => page.getByRole('dialog', { name: 'Sign up for Aden' }),
    },
    {
      name: '"Contact sales" shows the contact dialog’s shell',
      route: '/contact',
      control: (page: Page) => page.getByRole('button', { name: 'Contact sales' }),
      opened: contactDialog,
    },
  ])
    test(`${name}, in the dialog's place, and hands it over to the dialog`, async ({ page }) => {
      if (google) await serveGoogleStandIn(page);
      const startup = await holdStartup(page);
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await control(page).click();
      // Before any of the app's scripts has run: the capture drew it.
      const shell = page.getByRole('dialog', { name: 'Opening' });
      await expect(shell).toBeVisible();
      await expect(shell).toHaveAttribute('aria-busy', 'true');
      expect(await appStarted(page)).toBe(false);
      const shellPaper = await paperBox(page, '[data-press-shell] > div');
      await page.screenshot({ path: `test-results/presses/shell${route.replaceAll('/', '-')}-desktop.png` });
      await startup.release();
      await expect(opened(page)).toBeVisible();
      // Handed over: one dialog, where the shell stood, as wide.
      await expect(page.locator('[data-press-shell]')).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      const { height, ...place } = await paperBox(page, '[role="dialog"]');
      const { height: shellHeight, ...shellPlace } = shellPaper;
      expect(place).toEqual(shellPlace);
      // About as tall (pressShell.ts): the fade from the shell to the dialog keeps its outline.
      expect(Math.abs(height - shellHeight)).toBeLessThan(height * 0.1);
      await page.screenshot({ path: `test-results/presses/opened${route.replaceAll('/', '-')}-desktop.png` });
    });
});

test.describe('presses while the page hydrates', () => {
  test('Print pressed on a slow phone as soon as the flows run, before its part has hydrated, prints', async ({
    page,
  }) => {
    // React hydrates the calculator's parts after its flows start, and drops a click on a part whose
    // pass has begun but not committed: the capture holds such a press until every part has hydrated.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/RoiCalculator', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printed = 'true';
      };
    });
    await page.getByRole('button', { name: 'Print' }).dispatchEvent('click');
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'true', { timeout: 30_000 });
  });

  test('"Sign In" in the header pressed on a slow phone before the app starts opens before the page has hydrated', async ({
    page,
  }) => {
    // The header is no part of its own: its press is replayed once the flows run, not after the many
    // parts of the pricing page have hydrated.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
    // Slowed six times, the page takes many seconds to start on a busy machine.
    test.slow();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).dispatchEvent('click');
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, {
      timeout: 90_000,
    });
    await expect(page.getByRole('dialog', { name: 'Sign in to Aden' })).toBeVisible({ timeout: 30_000 });
    const marks = await page.evaluate(() => ({
      interactive: performance.getEntriesByName('aden:interactive').length,
      hydrated: document.documentElement.dataset.hydrated ?? 'not yet',
    }));
    expect(marks).toEqual({ interactive: 1, hydrated: 'not yet' });
  });
});
