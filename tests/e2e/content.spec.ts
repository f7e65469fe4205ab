import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DISCOVERY_IFRAME_HEIGHT_PX } from '../../src/lib/config/themeTokens';
import { expect, test } from './support/test';

// Employee pages, online forms and the contact dialog against the reference server's seeded data
// (contract/fixtures.ts, seeded by server/db/seed.ts: employees maya-patel, lucas-romero, aiko-tanaka; form demo).

const SHOTS = 'test-results/screenshots';

async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function expectNoViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Images (flags above all) requested from anywhere but the site itself: there must be none. */
function watchThirdPartyImages(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.hostname === '127.0.0.1') return;
    if (request.resourceType() === 'image' || url.hostname.includes('flagcdn')) seen.push(request.url());
  });
  return seen;
}

test.describe('employee page', () => {
  test('shows the employee card with the calls to action', async ({ page }) => {
    await page.goto('/employee/maya-patel');
    const main = page.locator('#main');
    await expect(page.getByRole('heading', { level: 1, name: 'Maya Patel' })).toBeVisible();
    await expect(page.getByText('Solutions Engineer')).toBeVisible();
    await expect(page.getByText(/Helps construction and manufacturing teams/)).toBeVisible();
    await expect(page.getByText('MP', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Book a demo with Maya' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Start for free' })).toBeVisible();
    await screenshots(page, 'employee');
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Book a demo with Maya' }).click();
    await expect(page.getByRole('dialog', { name: 'Book a demo' })).toBeVisible();
  });

  test('"Start for free" opens the sign-up dialog', async ({ page }) => {
    await page.goto('/employee/lucas-romero');
    await page.locator('#main').getByRole('button', { name: 'Start for free' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByText('Already have an account? Log in')).toBeVisible();
  });

  test('an unknown employee shows Page Not Found', async ({ page }) => {
    await page.goto('/employee/nobody-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page Not Found: /employee/nobody-here')).toBeVisible();
  });
});

test.describe('online form', () => {
  test('refuses empty required fields with messages, then submits and lands on /form-submit-result', async ({
    page,
  }) => {
    await page.goto('/online-form/demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Project intake' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(3);
    await expect(page.getByText('This box must be checked')).toBeVisible();
    await expect(page).toHaveURL(/\/online-form\/demo$/);
    await screenshots(page, 'online-form-errors');
    await expectNoViolations(page);

    await page.getByLabel(/^Company name/).fill('Acme Builders');
    await page.getByLabel(/^Work email/).fill('ada@example.com');
    await page.getByLabel(/^Phone number/).fill('+1 202 555 0123');
    await page.getByLabel(/^Industry/).selectOption('Construction');
    await page.getByLabel(/^Number of employees/).fill('42');
    await page.getByLabel(/^Preferred start date/).fill('2030-01-15');
    await page.getByLabel(/^Project details/).fill('Move our job costing onto Aden.');
    await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();

    const submission = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/forms/demo/submissions') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    const response = await submission;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      answers: {
        company: 'Acme Builders',
        email: 'ada@example.com',
        phone: '+1 202 555 0123',
        industry: 'Construction',
        employees: 42,
        start_date: '2030-01-15',
        details: 'Move our job costing onto Aden.',
        consent: true,
      },
    });
    await expect(page).toHaveURL(/\/form-submit-result$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await screenshots(page, 'form-submit-result');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a refused submit keeps the answers and shows the server errors beside the fields', async ({
    page,
  }) => {
    await page.route('**/api/forms/demo/submissions', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Company name: Must be at most 5000 characters',
          errors: { company: 'Must be at most 5000 characters' },
        }),
      }),
    );
    await page.goto('/online-form/demo');
    await page.getByLabel(/^Company name/).fill('Acme Builders');
    await page.getByLabel(/^Work email/).fill('ada@example.com');
    await page.getByLabel(/^Industry/).selectOption('Healthcare');
    await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('alert')).toHaveText('Company name: Must be at most 5000 characters');
    await expect(page.getByLabel(/^Company name/)).toHaveAccessibleDescription(
      'Must be at most 5000 characters',
    );
    await expect(page.getByLabel(/^Company name/)).toHaveValue('Acme Builders');
    await expect(page.getByLabel(/^Work email/)).toHaveValue('ada@example.com');
    await expect(page.getByLabel(/^Industry/)).toHaveValue('Healthcare');
    await expect(page).toHaveURL(/\/online-form\/demo$/);
  });

  test('an unknown form shows Page Not Found', async ({ page }) => {
    await page.goto('/online-form/no-such-form');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page Not Found: /online-form/no-such-form')).toBeVisible();
  });
});

