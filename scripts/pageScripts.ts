/**
 * The page's scripts off the first paint's path. Vite puts the entry's module script and its
 * modulepreload links in the head at the browser's default (high) priority: Lighthouse then counts
 * them on the path to the first paint, although the prerendered HTML and its inline CSS need no
 * script to show. The build moves them to the end of the body at low fetch priority (they still run
 * before DOMContentLoaded, as module scripts do), and adds the page's own chunks to the preloads, so
 * the page's chunk is not fetched only after the entry has run.
 */

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export interface EntryScripts {
  /** the HTML without the entry's script and preload tags */
  html: string;
  entry: string;
  preloads: string[];
}

/** Takes the entry script and its modulepreload links out of Vite's HTML. */
export function takeEntryScripts(html: string): EntryScripts {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('The built index.html has no module entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return { html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, preloads };
}

/** The tags that load the page's scripts: its preloads, then the entry, all at low fetch priority. */
export function scriptTags(entry: string, preloads: readonly string[]): string {
  const links = [...new Set(preloads)].map(
    (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`,
  );
  return [...links, `<script type="module" fetchpriority="low" crossorigin src="${entry}"></script>`].join(
    '\n    ',
  );
}

/** A page's HTML with its script tags at the end of the body. */
export function withPageScripts(html: string, entry: string, preloads: readonly string[]): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new Error('The page has no </body>');
  return `${html.slice(0, at)}  ${scriptTags(entry, preloads)}\n  ${html.slice(at)}`;
}

interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

/**
 * The files of a page's own chunk and the chunks it imports, from Vite's manifest, by the page's
 * chunk name (the page module's file name: HomePage for src/pages/HomePage.tsx).
 */
export function pageChunkFiles(manifest: ClientManifest, chunkName: string): string[] {
  const key = Object.keys(manifest).find(
    (candidate) => manifest[candidate]?.isDynamicEntry && manifest[candidate]?.name === chunkName,
  );
  if (!key) throw new Error(`No page chunk named ${chunkName} in the build manifest`);
  const files: string[] = [];
  const visit = (member: string) => {
    const chunk = manifest[member];
    if (!chunk || member.endsWith('.html') || files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}
