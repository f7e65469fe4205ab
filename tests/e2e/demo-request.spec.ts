import path from 'node:path';
import type { Page } from '@playwright/test';
import { openPglite } from '../../server/db/pglite';
import { CONSENT_SITE, startConsentSite } from './support/consentSite';
import { expect, test } from './support/test';

// With functional cookies declined the scheduler is not loaded, and "Book a demo" still
// leads somewhere: a request for a time through our own contact form, stored by our server, which
// never asks for a phone number. Runs
// against the consent build (consent asked for); every request that leaves loopback is refused.

let site: Awaited<ReturnType<typeof startConsentSite>>;
test.beforeAll(async () => {
  test.setTimeout(600_000);
  site = await startConsentSite();
});
test.afterAll(async () => {
  await site?.stop();
});

async function declineFunctional(page: Page, pathname: string) {
  await page
    .context()
    .route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1'
        ? route.continue()
        : route.abort('blockedbyclient'),
    );
  await page.goto(`${CONSENT_SITE.url}${pathname}`);
  await page
    .getByRole('region', { name: 'Cookies on this site' })
    .getByRole('button', { name: 'Necessary only' })
    .click();
}

test('"Book a demo" without functional cookies asks for a time and no phone number through our own server, which stores it', async ({
  page,
}) => {
  await declineFunctional(page, '/');
  await page.getByRole('button', { name: 'Book a demo' }).first().click();
  const demo = page.getByRole('dialog', { name: 'Book a demo' });
  await expect(
    demo.getByRole('button', { name: 'Load the scheduler (sets third-party cookies)' }),
  ).toBeVisible();
  // Sized to its two offers, not to a calendar.
  const box = await demo.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(560);
  expect(box?.height).toBeLessThan(500);
  await demo.getByRole('button', { name: 'Ask for a time' }).click();

  const form = page.getByRole('dialog', { name: 'Ask for a demo time' });
  await form.getByLabel(/^First Name/).fill('Grace');
  await form.getByLabel(/^Last Name/).fill('Hopper');
  await form.getByLabel(/^Work Email/).fill('grace@example.com');
  await expect(form.getByLabel(/Phone/)).toHaveCount(0);
  await form.getByRole('combobox', { name: /^Preferred time for the demo/ }).selectOption('morning');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/test/homepage-cta'));
  await form.getByRole('button', { name: 'Get started' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  const body = response.request().postDataJSON();
  expect(body).toMatchObject({ preferred_time: 'morning', time_zone: expect.any(String) });
  expect(body).not.toHaveProperty('phone_number');
  await expect(
    page.getByRole('status').filter({
      hasText: 'will e-mail grace@example.com an invitation for a demo on a weekday morning',
    }),
  ).toBeVisible();

  // The server stored it: read its database once it has stopped.
  await site.stop();
  // The server's process releases the data directory's lock as it exits, after its wrapper has.
  let db: Awaited<ReturnType<typeof openPglite>> | undefined;
  await expect
    .poll(async () => {
      db = await openPglite(path.join(site.dataDir, 'pglite')).catch(() => undefined);
      return db !== undefined;
    })
    .toBe(true);
  if (!db) return;
  try {
    const { rows } = await db.query<{
      email: string;
      phone_number: string | null;
      preferred_time: string;
      time_zone: string;
    }>('SELECT email, phone_number, preferred_time, time_zone FROM contact_requests');
    expect(rows).toEqual([
      {
        email: 'grace@example.com',
        phone_number: null,
        preferred_time: 'morning',
        time_zone: expect.any(String),
      },
    ]);
  } finally {
    await db.close();
  }
});
