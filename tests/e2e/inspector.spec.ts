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
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${CONSENT_SITE.url}/?inspect`);
  await expect(page.locator('html[data-interactive="true"]')).toBeAttached();
  // The inspector would be a script request of the background step, then a window: both are over when
  // the network is quiet.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([]);
  const inspectorCode = await Promise.all(
    scripts.map(async (url) =>
      (await (await fetch(url)).text()).includes('stately.ai/inspect') ? url : null,
    ),
  );
  expect(inspectorCode.filter(Boolean)).toEqual([]);
});
