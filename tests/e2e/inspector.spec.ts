import { expect, test } from './support/test';

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
  await page.goto('/?inspect');
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
