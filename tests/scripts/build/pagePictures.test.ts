import { describe, expect, it } from 'vitest';

// What every prerendered page shows, rendered as the build renders it (src/entry-server.tsx): no
// picture or illustration file is shown by two pages.

/** The files shown by more than one page, as "file: page, page". */
function sharedFiles(filesByPage: Map<string, string[]>): string[] {
  const pagesOf = new Map<string, Set<string>>();
  for (const [page, files] of filesByPage)
    for (const file of files) pagesOf.set(file, (pagesOf.get(file) ?? new Set()).add(page));
  return [...pagesOf]
    .filter(([, pages]) => pages.size > 1)
    .map(([file, pages]) => `${file}: ${[...pages].join(', ')}`);
}

const imageFiles = (html: string) =>
  [...html.matchAll(/<img [^>]*src="(\/(?:pictures|illustrations)\/[^"]+)"/g)].map((match) => match[1] ?? '');

describe('pictures across the site', () => {
  it('no picture or illustration file is shown by two pages', async () => {
    const entry = await import('../../../src/entry/entryServer');
    const filesByPage = new Map<string, string[]>();
    for (const path of entry.prerenderPaths())
      filesByPage.set(path, imageFiles((await entry.renderPage(path)).html));
    expect(filesByPage.get('/')).toContain('/pictures/home-dashboard.svg');
    expect(filesByPage.get('/accounting')).toContain('/pictures/module-accounting.svg');
    expect(filesByPage.get('/accounting')).toContain('/illustrations/bank-feed.svg');
    expect(sharedFiles(filesByPage)).toEqual([]);
  }, 120_000);

  it('the check names a file two pages show, and the pages', () => {
    const filesByPage = new Map([
      ['/accounting', ['/illustrations/bank-feed.svg', '/pictures/module-accounting.svg']],
      ['/eCommerce', ['/illustrations/bank-feed.svg']],
    ]);
    expect(sharedFiles(filesByPage)).toEqual(['/illustrations/bank-feed.svg: /accounting, /eCommerce']);
  });
});
