// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ComponentType, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * A new page kind, /partners, as docs/content.md's recipe writes it: its route's entry, its page
 * (with its metadata) and its data module. Nothing else is written: the router, the prerendered
 * pages and the sitemap must find it on their own.
 */
const ROUTE_TABLE = 'src/lib/routing/paths.ts';
const planted: Record<string, (original: string) => string> = {
  [ROUTE_TABLE]: (table) =>
    table.replace(
      /\n\} as const;/,
      "\n  partners: route({ path: '/partners', page: 'PartnersPage' }),\n} as const;",
    ),
  'src/pages/partners/PartnersPage.tsx': () => `import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import type { PartnersPayload } from './partnersPageData';

export default function PartnersPage({ path, data }: PageProps<PartnersPayload>) {
  return (
    <>
      <PageMeta title="Partners" description="The firms that set up Aden for their clients." path={path} />
      <h1>Partners of {data.integrations} integrations</h1>
    </>
  );
}
`,
  'src/pages/partners/partnersPageData.ts': () => `import type { SiteContent } from '@/content/siteContent';
import { newest, type PagePaths, type PrerenderedRoutes } from '@/site/pageDataParts';

const partnersPayload = (content: SiteContent) => ({ integrations: content.integrations.length });
export type PartnersPayload = ReturnType<typeof partnersPayload>;

const partnersPagePaths: PagePaths<PartnersPayload> = (content) => [
  {
    path: '/partners',
    payload: partnersPayload(content),
    lastmod: newest(content.integrations.map((item) => item.updated)),
  },
];

export const prerenders = { partners: partnersPagePaths } satisfies PrerenderedRoutes;
`,
};

interface RouteModules {
  resolveRoute(
    path: string,
  ):
    | { kind: 'page'; route: { name: string; data: boolean; load(): Promise<{ default: unknown }> } }
    | { kind: 'error' };
}
interface PageModules {
  prerenderedPages(content: unknown): Map<string, { path: string; payload: unknown }[]>;
  sitemapDates(pages: Map<string, unknown>): Map<string, string>;
}

let copy: string;
let vite: ViteDevServer;
const load = <T>(module: string) => vite.ssrLoadModule(module) as Promise<T>;

// A copy of the code with the three files planted, loaded through Vite as the build and `npm run dev` load it.
beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'aden-new-page-kind-'));
  for (const folder of ['src', 'contract', 'machines'])
    cpSync(path.join(root, folder), path.join(copy, folder), { recursive: true });
  cpSync(path.join(root, 'tsconfig.json'), path.join(copy, 'tsconfig.json'));
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  for (const [file, write] of Object.entries(planted)) {
    const target = path.join(copy, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, write(file === ROUTE_TABLE ? readFileSync(target, 'utf8') : ''));
  }
  vite = await createServer({
    root: copy,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, watch: null },
  });
}, 120_000);

afterAll(async () => {
  await vite?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a new page kind', () => {
  it('is written in three files', () => {
    expect(Object.keys(planted)).toHaveLength(3);
    expect(readFileSync(path.join(copy, ROUTE_TABLE), 'utf8')).toContain(
      "partners: route({ path: '/partners'",
    );
  });

  it('is routed, prerendered with its payload, in the sitemap and rendered with its metadata', async () => {
    const { resolveRoute } = await load<RouteModules>('/src/app/resolveRoute.ts');
    const resolution = resolveRoute('/partners');
    expect(resolution.kind === 'page' && resolution.route.name).toBe('partners');
    if (resolution.kind !== 'page') return;
    expect(resolution.route.data).toBe(true);

    const { loadContent } = await load<{ loadContent(): unknown }>('/src/content/siteContent.ts');
    const { prerenderedPages, sitemapDates } = await load<PageModules>('/src/pages/prerenderedPages.ts');
    const pages = prerenderedPages(loadContent());
    const [page] = pages.get('partners') ?? [];
    expect(page?.path).toBe('/partners');
    expect(page?.payload).toEqual({ integrations: expect.any(Number) });
    expect(sitemapDates(pages).get('/partners')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const Page = (await resolution.route.load()).default as ComponentType<Record<string, unknown>>;
    const html = renderToString(createElement(Page, { params: {}, path: '/partners', data: page?.payload }));
    expect(html).toContain('<title>Partners | Aden</title>');
    expect(html).toContain(
      '<meta name="description" content="The firms that set up Aden for their clients."/>',
    );
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/partners"\/>/);
  }, 120_000);
});
