import { createHash } from 'node:crypto';
import { getMimeType } from 'hono/utils/mime';

/** The file's type by its extension, from Hono's table of common types. */
export function contentType(file: string): string {
  return getMimeType(file) ?? 'application/octet-stream';
}

/** Cache rules of the built site: hashed assets forever, HTML and build ids never without revalidation. */
export function cacheControl(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (
    relativePath.endsWith('.html') ||
    relativePath === 'builds/latest.json' ||
    relativePath.startsWith('builds/meta/')
  ) {
    return 'no-cache';
  }
  return 'public, max-age=3600';
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** A `type` that makes a script element a data block (JSON, JSON-LD): it never runs, so CSP ignores it. */
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b)[\w/+.-]/i;

/**
 * CSP source hashes ('sha256-…') of a page's inline scripts that run, so they run without
 * 'unsafe-inline'; data blocks need none, and each hash weighs about 55 bytes of every page's headers.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[2] ?? '';
    if (body.trim() === '' || DATA_BLOCK_TYPE.test(match[1] ?? '')) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
