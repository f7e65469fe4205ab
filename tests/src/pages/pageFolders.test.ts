// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type RouteEntry, routes } from '../../../src/lib/routing/paths';
import { pageFolderOf as folderOf } from '../../../src/pages/prerenderedPages';

const root = path.resolve(import.meta.dirname, '../../..');
const pagesDir = path.join(root, 'src/pages');

/** "BlogPostPage" gives the data module "blogPostPageData.ts" (and the folder "blog-post"). */
const dataModuleOf = (page: string) => `${page.charAt(0).toLowerCase()}${page.slice(1)}Data.ts`;

/** The page modules whose routes the build prerenders from a data module (no `render`). */
const pagesWithData = new Set(
  Object.values(routes as Record<string, RouteEntry>)
    .filter((entry) => entry.render === undefined)
    .map((entry) => entry.page),
);

/** What is wrong with the folders of src/pages, one line per problem. */
function folderProblems(folders: Record<string, string[]>): string[] {
  return Object.entries(folders).flatMap(([folder, files]) => {
    const pages = files.filter((file) => file.endsWith('Page.tsx'));
    const page = pages[0]?.replace(/\.tsx$/, '');
    if (pages.length !== 1 || !page) return [`${folder}: holds ${pages.length} page modules, not one`];
    const problems: string[] = [];
    if (folderOf(page) !== folder)
      problems.push(`${folder}: holds ${page}, which belongs in ${folderOf(page)}`);
    const data = files.filter((file) => file.endsWith('PageData.ts'));
    const expected = pagesWithData.has(page) ? [dataModuleOf(page)] : [];
    if (data.join() !== expected.join())
      problems.push(`${folder}: has data modules [${data.join(', ')}], not [${expected.join(', ')}]`);
    return problems;
  });
}

const folders = Object.fromEntries(
  readdirSync(pagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [entry.name, readdirSync(path.join(pagesDir, entry.name))]),
);

describe('the folders of src/pages', () => {
  it('hold one page each, named by the folder, beside its data module when the build prerenders it', () => {
    expect(folderProblems(folders)).toEqual([]);
    expect(Object.keys(folders).length).toBe(new Set(Object.values(routes).map((entry) => entry.page)).size);
  });

  it('names a prerendered page without its data module, and a page in a folder of another name', () => {
    expect(
      folderProblems({
        pricing: ['PricingPage.tsx'],
        prices: ['ContactPage.tsx', 'contactPageData.ts'],
      }),
    ).toEqual([
      'pricing: has data modules [], not [pricingPageData.ts]',
      'prices: holds ContactPage, which belongs in contact',
    ]);
  });

  it('keep the content out of the browser: a page imports its data module and the content (but for its facts) for their types only', () => {
    const valueImports = Object.entries(folders).flatMap(([folder, files]) =>
      files
        .filter((file) => file.endsWith('Page.tsx'))
        .flatMap((file) => {
          const text = readFileSync(path.join(pagesDir, folder, file), 'utf8');
          return [
            ...text.matchAll(/^import (?!type )[^;]*from '[^']*(PageData|@\/content\/(?!facts\/)[^']*)';/gm),
          ].map((match) => `${folder}/${file}: ${match[0]}`);
        }),
    );
    expect(valueImports).toEqual([]);
  });
});
