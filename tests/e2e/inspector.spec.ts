import { CONSENT_SITE, startConsentSite } from './support/consentSite';
import { expect, test } from './support/test';

// The consent suite's build is a production build without the flow lab (the suite's main build has it).
let site: Awaited<ReturnType<typeof startConsentSite>>;
test.beforeAll(async () => {
  site = await startConsentSite();
});
test.afterAll(() => site?.stop());

test('`?inspect` on a production build opens no inspector window and loads no inspector', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  // Each script as the browser received it, read from the browser: no second request to the server.
  const scripts: Promise<{ url: string; code: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((code) => ({ url: response.url(), code })));
  });
  await page.goto(`${CONSENT_SITE.url}/?inspect`);
  await expect(page.locator('html[data-interactive="true"]')).toBeAttached();
  // The inspector would be a script request of the background step, then a window: both are over when
  // the network is quiet.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([]);
  const received = await Promise.all(scripts);
  expect(received.length).toBeGreaterThan(0);
  expect(received.filter(({ code }) => code.includes('stately.ai/inspect')).map(({ url }) => url)).toEqual(
    [],
  );
});
