/**
 * Builds the site: the client bundle, a Node bundle of the same React tree, then static HTML for
 * every route without parameters and every content page, each page's `_payload.json` and Open Graph
 * image, the 404 page, the app shell, the build manifest, the sitemap, the blog's RSS feed, robots.txt,
 * .well-known/security.txt and favicon.ico. Output: $OUT_DIR/client (served), $OUT_DIR/server (build only); OUT_DIR defaults to dist.
 */

import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildManifestSchema } from '../../contract/buildFiles';
import { notFoundMessage, UNKNOWN_PATH_MESSAGE } from '../../contract/messages';
import { writeCompressedSiblings } from '../../server/site/siteFiles';
import { writePictures } from '../generators/pictures/writePictures';
import { inlineScript, PRESS_CAPTURE_BUDGET, PRESS_CAPTURE_ID } from '../vite-plugins/pressCapturePlugin';
import { checkFacts } from './checkFacts';
import { faviconIco } from './favicon';
import { ogImagePng } from './ogImagePng';
import { withFontsItShows } from './pageFont.ts';
import {
  type ClientManifest,
  pageChunkFiles,
  startupChunkFiles,
  takeEntryScripts,
  withPageLoader,
  withPageScripts,
} from './pageScripts';
import { shellChunkGroups } from './shellChunks';

const root = path.resolve(import.meta.dirname, '../..');
// OUT_DIR lets the browser suite build its own copy (with test settings) beside the real one.
const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const clientDir = path.join(outDir, 'client');
const serverDir = path.join(outDir, 'server');

const buildId =
  process.env.BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
process.env.VITE_BUILD_ID = buildId;

// Copy that restates a fact by hand, or contradicts one, stops the build (src/content/facts/check.ts).
const factProblems = await checkFacts(root);
if (factProblems.length > 0) {
  throw new Error(`The facts check found ${factProblems.length} problem(s):\n${factProblems.join('\n')}`);
}

// The API's contract as OpenAPI, beside the code (docs/openapi.json); the server also serves it.
await import('../generators/writeOpenapi');
// Each statechart as the flow lab draws it (docs/flows/<id>.svg), for the docs.
await import('../generators/flowsSvg');
// The counted flows' graph the server checks reported steps against (contract/flow-graph.json).
await import('../generators/writeFlowGraph');

await rm(outDir, { recursive: true, force: true });
// The shell in one chunk per start-up stage, read from a first build (scripts/build/shellChunks.ts).
const shellGroups = await shellChunkGroups(root);
await build({
  root,
  logLevel: 'warn',
  build: {
    outDir: clientDir,
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: shellGroups } } },
  },
});
// Vite's manifest (chunks per module) is for the bench, not for visitors.
await rename(path.join(clientDir, '.vite/manifest.json'), path.join(outDir, 'client-manifest.json'));
await rm(path.join(clientDir, '.vite'), { recursive: true, force: true });
await build({
  root,
  logLevel: 'warn',
  build: { manifest: false, ssr: 'src/entry/entryServer.tsx', outDir: serverDir, emptyOutDir: true },
});

type ServerEntry = typeof import('../../src/entry/entryServer');
const entry: ServerEntry = await import(pathToFileURL(path.join(serverDir, 'entryServer.js')).href);
const clientManifest = JSON.parse(
  await readFile(path.join(outDir, 'client-manifest.json'), 'utf8'),
) as ClientManifest;
// The entry's scripts leave the first paint's path (pageScripts.ts), each page's own chunks with them.
const {
  html: template,
  entry: entryScript,
  preloads,
} = takeEntryScripts(await readFile(path.join(clientDir, 'index.html'), 'utf8'));

// The press capture is in every page's head: over its budget, the build fails rather than ship it.
const captureScript = inlineScript(template, PRESS_CAPTURE_ID);
if (!captureScript) throw new Error('The built index.html has no press capture script');
const captureBytes = gzipSync(captureScript).length;
if (captureBytes > PRESS_CAPTURE_BUDGET)
  throw new Error(`The press capture is ${captureBytes} B gzip, over its ${PRESS_CAPTURE_BUDGET} B budget`);

const startupPreloads = startupChunkFiles(clientManifest);

// The loader shares the capture's inline script: one hash in every page's policy.
const pageTemplate = withPageLoader(template);
const fill = (head: string, html: string, pagePreloads: string[] = [], payload?: string) =>
  withPageScripts(
    withFontsItShows(pageTemplate.replace('<!--app-head-->', head).replace('<!--app-html-->', html)),
    entryScript,
    // The entry first among the preloads: its file is fetched with the others, not a round trip later.
    [entryScript, ...preloads, ...startupPreloads, ...pagePreloads],
    payload,
  );

/** The page component -> its chunk's name, from the server bundle (chunks are named after the page file). */
const chunkNameOf = new Map<unknown, string>();
for (const file of await readdir(path.join(serverDir, 'assets'))) {
  const name = /^(.+)-[\w-]{8}\.js$/.exec(file)?.[1];
  if (!name) continue;
  const module = (await import(pathToFileURL(path.join(serverDir, 'assets', file)).href)) as {
    default?: unknown;
  };
  if (typeof module.default === 'function') chunkNameOf.set(module.default, name);
}
const pageChunks = (component: unknown) => {
  const name = chunkNameOf.get(component);
  return name ? pageChunkFiles(clientManifest, name) : [];
};

