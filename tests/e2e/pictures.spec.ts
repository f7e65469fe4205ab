import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './support/env';
import { expect, test } from './support/test';
import { pictureTextSizes } from './support/visualChecks';

// The home picture is preloaded and sized in both crops, and over the whole build no picture file is used by two
// pages (templates.spec.ts checks each template's picture where it is shown).

test.use({ viewport: { width: 1440, height: 900 } });

test('the home picture is preloaded from the head in each crop for its own screens, and sized', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(
    head.match(
      /<link rel="preload" as="image" href="\/pictures\/home-dashboard\.svg" media="\(min-width: 1200px\)"[^>]*>/g,
    ),
  ).toHaveLength(1);
  expect(
    head.match(
      /<link rel="preload" as="image" href="\/pictures\/home-dashboard-narrow\.svg" media="\(max-width: [\d.]+px\)"[^>]*>/g,
    ),
  ).toHaveLength(1);
  await page.goto('/');
  const hero = page.locator('img[src="/pictures/home-dashboard.svg"]');
  await expect(hero).toHaveAttribute('width', '480');
  await expect(hero).toHaveAttribute('height', /^\d+$/);
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  const narrow = page.locator('source[srcset="/pictures/home-dashboard-narrow.svg"]');
  await expect(narrow).toHaveAttribute('width', '360');
  // At 1440 px the wide crop is the one shown.
  expect(await hero.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toBe(
    '/pictures/home-dashboard.svg',
  );
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

for (const width of [390, 1440])
  test(`every post's cover is a drawn fragment of the product, its text 11 px or more as shown at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/blog', '/blog/three-way-match-explained']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      const covers = (await pictureTextSizes(page)).filter((item) => item.src.startsWith('/blog/covers/'));
      // The blog lists its eight posts; a post shows its own cover and those of the posts it links to.
      expect(covers.length, path).toBeGreaterThanOrEqual(path === '/blog' ? 8 : 2);
      for (const cover of covers) expect(cover.smallest, `${path} ${cover.src}`).toBeGreaterThanOrEqual(11);
    }
  });
