import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UNKNOWN_PATH_MESSAGE } from '../../contract/messages';
import {
  type ClientManifest,
  pageChunkFiles,
  STARTUP_CHUNKS,
  stageChunkName,
} from '../../scripts/build/pageScripts';
import { LANDING_PAGE_CHUNK } from '../../scripts/build/shellChunks';
import { routes } from '../../src/lib/routing/paths';
import { checkSitemap } from '../helpers/sitemapSchema';
import { E2E } from './support/env';
import { machineSentences, ownWords } from './support/machineSentences';
import { prerenderedPaths } from './support/pages';
import { expect, test } from './support/test';

// The build's own output (the run's build in .e2e-dist/<port>): read as files, the way a crawler or a
// CDN sees them, before any script runs.

const client = path.resolve(E2E.outDir, 'client');
// The public origin the build names in canonical links (the suite builds with the default).
const site = (process.env.VITE_SITE_URL ?? 'https://adenhq.com').replace(/\/$/, '');
const pageFile = (page: string) =>
  path.join(client, page === '/' ? 'index.html' : `${page.slice(1)}/index.html`);
const payloadFile = (page: string) => path.join(client, page === '/' ? '' : page.slice(1), '_payload.json');

function head(html: string) {
  return html.slice(0, html.indexOf('</head>'));
}

/** A post's page: under /blog/, but not a tag's list (/blog/tag/{tag}). */
const isPost = (page: string) => /^\/blog\/(?!tag\/)/.test(page);

test('every prerendered page holds its h1, title, description, canonical and Open Graph tags', () => {
  const failures: string[] = [];
  for (const page of prerenderedPaths()) {
    const html = readFileSync(pageFile(page), 'utf8');
    const top = head(html);
    const body = html.slice(html.indexOf('<body'));
    const h1 = body.indexOf('<h1');
    // The first script that runs (JSON-LD and the embedded payload are data, not code).
    const script = body.search(/<script(?! type="application\/(?:ld\+)?json")/);
    const checks: [string, boolean][] = [
      ['h1 before any script', h1 > 0 && (script === -1 || h1 < script)],
      ['one title', (top.match(/<title>[^<]+<\/title>/g) ?? []).length === 1],
      ['description', /<meta name="description" content="[^"]{20,}"/.test(top)],
      ['canonical', top.includes(`<link rel="canonical" href="${site}${page === '/' ? '' : page}"`)],
      ['og:title', /<meta property="og:title" content="[^"]+"/.test(top)],
      ['og:description', /<meta property="og:description" content="[^"]+"/.test(top)],
      [
        'og:image',
        top.includes(`<meta property="og:image" content="${site}/og${page === '/' ? '/index' : page}.png"`),
      ],
      ['twitter:card', top.includes('<meta name="twitter:card" content="summary_large_image"')],
      ['og:image:alt', /<meta property="og:image:alt" content="Aden: [^"]+"/.test(top)],
      ['twitter:image:alt', /<meta name="twitter:image:alt" content="Aden: [^"]+"/.test(top)],
      ['og:locale', top.includes('<meta property="og:locale" content="en_US"')],
      ['twitter:site', /<meta name="twitter:site" content="@\w+"/.test(top)],
      // X reads these from og:title, og:description and og:image: a copy would be written twice.
      ['no copy of the og: tags for X', !/<meta name="twitter:(title|description|image)"/.test(top)],
    ];
    for (const [what, ok] of checks) if (!ok) failures.push(`${page}: ${what}`);
  }
  expect(failures).toEqual([]);
});

test('the 404 file names no path, for a host that serves it as it is for any path', () => {
  const notFound = readFileSync(path.join(client, '404.html'), 'utf8');
  expect(notFound).toContain(UNKNOWN_PATH_MESSAGE);
  expect(notFound).not.toContain('/404');
});

test("every post's BlogPosting names its publisher with a logo", () => {
  const posts = prerenderedPaths().filter(isPost);
  expect(posts.length).toBeGreaterThan(0);
  for (const page of posts) {
    const html = readFileSync(pageFile(page), 'utf8');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) =>
        JSON.parse(match[1] ?? 'null') as { '@type'?: string; publisher?: { logo?: { url?: string } } },
    );
    const posting = blocks.find((block) => block['@type'] === 'BlogPosting');
    expect(posting?.publisher?.logo?.url, page).toBe(`${site}/favicon.svg`);
  }
});