const pageFile = (pagePath: string) =>
  pagePath === '/'
    ? path.join(clientDir, 'index.html')
    : path.join(clientDir, pagePath.slice(1), 'index.html');

const pageDir = (pagePath: string) => path.join(clientDir, pagePath.slice(1));
const ogFile = (pagePath: string) =>
  path.join(clientDir, 'og', `${pagePath === '/' ? 'index' : pagePath.slice(1)}.png`);

const paths = entry.prerenderPaths();
// The pages with a `_payload.json`: the manifest lists them, so a link's prefetch fetches exactly those.
const payloadPaths: string[] = [];
for (const pagePath of paths) {
  const page = await entry.renderPage(pagePath);
  if (page.status !== 200) throw new Error(`Prerendering ${pagePath} gave status ${page.status}`);
  await mkdir(path.dirname(pageFile(pagePath)), { recursive: true });
  await writeFile(
    pageFile(pagePath),
    fill(page.head, page.html, pageChunks(page.component), page.payloadUrl),
  );
  // SPEC 7: what a client-side navigation fetches instead of the HTML.
  if (page.payload !== undefined) {
    await mkdir(pageDir(pagePath), { recursive: true });
    await writeFile(path.join(pageDir(pagePath), '_payload.json'), JSON.stringify(page.payload));
    payloadPaths.push(pagePath);
  }
  await mkdir(path.dirname(ogFile(pagePath)), { recursive: true });
  await writeFile(
    ogFile(pagePath),
    await ogImagePng({ path: pagePath, title: page.title, description: page.description }),
  );
}

// The product pictures the pages show (src/content/productScreens.ts), drawn from the same content.
await writePictures(entry.pictureScreens(), entry.pictureFragments(), entry.pictureCovers(), clientDir);
// The integration partners' icons, from the simple-icons set (src/content/partnerMarks.ts).
for (const [src, svg] of entry.partnerMarkFiles()) {
  await mkdir(path.dirname(path.join(clientDir, src)), { recursive: true });
  await writeFile(path.join(clientDir, src), svg);
}

// The 404 page is served for every unknown path, so the browser renders it afresh for its own path
// instead of hydrating the text rendered here; the file names no path, as a host may serve it for any.
const NOT_FOUND_FILE_PATH = '/404';
const notFound = await entry.renderPage(NOT_FOUND_FILE_PATH);
const notFoundFile = fill(notFound.head, notFound.html)
  .replace('<div id="root">', '<div id="root" data-render="client">')
  .replaceAll(notFoundMessage(NOT_FOUND_FILE_PATH), UNKNOWN_PATH_MESSAGE);
if (notFoundFile.includes(NOT_FOUND_FILE_PATH))
  throw new Error(`404.html names the path it was rendered for, ${NOT_FOUND_FILE_PATH}, beyond its message`);
await writeFile(path.join(clientDir, '404.html'), notFoundFile);
// The app shell for routes with parameters: the client renders them from scratch.
await writeFile(path.join(clientDir, '200.html'), fill('<title>Aden</title>', ''));

const routePatterns = entry.routePatterns();
await writeFile(path.join(clientDir, 'routes.json'), `${JSON.stringify(routePatterns, null, 2)}\n`);

// The build manifest (route rules, prerendered paths), then builds/latest.json, written last as a
// deployment uploads it last: a client that sees the new id finds everything else in place.
const timestamp = Date.now();
const manifest = buildManifestSchema.parse({
  id: buildId,
  timestamp,
  matcher: { dynamic: routePatterns.dynamic },
  rules: entry.routeRules(),
  prerendered: paths,
  payloads: payloadPaths,
});
await mkdir(path.join(clientDir, 'builds/meta'), { recursive: true });
await writeFile(path.join(clientDir, `builds/meta/${buildId}.json`), JSON.stringify(manifest));

const files = entry.siteFiles(new Date(timestamp));
await writeFile(path.join(clientDir, 'sitemap.xml'), files.sitemap);
await writeFile(path.join(clientDir, 'robots.txt'), files.robots);
await mkdir(path.join(clientDir, '.well-known'), { recursive: true });
await writeFile(path.join(clientDir, '.well-known/security.txt'), files.security);
await writeFile(path.join(clientDir, 'blog/rss.xml'), files.rss);
await writeFile(
  path.join(clientDir, 'favicon.ico'),
  faviconIco(await readFile(path.join(root, 'public/favicon.svg'), 'utf8')),
);
// Compressed once here, so the server starts without compressing (server/site/siteFiles.ts).
const compressedFiles = writeCompressedSiblings(clientDir);
await writeFile(path.join(clientDir, 'builds/latest.json'), JSON.stringify({ id: buildId, timestamp }));

console.log(
  `Built ${buildId}: ${paths.length} prerendered pages (${payloadPaths.length} with a payload), 404 page, app shell, sitemap, RSS, ${compressedFiles} precompressed files.`,
);
