import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BUILD_POLL_MS } from '../../machines/constants';
import {
  type Build,
  copyOfBuiltSite,
  deploy,
  nextBuild,
  removeBuild,
  serveSite,
} from './support/deployments';
import { E2E } from './support/env';
import { expect, test } from './support/test';

test.describe('route rules', () => {
  test('/ecommerce lands on /eCommerce with JavaScript off: a 301 from the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/ecommerce?ref=newsletter');
    expect(response?.request().redirectedFrom()?.url()).toBe(`${E2E.siteUrl}/ecommerce?ref=newsletter`);
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
    expect(page.url()).toBe(`${E2E.siteUrl}/eCommerce?ref=newsletter`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });

  test('/ecommerce lands on /eCommerce with JavaScript on, client-side, in place of the old entry', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    // An old path reached in the app (as back/forward to it would): the middleware applies the rule.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/ecommerce/?ref=ad');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(`${E2E.siteUrl}/eCommerce?ref=ad`);
    // The module page, rendered from its payload (the page's own title, not an error page's).
    await expect(page).toHaveTitle(/^E-commerce/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toEqual([]);
    // The redirect replaced /ecommerce/: back goes to /pricing.
    await page.goBack();
    await expect(page).toHaveURL(`${E2E.siteUrl}/pricing`);
  });
});

test.describe('manifest and prefetch (SPEC 9)', () => {
  const pricingCode = (url: string) => /\/assets\/PricingPage-[^/]+\.js$/.test(new URL(url).pathname);

  test('a link prefetches its page on intent, not in view; the manifest comes by plain fetch, without Authorization', async ({
    page,
  }) => {
    // A signed-in visitor: the product client would send the token; the build calls must not.
    await page.addInitScript(() => window.localStorage.setItem('token', 'e2e-token-not-for-builds'));
    const requests: Array<{ url: string; authorization: string | undefined }> = [];
    page.on('request', (request) =>
      requests.push({ url: request.url(), authorization: request.headers().authorization }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => requests.find((request) => request.url.includes('/builds/meta/'))).toBeTruthy();
    // The header's Pricing link is in view, yet its page is not fetched until the pointer comes over it;
    // then its code arrives before anyone clicks.
    expect(requests.filter((request) => pricingCode(request.url))).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).hover();
    await expect.poll(() => requests.some((request) => pricingCode(request.url))).toBe(true);
    const manifest = requests.find((request) => request.url.includes('/builds/meta/'));
    expect(manifest?.authorization).toBeUndefined();
  });

  test('with data-saver on, nothing is prefetched: no manifest, no page code until it is needed', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).hover();
    await page.waitForTimeout(2_000);
    expect(urls.filter(pricingCode)).toEqual([]);
    expect(urls.filter((url) => url.includes('/builds/meta/'))).toEqual([]);

    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(`${E2E.siteUrl}/pricing`);
    expect(urls.filter(pricingCode)).toHaveLength(1);
  });
});

