import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONSENT_SITE, startConsentSite } from './support/consentSite';
import { expect, test } from './support/test';

// Cookie consent in the browser, against a build that asks for consent and has a chat app
// id and an ads conversion id. Every request to a host other than loopback is recorded and refused,
// as if third parties were unreachable: what the page asks of them is what these tests read.

let site: Awaited<ReturnType<typeof startConsentSite>>;
test.beforeAll(async () => {
  test.setTimeout(600_000);
  site = await startConsentSite();
});
test.afterAll(async () => {
  await site?.stop();
});

const SHOTS = 'test-results/consent-screens';
const CHAT_SCRIPT = /^https:\/\/widget\.intercom\.io\/widget\/e2e-consent-chat$/;
const ADS_TAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;

/** Records and refuses every request that leaves loopback. */
async function blockThirdParties(page: Page): Promise<string[]> {
  const thirdParty: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1') {
      return route.continue();
    }
    thirdParty.push(url.href);
    return route.abort('blockedbyclient');
  });
  return thirdParty;
}

async function open(page: Page, path = '/') {
  const thirdParty = await blockThirdParties(page);
  await page.goto(`${CONSENT_SITE.url}${path}`);
  await page.waitForLoadState('networkidle');
  return thirdParty;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

/** Google's queue as plain arrays: what the ads tag would read. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((Reflect.get(window, 'dataLayer') as ArrayLike<unknown>[] | undefined) ?? []).map((entry) =>
      Array.from(entry),
    ),
  );

async function submitContact(page: Page) {
  await page.getByRole('button', { name: 'Contact sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
  await dialog.getByLabel(/^First Name/).fill('Ada');
  await dialog.getByLabel(/^Last Name/).fill('Lovelace');
  await dialog.getByLabel(/^Work Email/).fill('ada@example.com');
  await dialog.getByLabel(/^Phone Number/).fill('2025550123');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/test/homepage-cta'));
  await dialog.getByRole('button', { name: 'Get started' }).click();
  expect((await sent).status()).toBe(201);
}

test('before a choice nothing goes to a third party, and Google Consent Mode is denied', async ({ page }) => {
  const thirdParty = await open(page, '/contact');
  await expect(banner(page)).toBeVisible();
  // The pages that embed third parties, before any choice: the demo scheduler, a contact request.
  await page.getByRole('button', { name: 'Book a discovery call' }).click();
  const discovery = page.getByRole('dialog', { name: 'Book a discovery call' });
  await expect(
    discovery.getByRole('button', { name: 'Load the scheduler (sets third-party cookies)' }),
  ).toBeVisible();
  await expect(discovery.getByRole('link', { name: 'Open the scheduler in a new tab' })).toHaveAttribute(
    'href',
    /^https:\/\/calendly\.com\/aden-ai\/discovery-call/,
  );
  await page.keyboard.press('Escape');
  await submitContact(page);
  // The contact dialog's scheduler step, titled anew.
  await expect(
    page.getByRole('button', { name: 'Load the scheduler (sets third-party cookies)' }),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(thirdParty).toEqual([]);
  const queue = await dataLayer(page);
  expect(queue[0]).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'denied' })]);
  expect(queue.filter((call) => call[0] === 'event' || call[0] === 'config')).toEqual([]);
});

test('the banner is keyboard-complete, below the dialogs, and has no axe violation at 390 and 1440 px', async ({
  page,
}) => {
  await open(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveCSS('position', 'fixed');
    await page.screenshot({ path: `${SHOTS}/banner-${width}.png` });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  }
  // The sign-in dialog opens above the banner (read first: an open modal hides the page from roles).
  const zIndex = (element: Element) => Number(getComputedStyle(element).zIndex);
  const bannerLayer = await banner(page).evaluate(zIndex);
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog');
  await expect(signIn).toBeVisible();
  const layers = {
    banner: bannerLayer,
    // The open dialog's layer (a dialog drawn ahead, hidden, is in the page too).
    dialog: await signIn.evaluate((paper) =>
      Number(getComputedStyle(paper.closest('.MuiDialog-root') as Element).zIndex),
    ),
  };
  expect(layers.banner).toBeLessThan(layers.dialog);
  await signIn.getByRole('button', { name: 'Close' }).click();
  await expect(signIn).toHaveCount(0);

  // Tab reaches the banner's buttons; Enter on Customize opens the settings, Space toggles a switch.
  const customize = banner(page).getByRole('button', { name: 'Customize' });
  for (
    let presses = 0;
    presses < 200 && !(await customize.evaluate((b) => b === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(customize).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(settings(page)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/settings-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/settings-390.png` });
  const results = await new AxeBuilder({ page }).include('.MuiDialog-paper').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(settings(page)).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
});

test('"Necessary only" and "Accept all" weigh the same at 390 and 1440 px, beside a link to the privacy policy', async ({
  page,
}) => {
  await open(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const necessary = banner(page).getByRole('button', { name: 'Necessary only' });
    const acceptAll = banner(page).getByRole('button', { name: 'Accept all' });
    const [necessaryBox, acceptBox] = [await necessary.boundingBox(), await acceptAll.boundingBox()];
    expect(necessaryBox && acceptBox, `${width} px`).toBeTruthy();
    expect(
      Math.abs((necessaryBox?.width ?? 0) - (acceptBox?.width ?? -9)),
      `width at ${width} px`,
    ).toBeLessThan(1);
    expect(
      Math.abs((necessaryBox?.height ?? 0) - (acceptBox?.height ?? -9)),
      `height at ${width} px`,
    ).toBeLessThan(1);
    // The same look, not only the same size: variant, background and border.
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [
        element.className.match(/MuiButton-(outlined|contained|text)\b/)?.[0],
        style.backgroundColor,
        style.borderColor,
        style.color,
        style.fontWeight,
      ];
    };
    expect(await necessary.evaluate(look)).toEqual(await acceptAll.evaluate(look));
    await page.screenshot({ path: `${SHOTS}/banner-equal-${width}.png` });
  }
  const policy = banner(page).getByRole('link', { name: 'privacy policy' });
  await expect(policy).toHaveAttribute('href', '/privacy');
  await policy.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
});

test('granting functional requests the chat script; the ads tag stays absent', async ({ page }) => {
  const thirdParty = await open(page);
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await settings(page).getByRole('switch', { name: 'Functional' }).check();
  expect(thirdParty).toEqual([]);
  await settings(page).getByRole('button', { name: 'Save choices' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => thirdParty.filter((url) => CHAT_SCRIPT.test(url))).toHaveLength(1);
  expect(thirdParty.filter((url) => ADS_TAG.test(url))).toEqual([]);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
  expect(stored).toMatchObject({ functional: true, marketing: false, version: expect.any(String) });
  expect(Number.isNaN(Date.parse(stored.date))).toBe(false);

  // The choice holds on the next visit: no banner, the chat script requested again.
  const again = await open(page);
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => again.filter((url) => CHAT_SCRIPT.test(url))).toHaveLength(1);
});

test('granting marketing fires the conversion on a contact submit', async ({ page }) => {
  const thirdParty = await open(page, '/contact');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(thirdParty.filter((url) => ADS_TAG.test(url))).toEqual([]);
  await submitContact(page);
  await expect.poll(() => thirdParty.filter((url) => ADS_TAG.test(url))).toHaveLength(1);
  const queue = await dataLayer(page);
  expect(queue).toContainEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'granted' })]);
  expect(queue).toContainEqual(['event', 'conversion', { send_to: CONSENT_SITE.adsConversionId }]);
});

test('declining keeps the chat script, the ads tag and the scheduler absent', async ({ page }) => {
  const thirdParty = await open(page, '/contact');
  await banner(page).getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner(page)).toHaveCount(0);
  await submitContact(page);
  // The contact dialog's scheduler step, titled anew.
  await expect(
    page.getByRole('button', { name: 'Load the scheduler (sets third-party cookies)' }),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(thirdParty).toEqual([]);
  expect((await dataLayer(page)).filter((call) => call[0] === 'event')).toEqual([]);

  // Reopened from the footer: the choice is there to change; the scheduler's button grants functional.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(settings(page).getByRole('switch', { name: 'Functional' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Book a discovery call' }).click();
  await page.getByRole('button', { name: 'Load the scheduler (sets third-party cookies)' }).click();
  await expect(page.getByTitle('Book a discovery call')).toBeVisible();
  await expect
    .poll(() => thirdParty.filter((url) => url.startsWith('https://calendly.com/')))
    .not.toEqual([]);
  await expect.poll(() => thirdParty.filter((url) => CHAT_SCRIPT.test(url))).toHaveLength(1);
});

test('a choice stored under an older policy version asks again', async ({ page }) => {
  await blockThirdParties(page);
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({
        version: '2000-01',
        date: '2000-01-01T00:00:00.000Z',
        functional: true,
        marketing: true,
      }),
    );
  });
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(CONSENT_SITE.url)) thirdParty.push(request.url());
  });
  await page.goto(CONSENT_SITE.url);
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeVisible();
  expect(thirdParty.filter((url) => !url.startsWith('data:'))).toEqual([]);
});

test('a held button drops a pixel; a held switch keeps its thumb where it is', async ({ page }) => {
  await open(page);
  // Computed styles at once, without the switch's own slide.
  await page.addStyleTag({ content: '.MuiSwitch-switchBase { transition: none !important; }' });
  const customize = banner(page).getByRole('button', { name: 'Customize' });
  const held = async (target: typeof customize, read: () => Promise<string>) => {
    const box = await target.boundingBox();
    if (!box) throw new Error('Nothing to press');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const value = await read();
    await page.mouse.up();
    return value;
  };
  const transformOf = (target: typeof customize) =>
    target.evaluate((element) => getComputedStyle(element).transform);
  expect(await held(customize, () => transformOf(customize))).toBe('matrix(1, 0, 0, 1, 0, 1)');

  const functional = settings(page).getByRole('switch', { name: 'Functional' });
  await functional.check();
  const thumb = functional.locator('xpath=..');
  const checked = await transformOf(thumb);
  expect(checked).not.toBe('none');
  expect(await held(thumb, () => transformOf(thumb))).toBe(checked);
});
