/**
 * The page's scripts off the first paint's path. Vite puts the entry's module script and its
 * modulepreload links in the head: they are then fetched while the prerendered HTML is still being
 * painted, and Lighthouse counts them on the way to the largest paint, although the HTML and its
 * inline CSS need no script to show. The build takes them out, ends the body with the list of the page's files and
 * puts a small loader in the press capture's inline script that adds them (the page's own chunks among the preloads, so the page's chunk is not fetched
 * only after the entry has run) once the first paint is on screen: when the browser reports the first
 * contentful paint (Paint Timing reports it once the frame has been presented), then a few preloads
 * per task, then the entry with the last of them. Two animation frames only say the frame was
 * produced: on a busy machine it is presented later, and a script requested before that is on the
 * largest paint's path as Lighthouse models it (its LCP then swings by up to a second). A browser
 * without Paint Timing waits two frames. A hidden tab paints nothing, so there (and when the tab is
 * hidden before its first paint) it adds them at once. A page with data has its payload
 * (`{path}/_payload.json`) preloaded in the first task with the first scripts: the HTML does not carry it,
 * so the first response stays small, and the app reads it before it hydrates (src/entry/main.tsx).
 */

import { minifySync } from 'vite';
import { PRESS_CAPTURE_ID } from '../vite-plugins/pressCapturePlugin.ts';

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
 * The id of the element that lists the page's files (entry, preloads, payload) for the loader: a page
 * that has it is the app's (the browser suite waits for it to start).
 */
export const LOADER_ID = 'page-scripts';

/**
 * How many preloads the loader adds per task: each one starts a fetch in the same task, and adding the
 * fifty-odd files of a page at once made a task of its own over 30 ms on this machine (x4 on a phone).
 */
export const PRELOADS_PER_TASK = 8;

/**
 * The page's files as a JSON block (it runs nothing, so the policy needs no hash for it), the last
 * element of the body. "<" is escaped so no URL can end the script element.
 */
export function scriptTags(entry: string, preloads: readonly string[], payload?: string): string {
  const files = JSON.stringify([entry, [...new Set(preloads)], payload ?? null]).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${LOADER_ID}">${files}</script>`;
}

/**
 * The loader, minified once per build: it is in every page's first response, where each byte counts
 * against the first round trip (docs/performance.md).
 */
export const pageLoaderScript = (() => {
  let code: string | undefined;
  return () => {
    code ??= minifySync('pageLoader.js', loaderSource, { compress: true, mangle: true }).code.trim();
    return code;
  };
})();

/**
 * The inline loader of the page's scripts: once the document is parsed it reads the page's files
 * (`scriptTags`) and adds every preload once, a few per task, then the entry in the task that adds the
 * last of them, after the first paint is on screen. The entry does not wait for the preloads to
 * arrive: its imports wait for the same fetches (the browser's module map holds one request per file),
 * and each file is compiled as it arrives, so waiting only added a round of load events and the entry's
 * own request to the start-up window. A page without the list (the dev server's) is left alone.
 */
const loaderSource =
  `(doc=>doc.addEventListener("DOMContentLoaded",()=>{const files=doc.getElementById("${LOADER_ID}");` +
  `if(!files)return;let[entry,preloads,payload]=JSON.parse(files.textContent),started=false;` +
  `const add=(parent,tag,props)=>parent.appendChild(Object.assign(doc.createElement(tag),{crossOrigin:""},props));` +
  // The payload once, with the first scripts: fetch() with the same URL then takes this response.
  `const addSome=(count)=>{for(const href of preloads.splice(0,count))add(doc.head,"link",{rel:"modulepreload",href});` +
  `if(payload)add(doc.head,"link",{rel:"preload",as:"fetch",href:payload});payload=null;` +
  `if(preloads.length)setTimeout(()=>addSome(${PRELOADS_PER_TASK}),0);` +
  `else add(doc.body,"script",{type:"module",src:entry})};` +
  `const begin=(how)=>{if(!started){started=true;how()}};` +
  `const now=()=>begin(()=>addSome(preloads.length));` +
  `const later=()=>begin(()=>setTimeout(()=>addSome(${PRELOADS_PER_TASK}),0));` +
  `const Observer=window.PerformanceObserver;` +
  // The app shell (an empty root: employee, online form) paints nothing until the app runs, so it
  // starts at once instead of waiting for a paint that never comes.
  `if(doc.visibilityState==="hidden"||!doc.getElementById("root")?.firstChild)now();` +
  `else if(Observer?.supportedEntryTypes?.includes("paint")){` +
  `doc.addEventListener("visibilitychange",()=>{if(doc.visibilityState==="hidden")now()});` +
  `new Observer((list,observer)=>{if(list.getEntries().some((e)=>e.name==="first-contentful-paint"))` +
  `{observer.disconnect();later()}}).observe({type:"paint",buffered:true})}` +
  `else requestAnimationFrame(()=>requestAnimationFrame(later))}))(document)`;

/** A page's HTML with the list of its files (and its payload's URL, for a page with data) at the end of the body. */
export function withPageScripts(
  html: string,
  entry: string,
  preloads: readonly string[],
  payload?: string,
): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new Error('The page has no </body>');
  return `${html.slice(0, at)}  ${scriptTags(entry, preloads, payload)}\n  ${html.slice(at)}`;
}

/**
 * The page with the loader in the press capture's inline script, after the capture's own statement:
 * one inline script, so one hash in every page's policy (a hash is about 50 bytes of headers in the
 * first response).
 */
export function withPageLoader(html: string): string {
  const capture = `<script id="${PRESS_CAPTURE_ID}">`;
  const at = html.indexOf(capture);
  const end = html.indexOf('</script>', at);
  if (at < 0 || end < 0) throw new Error('The page has no press capture script to add the loader to');
  const separator = html.slice(0, end).trimEnd().endsWith(';') ? '' : ';';
  return `${html.slice(0, end)}${separator}${pageLoaderScript()}${html.slice(end)}`;
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

/**
 * The chunks the entry imports one after another as it starts (src/entry/main.tsx evaluates the shell in
 * stages, one task each): preloaded with the entry, so no stage waits on the network.
 */
export const STARTUP_CHUNKS = ['reactDom', 'ui', 'machines', 'routing'] as const;

/** The chunk that holds a start-up stage (scripts/build/shellChunks.ts), its module included. */
export const stageChunkName = (stage: (typeof STARTUP_CHUNKS)[number]) => `shell-${stage}`;

/** The files of every start-up stage, in the order they run. */
export function startupChunkFiles(manifest: ClientManifest): string[] {
  return STARTUP_CHUNKS.flatMap((stage) => pageChunkFiles(manifest, stageChunkName(stage)));
}

/**
 * The files of a page's own chunk (or another dynamically imported one) and the chunks it imports,
 * from Vite's manifest, by the chunk's name (the module's file name: PricingPage for
 * src/pages/pricing/PricingPage.tsx). A page whose module a code-splitting group took (the landing page,
 * scripts/build/shellChunks.ts) is found by the group's name, which is the page's.
 */
export function pageChunkFiles(manifest: ClientManifest, chunkName: string): string[] {
  const keys = Object.keys(manifest).filter((candidate) => manifest[candidate]?.name === chunkName);
  const key = keys.find((candidate) => manifest[candidate]?.isDynamicEntry) ?? keys[0];
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
