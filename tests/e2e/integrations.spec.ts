import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// /integrations: one grid of every integration, filtered by category and search, the filter in the URL.

const cards = (page: Page) => page.locator('#all-integrations li');
const status = (page: Page) => page.locator('#all-integrations [role="status"]');

async function integrationCount(page: Page): Promise<number> {
  return (await listedIntegrations(page)).length;
}

async function listedIntegrations(page: Page): Promise<{ status: string }[]> {
  const response = await page.request.get('/integrations/_payload.json');
  return ((await response.json()) as { integrations: { status: string }[] }).integrations;
}

test.use({ viewport: { width: 1440, height: 900 } });

test('every card shows in one grid that ends within about two screens, counted as the other pages count', async ({
  page,
}) => {
  await page.goto('/integrations');
  const listed = await listedIntegrations(page);
  const available = listed.filter((item) => item.status === 'available').length;
  await expect(cards(page)).toHaveCount(listed.length);
  // The count /pricing and the home page give is of the integrations a customer can connect today.
  const notBuilt = listed.length - available;
  await expect(status(page)).toHaveText(
    notBuilt > 0 ? `${available} integrations, and ${notBuilt} not built yet` : `${available} integrations`,
  );
  const gridBottom = await page
    .locator('#all-integrations ul')
    .evaluate((grid) => grid.getBoundingClientRect().bottom + window.scrollY);
  expect(gridBottom).toBeLessThan(2.5 * 900);
});

test('a category and a search narrow the grid, live in the URL, and a link restores them', async ({
  page,
}) => {
  await page.goto('/integrations');
  const total = await integrationCount(page);
  const accounting = page.getByRole('button', { name: /^Accounting \(\d+\)$/ });
  await accounting.click();
  await expect(accounting).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/integrations\?category=accounting$/);
  await expect(cards(page).filter({ hasText: 'Xero' })).toHaveCount(1);
  await expect(cards(page).filter({ hasText: 'Shopify' })).toHaveCount(0);

  await page.getByLabel('Search integrations').fill('xero');
  await expect(page).toHaveURL(/\/integrations\?category=accounting&q=xero$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(status(page)).toContainText(`1 of the ${total} listed in Accounting, matching “xero”`);

  await page.goto('/integrations?category=e-commerce&q=stock');
  await expect(page.getByLabel('Search integrations')).toHaveValue('stock');
  await expect(page.getByRole('button', { name: /^E-commerce \(\d+\)$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards(page).filter({ hasText: 'Shopify' })).toHaveCount(1);
  await expect(cards(page).filter({ hasText: 'Xero' })).toHaveCount(0);
});

test('a search that finds nothing says so and offers to clear the filters', async ({ page }) => {
  await page.goto('/integrations?category=shipping');
  const total = await integrationCount(page);
  await page.getByLabel('Search integrations').fill('golf scores');
  await expect(cards(page)).toHaveCount(0);
  await expect(status(page)).toContainText('No integration in Shipping, matching “golf scores”.');
  await status(page).getByRole('button', { name: 'Clear the filters' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByLabel('Search integrations')).toHaveValue('');
  await expect(cards(page)).toHaveCount(total);
});

test('without JavaScript every card shows, whatever the query', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/integrations?category=accounting&q=xero');
  await expect(cards(page)).toHaveCount(await integrationCount(page));
  await context.close();
});

test('every partner’s icon is drawn from one file, each its own', async ({ page }) => {
  const markRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/marks/')) markRequests.push(request.url());
  });
  await page.goto('/integrations');
  const icons = page.locator('#all-integrations [data-partner-mark="icon"] img');
  await expect(icons.first()).toBeVisible();
  const count = await icons.count();
  expect(count).toBeGreaterThan(5);
  // Each icon, drawn as the page draws it (its view of the file), shows a picture of its own.
  const drawings = await icons.evaluateAll(async (images) =>
    Promise.all(
      (images as HTMLImageElement[]).map(async (image) => {
        image.loading = 'eager';
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 24;
        canvas.height = 24;
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0, 24, 24);
        const pixels = context?.getImageData(0, 0, 24, 24).data ?? new Uint8ClampedArray();
        let opaque = 0;
        for (let at = 3; at < pixels.length; at += 4) if ((pixels[at] ?? 0) > 0) opaque++;
        return { src: image.getAttribute('src'), opaque, drawing: Array.from(pixels).join(',') };
      }),
    ),
  );
  for (const { src, opaque } of drawings) {
    expect(src).toMatch(/^\/marks\/partners\.svg#[a-z0-9]+$/);
    expect(opaque, src ?? '').toBeGreaterThan(24);
  }
  expect(new Set(drawings.map(({ drawing }) => drawing)).size).toBe(count);
  expect(new Set(markRequests.map((url) => new URL(url).pathname))).toEqual(new Set(['/marks/partners.svg']));
});
