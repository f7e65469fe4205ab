// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/lib/routing/paths';
import { collectPagePaths, pageFolderOf, pagePathsByRoute } from '../../../src/pages/prerenderedPages';
import type { PagePaths } from '../../../src/site/pageDataParts';

const noPages: PagePaths = () => [];
/** The data modules as the glob gives them, one planted module per route, each in its page's folder. */
const planted = Object.fromEntries(
  [...pagePathsByRoute].map(([name, pagePaths]) => [
    `./${pageFolderOf(routes[name].page)}/${name}.ts`,
    { [name]: pagePaths },
  ]),
);
const { './pricing/pricing.ts': _pricing, ...withoutPricing } = planted;

describe('the data modules the build collects', () => {
  it('give every prerendered route its pages, once', () => {
    expect(collectPagePaths(planted).size).toBe(pagePathsByRoute.size);
    expect(pagePathsByRoute.get('termsOfService')).toBeTypeOf('function');
  });

  it('stop the build on a route given from another folder, given twice, or given by none', () => {
    expect(() => collectPagePaths({ ...withoutPricing, './blog/x.ts': { pricing: noPages } })).toThrow(
      './blog/x.ts gives the pages of pricing, whose page is in src/pages/pricing/',
    );
    expect(() => collectPagePaths({ ...planted, './pricing/again.ts': { pricing: noPages } })).toThrow(
      './pricing/again.ts gives the pages of pricing a second time',
    );
    expect(() => collectPagePaths(withoutPricing)).toThrow(
      'The route /pricing is prerendered, but no src/pages/pricing/*PageData.ts gives its pages',
    );
  });
});