test.describe('a deployment under an open tab', () => {
  // Each scenario restarts the reference server (a deployment does), which takes a while.
  test.describe.configure({ timeout: 300_000 });
  // One server for the three scenarios; before each, the served folder holds build A again.
  let served: Build;
  let pristineA: Build;
  let buildA: Build;
  let buildB: Build;
  let site: Awaited<ReturnType<typeof serveSite>>;

  test.beforeAll(async () => {
    // Two copies of the build, a third made into build B, and a server start (it compresses the whole
    // site into memory first: slow on a loaded machine).
    test.setTimeout(300_000);
    served = await copyOfBuiltSite();
    pristineA = await copyOfBuiltSite();
    buildA = served;
    buildB = await nextBuild(pristineA, `${pristineA.id}-next`);
    site = await serveSite(served.dir, E2E.port + 10);
  });
  test.afterAll(async () => {
    await site?.stop();
    for (const build of [served, pristineA, buildB]) await removeBuild(build);
  });
  test.beforeEach(async () => {
    // Roll the previous scenario's deployment back: build A's files over build B's, and a restart,
    // as for any deployment: the server holds the site in memory, so without it the next scenario's
    // tab would open on build B and find every chunk it asks for (no failure, no reload).
    if (existsSync(path.join(served.dir, 'assets', buildB.assets[0] ?? ''))) {
      await deploy(served.dir, buildB, pristineA);
      await site.restart();
    }
  });

  /** Document loads (the first visit, reloads) of the tab. */
  function countDocuments(page: Page): string[] {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
        documents.push(new URL(request.url()).pathname);
    });
    return documents;
  }

  /** Data-saver on: no link prefetch, so the pages' code is fetched only when navigated to. */
  const saveData = (page: Page) =>
    page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );

  test('the hourly poll finds the new build and offers a reload', async ({ page }) => {
    await page.clock.install();
    // The tab knows its build once its manifest has come (about a second after start): deploying
    // before that would restart the server under the tab's first manifest request.
    const manifestLoaded = page.waitForResponse((response) => response.url().includes('/builds/meta/'));
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await manifestLoaded;

    await deploy(buildA.dir, buildA, buildB);
    await site.restart();
    await page.clock.fastForward(BUILD_POLL_MS);
    const notice = page.getByText('A new version of the site is available');
    await expect(notice).toBeVisible();
    // Lifetime 0: still there long after the default 3 s.
    await page.clock.fastForward(60_000);
    await expect(notice).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a page whose code the deployment removed reloads once and lands on it', async ({ page }) => {
    await saveData(page);
    const documents = countDocuments(page);
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await deploy(buildA.dir, buildA, buildB);
    await site.restart();

    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(`${site.url}/pricing`);
    await expect(page.getByRole('heading', { level: 1, name: /^Start free/ })).toBeVisible();
    expect(documents).toEqual(['/', '/pricing']);
    // Build B's code is running now, and nothing reloads again.
    await page.waitForTimeout(2_000);
    expect(documents).toEqual(['/', '/pricing']);
  });

  test('the sign-up dialog whose code the deployment removed opens after the reload, with the e-mail typed', async ({
    page,
  }) => {
    await saveData(page);
    const documents = countDocuments(page);
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await deploy(buildA.dir, buildA, buildB);
    await site.restart();

    const start = page.getByRole('form', { name: 'Get started with Aden' });
    await start.getByLabel('Work email').fill('ada@lovelace.example');
    const reloaded = page.waitForEvent('load');
    await start.getByRole('button', { name: 'Get started' }).click();
    await reloaded;
    const signup = page.getByRole('dialog', { name: 'Sign up for Aden' });
    await expect(signup.getByRole('form', { name: 'Sign up' }).getByLabel('Email')).toHaveValue(
      'ada@lovelace.example',
    );
    expect(documents).toEqual(['/', '/']);
  });

  test('a deployment reload with the contact dialog open brings it back with what was typed, and the ROI figures', async ({
    page,
  }) => {
    // The ROI chart's code is asked for while the dialog is open; the request is held until the
    // deployment has removed the file, so it fails as it would for a tab left open across a deployment.
    let deployed: () => void = () => {};
    const afterDeployment = new Promise<void>((resolve) => {
      deployed = resolve;
    });
    await page.route('**/assets/SavingsLineChart-*', async (route) => {
      await afterDeployment;
      await route.continue();
    });
    const documents = countDocuments(page);
    await page.goto(`${site.url}/RoiCalculator`);
    // Found by id: the open dialog hides the page from the accessibility tree.
    const teamSize = page.locator('#roi-people');
    await teamSize.fill('40');
    await page.getByRole('button', { name: 'Ask for an Enterprise estimate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
    await dialog.getByLabel(/^First Name/).fill('Ada');
    await dialog.getByLabel(/^Last Name/).fill('Lovelace');
    await dialog.getByLabel(/^Work Email/).fill('ada@lovelace.example');
    await dialog.getByLabel(/^Phone Number/).fill('2025550123');

    await deploy(buildA.dir, buildA, buildB);
    await site.restart();
    const reloaded = page.waitForEvent('load');
    deployed();
    await reloaded;
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^First Name/)).toHaveValue('Ada');
    await expect(dialog.getByLabel(/^Last Name/)).toHaveValue('Lovelace');
    await expect(dialog.getByLabel(/^Work Email/)).toHaveValue('ada@lovelace.example');
    await expect(dialog.getByLabel(/^Phone Number/)).toHaveValue('202 555 0123');
    // The calculator's figures are in its URL, which the reload keeps.
    await expect(teamSize).toHaveValue('40');
    expect(documents).toEqual(['/RoiCalculator', '/RoiCalculator']);
  });

  test('a second failure within 10 s shows the error page instead of reloading again', async ({ page }) => {
    await saveData(page);
    const documents = countDocuments(page);
    const guardMessages: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('no reload can help now')) guardMessages.push(message.text());
    });
    // Build B's Pricing code does not arrive either (a CDN edge still missing it), and by the time the
    // reloaded page checks, yet another build is announced: only the guard stands between it and a loop.
    await page.route('**/assets/PricingPage-*', (route) => route.abort());
    await page.route('**/builds/latest.json*', (route) =>
      documents.length > 1
        ? route.fulfill({ json: { id: `${buildB.id}-after`, timestamp: Date.now() } })
        : route.continue(),
    );
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await deploy(buildA.dir, buildA, buildB);
    await site.restart();

    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
    await expect(page).toHaveURL(`${site.url}/pricing`);
    await expect.poll(() => guardMessages.length).toBeGreaterThan(0);
    await page.waitForTimeout(2_000);
    expect(documents).toEqual(['/', '/pricing']);
  });
});
