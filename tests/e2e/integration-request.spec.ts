import path from 'node:path';
import { INTEGRATION_REQUEST_RECEIVED } from '../../contract/integrationRequestApi';
import { E2E } from './support/env';
import { openStoppedDatabase, type SiteServer, startSiteServer } from './support/siteServer';
import { expect, test } from './support/test';

// /integrations: a search that finds nothing offers "Ask for this integration"; the request goes to
// the reference server, which stores it. The suite's build, on a server of this spec's own, so the
// spec can stop it and read its database.

let site: SiteServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startSiteServer({ port: E2E.port + 3, siteDir: path.resolve(E2E.outDir, 'client') });
});
test.afterAll(async () => {
  await site?.stop();
});

test.use({ viewport: { width: 1440, height: 900 } });

test('a tool Aden does not connect to can be asked for, and the request is stored', async ({ page }) => {
  await page.goto(`${site.url}/integrations`);
  await page.getByLabel('Search integrations').fill('Buildertrend');
  await expect(page.locator('#all-integrations li')).toHaveCount(0);

  const ask = page.getByRole('form', { name: 'Ask for this integration' });
  await expect(ask.getByLabel('Integration')).toHaveValue('Buildertrend');
  // Nothing is sent without an e-mail to write back to.
  await ask.getByRole('button', { name: 'Ask for this integration' }).click();
  await expect(ask.getByText('Please input your email')).toBeVisible();

  await ask.getByLabel('Work e-mail').fill('ops@acme.example');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/integration-requests'));
  await ask.getByRole('button', { name: 'Ask for this integration' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ message: INTEGRATION_REQUEST_RECEIVED });
  await expect(page.getByRole('status').filter({ hasText: 'request for Buildertrend' })).toContainText(
    'ops@acme.example',
  );

  await site.stop();
  const db = await openStoppedDatabase(site.dataDir);
  try {
    const { rows } = await db.query('SELECT integration, email FROM integration_requests');
    expect(rows).toEqual([{ integration: 'Buildertrend', email: 'ops@acme.example' }]);
  } finally {
    await db.close();
  }
});

test('a request the server refuses keeps the form and says why', async ({ page }) => {
  await page.goto('/integrations?q=Buildertrend');
  await page.route('**/api/integration-requests', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '900' },
      body: JSON.stringify({ message: 'Too many requests from your network; try again in 15 minutes' }),
    }),
  );
  const ask = page.getByRole('form', { name: 'Ask for this integration' });
  await ask.getByLabel('Work e-mail').fill('ops@acme.example');
  await ask.getByRole('button', { name: 'Ask for this integration' }).click();
  await expect(ask.getByRole('alert')).toHaveText(
    'Too many requests from your network; try again in 15 minutes',
  );
  await expect(ask.getByLabel('Integration')).toHaveValue('Buildertrend');
  await expect(ask.getByRole('button', { name: 'Ask for this integration' })).toBeEnabled();
});

test('an integration that is not built yet says so, with the plans it will come with', async ({ page }) => {
  await page.goto('/integrations?q=Sage');
  // The prerendered page lists every integration; the search from the address applies once the app
  // runs and redraws the list, so the click waits for it rather than landing on a card being replaced.
  await expect(page.getByText(/^\d+ of the \d+ listed matching “Sage”$/)).toBeVisible();
  const planned = page.locator('#all-integrations li').filter({ hasText: 'Sage 300 CRE' });
  await expect(planned).toContainText('Construction · Planned');
  await planned.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sage 300 CRE');
  await expect(page.getByText('Planned for Q2 2027', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Not available yet: it will come with Team and above\./)).toBeVisible();
});
