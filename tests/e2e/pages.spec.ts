import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './support/authFlows';
import { serveChatStandIn } from './support/chatStandIn';
import { collectPageProblems } from './support/pageProblems';
import { prerenderedPaths } from './support/pages';
import { expect, test, waitForApp } from './support/test';

// Every prerendered page, visited once per viewport: it hydrates without a console error and axe finds
// no WCAG 2.1 AA violation. One test per viewport keeps the browser warm; each page's problems are
// collected and reported together, named by path.

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

for (const width of [390, 1440]) {
  test(`every page hydrates cleanly and passes axe at ${width} px`, async ({ page }) => {
    test.setTimeout(20 * 60_000);
    await page.setViewportSize({ width, height: 900 });
    const problems = collectPageProblems(page);
    const failures: string[] = [];
    for (const path of prerenderedPaths()) {
      problems.length = 0;
      const response = await page.goto(path);
      if (response?.status() !== 200) failures.push(`${path}: status ${response?.status()}`);
      // Hydrated: the app marks the moment it became interactive.
      await waitForApp(page);
      const h1 = page.getByRole('heading', { level: 1 });
      if ((await h1.count()) !== 1 || !(await h1.isVisible())) failures.push(`${path}: no single visible h1`);
      for (const found of await violations(page)) failures.push(`${path}: ${found}`);
      for (const problem of problems) failures.push(`${path}: console: ${problem}`);
    }
    expect(failures).toEqual([]);
  });
}

test('no page asks for a file that is not there or logs an error: the site, the API docs and ARP', async ({
  page,
  request,
}) => {
  const { token } = await registerThroughApi(request, uniqueEmail('quiet'), 'a long enough password');
  const arp = `/arp/onboarding?t=${encodeURIComponent(Buffer.from(`jwt ${token}`).toString('base64'))}`;
  const post = prerenderedPaths().find((path) => /^\/blog\/(?!tag\/)/.test(path)) ?? '/blog';
  // The suite's build loads a chat widget, whose script only the tests serve.
  await serveChatStandIn(page);
  const failures: string[] = [];
  // Every console error counts here, failed loads included (the browser asks for /favicon.ico itself).
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`${page.url()}: console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()}: ${response.status()}`);
  });
  for (const path of ['/', post, '/api/docs', arp]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // Give the browser's own requests (the icon) time to answer before counting.
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
});

test('a client-side navigation from /blog to a post fetches its payload and updates title and canonical', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.goto('/blog');
  await waitForApp(page);
  const link = page.locator('#main').getByRole('heading', { level: 2 }).getByRole('link').first();
  const title = (await link.textContent()) ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);

  const payload = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `${href}/_payload.json`,
  );
  let documentRequests = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests++;
  });
  await link.click();
  const answer = await payload;
  expect(answer.status()).toBe(200);
  // The build hash keeps a payload of an older build from being read from a cache.
  expect(new URL(answer.url()).search).not.toBe('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | Aden`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  expect(documentRequests).toBe(0);
  expect(problems).toEqual([]);
});

test('a tag link filters the blog', async ({ page }) => {
  await page.goto('/blog');
  await waitForApp(page);
  const all = await page.locator('#main li h2').count();
  const tag = page.getByRole('navigation', { name: 'Filter posts by tag' }).getByRole('link').nth(1);
  await tag.click();
  await expect(page).toHaveURL(/\/blog\/tag\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Posts tagged/ })).toBeVisible();
  expect(await page.locator('#main li h2').count()).toBeLessThan(all);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a tag's page lists only that tag's posts", async ({ page }) => {
    await page.goto('/blog');
    const all = await page.locator('#main li h2').count();
    const tag = page.getByRole('navigation', { name: 'Filter posts by tag' }).getByRole('link').nth(1);
    const href = await tag.getAttribute('href');
    expect(href).toMatch(/^\/blog\/tag\/[a-z0-9-]+$/);
    const response = await page.goto(href as string);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: /^Posts tagged/ })).toBeVisible();
    const shown = await page.locator('#main li h2').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(all);
  });
});