test('every page has its 1200 x 630 Open Graph PNG', () => {
  for (const page of prerenderedPaths()) {
    const png = readFileSync(path.join(client, 'og', `${page === '/' ? 'index' : page.slice(1)}.png`));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

// The page's loader (scripts/build/pageScripts.ts) names the payload it preloads after the first paint.
const payloadPreload = /"([^"]*\/_payload\.json\?[^"]+)"\]/;

test('every page with data has its loader preload its _payload.json, which holds its data, and carries no copy of it', () => {
  const withData = prerenderedPaths().filter((page) =>
    payloadPreload.test(readFileSync(pageFile(page), 'utf8')),
  );
  expect(withData.length).toBeGreaterThan(50);
  for (const page of ['/blog', '/integrations', '/business-processes']) expect(withData).toContain(page);
  for (const page of withData) {
    expect(existsSync(payloadFile(page)), page).toBe(true);
    const payload = JSON.parse(readFileSync(payloadFile(page), 'utf8'));
    const html = readFileSync(pageFile(page), 'utf8');
    const preloaded = payloadPreload.exec(html)?.[1] ?? '';
    expect(preloaded.split('?')[0], page).toBe(`${page === '/' ? '' : page}/_payload.json`);
    expect(html, page).not.toContain('type="application/json" id="page-data"');
    expect(Object.keys(payload).length, page).toBeGreaterThan(0);
  }
});

test('article bodies are not compiled into JavaScript', () => {
  const payload = JSON.parse(readFileSync(payloadFile(prerenderedPaths().find(isPost) ?? ''), 'utf8'));
  // A sentence from the middle of the article: present in the payload, absent from every script.
  const sentence =
    (payload.post.html as string)
      .replace(/<[^>]+>/g, ' ')
      .split(/(?<=\.)\s+/)[5]
      ?.trim() ?? '';
  expect(sentence.length).toBeGreaterThan(30);
  const scripts = spawnSync('grep', ['-rlF', sentence.slice(0, 40), path.join(client, 'assets')], {
    encoding: 'utf8',
  });
  expect(scripts.stdout).toBe('');
});

test('the lab build ships every machine sentence the lab shows (a default build ships none)', () => {
  // The suite's build is a lab build; tests/e2e/flow-lab.spec.ts checks a default build has none.
  const assets = path.join(client, 'assets');
  const scripts = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
  const sentences = machineSentences();
  expect(sentences.length).toBeGreaterThan(100);
  expect(
    sentences.filter((sentence) => ownWords(sentence).some((piece) => !scripts.includes(piece))),
  ).toEqual([]);
});

test('sitemap.xml lists every prerendered URL but the unlisted ones, with its lastmod, and validates against the schema', () => {
  const xml = readFileSync(path.join(client, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)].map(
    (match) => match[1],
  );
  const unlisted: string[] = Object.values(routes).flatMap((route) =>
    'unlisted' in route ? [route.path] : [],
  );
  expect(unlisted).toEqual(['/form-submit-result']);
  const expected = prerenderedPaths()
    .filter((page) => !unlisted.includes(page))
    .map((page) => `${site}${page}`);
  expect(locs.sort()).toEqual(expected.sort());
  const result = checkSitemap({ file: path.join(client, 'sitemap.xml') });
  expect(result.valid, result.report).toBe(true);
});

test('robots.txt names the sitemap; the RSS feed parses and lists every post', () => {
  expect(readFileSync(path.join(client, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site}/sitemap.xml`);
  const feed = path.join(client, 'blog/rss.xml');
  const parsed = spawnSync('xmllint', ['--noout', feed], { encoding: 'utf8' });
  expect(parsed.status, parsed.stderr).toBe(0);
  const items = (readFileSync(feed, 'utf8').match(/<item>/g) ?? []).length;
  expect(items).toBe(prerenderedPaths().filter(isPost).length);
  expect(items).toBeGreaterThanOrEqual(8);
});

const readManifest = () =>
  JSON.parse(readFileSync(path.resolve(E2E.outDir, 'client-manifest.json'), 'utf8')) as ClientManifest;
/** A chunk's file without its hash: HomePage-Ab12Cd34.js -> HomePage. */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');

test('the entry runs no start-up stage, and each stage is one chunk of its own, imported directly', () => {
  const manifest = readManifest();
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey || !entry) throw new Error('No entry in the client manifest');
  // The entry's static imports: React and the task steps (shell-entry), the bundler's runtime.
  const entryFiles = (entry.imports ?? []).map((key) => path.basename(manifest[key]?.file ?? key));
  expect(entryFiles.filter((file) => !/^(shell-entry|rolldown-runtime)-/.test(file))).toEqual([]);
  // Each stage adds, beyond the stages before it, exactly its own chunk: no file that re-exports it.
  const seen = new Set(entryFiles);
  for (const stage of STARTUP_CHUNKS) {
    const added = pageChunkFiles(manifest, stageChunkName(stage))
      .map((file) => path.basename(file))
      .filter((file) => !seen.has(file));
    for (const file of added) seen.add(file);
    expect(added.map(chunkName), stage).toEqual([stageChunkName(stage)]);
  }
  const entryImports = (entry.dynamicImports ?? []).map((key) => manifest[key]?.name);
  expect(entryImports).toEqual(STARTUP_CHUNKS.map(stageChunkName));
});

test('the home page adds one file to the shell: its chunk, with the sections it shares', () => {
  const manifest = readManifest();
  const shell = new Set(STARTUP_CHUNKS.flatMap((stage) => pageChunkFiles(manifest, stageChunkName(stage))));
  const added = pageChunkFiles(manifest, LANDING_PAGE_CHUNK).filter((file) => !shell.has(file));
  expect(added.map(chunkName)).toEqual([LANDING_PAGE_CHUNK]);
});