test.describe('contact dialog', () => {
  async function openAndFill(page: Page) {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Sales' })).toBeVisible();
    await page.getByRole('button', { name: 'Contact sales' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^First Name/).fill('Ada');
    await dialog.getByLabel(/^Last Name/).fill('Lovelace');
    await dialog.getByLabel(/^Work Email/).fill('ada@example.com');
    await dialog.getByLabel(/^Phone Number/).fill('2025550123');
    return dialog;
  }

  test('from /contact: submits, then shows the scheduler prefilled with name and email', async ({ page }) => {
    const thirdPartyImages = watchThirdPartyImages(page);
    const dialog = await openAndFill(page);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(dialog.getByText('+1', { exact: true })).toBeVisible();
    await expect(dialog.locator('img[src="/flags/US.svg"]')).toBeVisible();
    expect(
      await dialog.locator('img[src="/flags/US.svg"]').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await screenshots(page, 'contact-form');
    await expectNoViolations(page, '.MuiDialog-paper');

    const sent = page.waitForResponse((response) => response.url().endsWith('/api/test/homepage-cta'));
    await dialog.getByRole('button', { name: 'Get started' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone_number: '(+1) 2025550123',
      email: 'ada@example.com',
    });

    // The dialog's title changes with the step, and with it its name.
    const frame = page.getByRole('dialog').locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Schedule a call with Aden');
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.searchParams.get('name')).toBe('Ada Lovelace');
    expect(src.searchParams.get('email')).toBe('ada@example.com');
    await screenshots(page, 'contact-scheduler');

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.getByRole('button', { name: 'Contact sales' }).click();
    await expect(page.getByRole('dialog').getByLabel(/^First Name/)).toHaveValue('');
    expect(thirdPartyImages).toEqual([]);
  });

  test('a failed submit shows the red text and keeps the fields', async ({ page }) => {
    await page.route('**/api/test/homepage-cta', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal server error' }),
      }),
    );
    const dialog = await openAndFill(page);
    await dialog.getByRole('button', { name: 'Get started' }).click();
    const error = dialog.getByText('Something went wrong. Please try again.');
    await expect(error).toBeVisible();
    const color = await error.evaluate((element) => getComputedStyle(element).color);
    const [red, green, blue] = (color.match(/\d+/g) ?? []).map(Number);
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(100);
    expect(blue).toBeLessThan(100);
    await expect(dialog.getByLabel(/^First Name/)).toHaveValue('Ada');
    await expect(dialog.getByLabel(/^Last Name/)).toHaveValue('Lovelace');
    await expect(dialog.getByLabel(/^Work Email/)).toHaveValue('ada@example.com');
    await expect(dialog.getByLabel(/^Phone Number/)).toHaveValue('202 555 0123');
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await screenshots(page, 'contact-error');
    await expectNoViolations(page, '.MuiDialog-paper');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the country picker searches and switches the dial code, with local flags', async ({ page }) => {
    const dialog = await openAndFill(page);
    await dialog.getByRole('button', { name: /Open flags menu/ }).click();
    const search = page.getByRole('textbox', { name: 'Search countries' });
    await expect(search).toBeFocused();
    await search.fill('united king');
    const options = page.getByRole('listbox', { name: 'Countries' }).getByRole('option');
    await expect(options).toHaveCount(1);
    await screenshots(page, 'contact-country-search');
    await expectNoViolations(page, '.MuiTelInput-Menu .MuiPaper-root');
    await options.first().click();
    await expect(dialog.getByText('+44', { exact: true })).toBeVisible();
    expect(await page.locator('img[src*="flagcdn"]').count()).toBe(0);
  });
});

test('the discovery-call dialog opens from the contact page with its 760 px scheduler', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Book a discovery call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a discovery call' });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveCount(1);
  expect((await frame.boundingBox())?.height).toBe(DISCOVERY_IFRAME_HEIGHT_PX);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
