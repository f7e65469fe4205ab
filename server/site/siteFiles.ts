import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { cacheControl, contentType, inlineScriptHashes } from './staticFile.ts';

/** One file of the built site, held in memory with its compressed forms. */
export interface SiteFile {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  cacheControl: string;
  /** Strong tag of the plain body; each encoding's tag adds its name (`"…-br"`), as it is other bytes. */
  etag: string;
  /** Inline script hashes, for the page's Content-Security-Policy (HTML only). */
  scriptHashes?: string[];
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

/** The file's precompressed siblings, as the build writes them: `<file>.br` and `<file>.gz`. */
const SIBLINGS = { brotli: '.br', gzip: '.gz' } as const;
const isSibling = (relative: string) =>
  relative.endsWith(SIBLINGS.brotli) || relative.endsWith(SIBLINGS.gzip);

function compressed(body: Buffer) {
  const gzip = gzipSync(body, { level: 9 });
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  // A form that saves nothing is not worth a Content-Encoding.
  return {
    ...(gzip.length < body.length ? { gzip } : {}),
    ...(brotli.length < body.length ? { brotli } : {}),
  };
}

function walk(root: string, relative = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
    const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
    if (entry.isDirectory()) files.push(...walk(root, child));
    else if (entry.isFile()) files.push(child);
  }
  return files;
}

const compressible = (relative: string, body: Buffer) =>
  COMPRESSIBLE.test(contentType(relative)) && body.length >= MIN_COMPRESS_BYTES;

/**
 * Writes each compressible file's gzip and brotli forms (at their best) beside it, once, at build
 * time: `loadSiteFiles` then reads them instead of spending half a minute of CPU at every start.
 */
export function writeCompressedSiblings(siteDir: string): number {
  let written = 0;
  for (const relative of walk(siteDir)) {
    if (isSibling(relative)) continue;
    const file = path.join(siteDir, relative);
    const body = readFileSync(file);
    if (!compressible(relative, body)) continue;
    const forms = compressed(body);
    for (const form of ['brotli', 'gzip'] as const) {
      const bytes = forms[form];
      if (bytes) writeFileSync(file + SIBLINGS[form], bytes);
      written += bytes ? 1 : 0;
    }
  }
  return written;
}

/**
 * The forms the build wrote beside the file, each kept only when it decompresses to the file's bytes
 * (a copy, a deploy or an edit may leave a stale one, whatever its time stamp); else compressed now.
 * Decompressing costs a small part of compressing.
 */
function compressedForms(file: string, body: Buffer): { gzip?: Buffer; brotli?: Buffer } {
  const matching = (sibling: string, decompress: (bytes: Buffer) => Buffer) => {
    if (!existsSync(sibling)) return undefined;
    const bytes = readFileSync(sibling);
    try {
      return decompress(bytes).equals(body) ? bytes : undefined;
    } catch {
      return undefined;
    }
  };
  const brotli = matching(file + SIBLINGS.brotli, brotliDecompressSync);
  const gzip = matching(file + SIBLINGS.gzip, gunzipSync);
  if (!brotli || !gzip) return compressed(body);
  return { brotli, gzip };
}

/**
 * Reads the whole built site once, at start, with each text file's compressed forms (written by the
 * build; compressed here only for a tree built without them). Requests then never touch the disk or
 * zlib, whose work would otherwise queue in Node's four-thread pool behind password hashing. A new
 * build needs a restart, as a deploy does.
 */
export function loadSiteFiles(siteDir: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  for (const relative of walk(siteDir)) {
    if (isSibling(relative)) continue;
    const file = path.join(siteDir, relative);
    const body = readFileSync(file);
    const type = contentType(relative);
    files.set(relative, {
      body,
      ...(compressible(relative, body) ? compressedForms(file, body) : {}),
      type,
      cacheControl: cacheControl(relative),
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      ...(relative.endsWith('.html') ? { scriptHashes: inlineScriptHashes(body.toString('utf8')) } : {}),
    });
  }
  return files;
}

export type Encoding = 'br' | 'gzip';

export function etagFor(file: SiteFile, encoding: Encoding | undefined): string {
  return encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
}

/** The best encoding the client accepts among those the file has (q=0 refuses one). */
export function pickEncoding(file: SiteFile, acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map(parseAccept(acceptEncoding ?? '').map(({ type, q }) => [type.toLowerCase(), q]));
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (file.brotli && allows('br')) return 'br';
  if (file.gzip && allows('gzip')) return 'gzip';
  return undefined;
}
