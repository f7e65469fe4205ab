import { connect } from 'node:net';
import { rejectMessage } from '../../contract/messages';
import { collectPageProblems } from './support/pageProblems';
import { expect, test, waitForApp } from './support/test';

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
  test(`an unknown slug (${path}) shows the 404 page with status 404, the server's words the browser's`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    // What the server sent, before any script ran: SPEC 5's rejection, as the browser then says it.
    expect(await response?.text()).toContain(`>${rejectMessage(path)}<`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(rejectMessage(path))).toBeVisible();
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
  await expect(page.getByRole('heading', { level: 1, name: /^Start free/ })).toBeVisible();
  await expect(page).toHaveTitle('Pricing | Aden');
  await context.close();
});

test('each page sets its own title and description on client navigation', async ({ page }) => {
  await page.goto('/');
  // A client-side navigation needs the app: wait until it has hydrated.
  await waitForApp(page);
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

/** A GET with the path exactly as written (no client tidies it), answered with its status and Location. */
function rawGet(url: string, path: string): Promise<{ status: number; location: string | null }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () =>
      resolve({
        status: Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1]),
        location: answer.match(/\r\nlocation: ([^\r]*)/i)?.[1] ?? null,
      }),
    );
    socket.on('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
  });
}

for (const path of ['//evil.com/', '/\\evil.com/']) {
  test(`a visit to ${path} stays on the site`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) offSite.push(request.url());
    });
    // Written onto the origin as a string: resolved as a URL, `//evil.com/` would be another host.
    const response = await page.goto(`${origin}${path}`);
    expect(new URL(page.url()).origin).toBe(origin);
    expect(new URL(page.url()).pathname).toBe('/evil.com');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(offSite).toEqual([]);

    const raw = await rawGet(origin, path);
    if (raw.status >= 300 && raw.status < 400) {
      expect(new URL(raw.location ?? '', `${origin}/`).origin).toBe(origin);
    }
  });
}
