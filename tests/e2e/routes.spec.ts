import { collectPageProblems } from './support/pageProblems';
import { expect, test } from './support/test';

test('routes with parameters are served by the app shell and render', async ({ page }) => {
  const response = await page.goto('/employee/maya-patel');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /Maya Patel/ })).toBeVisible();
});

test('an unknown path shows "Page Not Found" with status 404', async ({ page }) => {
  const problems = collectPageProblems(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

for (const path of ['/blog/no-such-post', '/integrations/no-such-integration']) {
  test(`an unknown slug (${path}) shows the 404 page with status 404`, async ({ page }) => {
    const problems = collectPageProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('the error is cleared by the next successful navigation', async ({ page }) => {
  await page.goto('/no-such-page');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
});

test('pages read without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page).toHaveTitle('Pricing | Aden');
  await context.close();
});

test('each page sets its own title and description on client navigation', async ({ page }) => {
  await page.goto('/');
  // A client-side navigation needs the app: wait until it has hydrated.
  await page.waitForFunction(() => performance.getEntriesByName('aden:interactive').length > 0);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/accounting');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveTitle('Finance & Accounting | Aden');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /general ledger/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/accounting$/);
});

test('sitemap.xml lists the prerendered pages', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const path of ['/pricing', '/case-studies/tc-boiler']) expect(xml).toContain(`${path}</loc>`);
});
