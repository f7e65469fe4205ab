import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './support/env';
import { pictureProblems, TEMPLATE_PAGES } from './support/pictureChecks';
import { expect, test } from './support/test';

// Pictures at 1440 px: one page per template shows its product picture, loaded, described, once; and
// over the whole build no picture file is used by two pages.

test.use({ viewport: { width: 1440, height: 900 } });

for (const { path: pagePath, picture } of TEMPLATE_PAGES) {
  test(`${pagePath}: every image loads once with alt text, no horizontal scroll`, async ({ page }) => {
    await page.goto(pagePath);
    if (picture) {
      const hero = page.locator('section').first().locator(`img[src="${picture}"]`);
      await expect(hero).toBeVisible();
      expect((await hero.getAttribute('alt'))?.length).toBeGreaterThan(40);
    }
    expect(await pictureProblems(page)).toEqual([]);
  });
}

test('the home picture is preloaded from the head and sized, so it paints early without moving the page', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(
    head.match(/<link rel="preload" as="image" href="\/pictures\/home-dashboard\.svg"[^>]*>/g),
  ).toHaveLength(1);
  await page.goto('/');
  const hero = page.locator('img[src="/pictures/home-dashboard.svg"]');
  await expect(hero).toHaveAttribute('width', '960');
  await expect(hero).toHaveAttribute('height', '640');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
});

test('no picture or illustration file is shown by two pages of the build', () => {
  const client = path.resolve(E2E.outDir, 'client');
  const usedBy = new Map<string, Set<string>>();
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : name === 'index.html' ? [file] : [];
    });
  for (const file of walk(client)) {
    const html = readFileSync(file, 'utf8').replace(/<link [^>]*>/g, '');
    for (const [, src] of html.matchAll(/<img [^>]*src="(\/(?:pictures|illustrations)\/[^"]+)"/g)) {
      if (!src) continue;
      const pages = usedBy.get(src) ?? new Set<string>();
      pages.add(path.relative(client, file));
      usedBy.set(src, pages);
    }
  }
  expect(usedBy.size).toBeGreaterThan(18);
  const shared = [...usedBy]
    .filter(([, pages]) => pages.size > 1)
    .map(([src, pages]) => `${src}: ${[...pages].join(', ')}`);
  expect(shared).toEqual([]);
});
