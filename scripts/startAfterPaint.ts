/**
 * The page's scripts start after its first paint. Vite puts the entry's module script and its
 * modulepreload links in the head: a browser fetches them at high priority while it parses, and
 * Lighthouse then counts them on the path to the first paint, although the prerendered HTML and its
 * inline CSS need no script to show. This moves them into one small inline script at the end of the
 * body that, one frame after the content is painted, preloads the entry's chunks and the page's own
 * chunks together (so the page's chunk is not fetched only after the entry has run) and starts the
 * entry. The server allows the inline script by its hash (Content-Security-Policy).
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

/**
 * The inline starter: after the next frame (the first paint of the prerendered page) it adds the
 * modulepreload links, then the entry script. A hidden tab paints no frame, so a timer starts it too.
 */
export function startScript(entry: string, preloads: readonly string[]): string {
  const urls = JSON.stringify([...new Set(preloads)]);
  return (
    '<script>(function(){var started=false;function start(){if(started)return;started=true;var d=document;' +
    `${urls}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};d.body.appendChild(s)}` +
    'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()</script>'
  );
}

/** A page's HTML with the starter as the last element of the body. */
export function withStartScript(html: string, entry: string, preloads: readonly string[]): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new Error('The page has no </body>');
  return `${html.slice(0, at)}${startScript(entry, preloads)}\n  ${html.slice(at)}`;
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
