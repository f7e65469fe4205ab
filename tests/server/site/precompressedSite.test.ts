import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteFiles, writeCompressedSiblings } from '../../../server/site/siteFiles';

describe('the site compressed at build time', () => {
  let dir: string;
  const page = `<!doctype html><title>Pricing</title>${'<p>Plans and prices</p>'.repeat(200)}`;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'aden-precompressed-'));
    writeFileSync(path.join(dir, 'pricing.html'), page);
    writeFileSync(path.join(dir, 'tiny.json'), '{"ok":true}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip forms beside each compressible file over 1 KB, and none for small ones', () => {
    expect(writeCompressedSiblings(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'pricing.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(path.join(dir, 'pricing.html.gz'))).toString()).toBe(page);
    expect(() => readFileSync(path.join(dir, 'tiny.json.gz'))).toThrow();
  });

  it('serves the forms the build wrote instead of compressing at start, and not as files of their own', () => {
    writeCompressedSiblings(dir);
    // Forms the server would never make itself (gzip level 1, brotli quality 1): proof they were read.
    const fastGzip = gzipSync(page, { level: 1 });
    const fastBrotli = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    writeFileSync(path.join(dir, 'pricing.html.gz'), fastGzip);
    writeFileSync(path.join(dir, 'pricing.html.br'), fastBrotli);
    const files = loadSiteFiles(dir);
    expect(files.get('pricing.html')?.gzip?.equals(fastGzip)).toBe(true);
    expect(files.get('pricing.html')?.brotli?.equals(fastBrotli)).toBe(true);
    expect(files.has('pricing.html.gz')).toBe(false);
    expect(files.has('pricing.html.br')).toBe(false);
  });

  it('compresses afresh a file whose forms hold other bytes, whatever their time stamps', () => {
    writeCompressedSiblings(dir);
    const changed = page.replace('Pricing', 'Prices');
    writeFileSync(path.join(dir, 'pricing.html'), changed);
    // A copy that wrote the stale forms last makes them the newest files.
    const later = new Date(Date.now() + 5_000);
    for (const form of ['pricing.html.br', 'pricing.html.gz']) utimesSync(path.join(dir, form), later, later);
    const file = loadSiteFiles(dir).get('pricing.html');
    expect(gunzipSync(file?.gzip as Buffer).toString()).toBe(changed);
    expect(brotliDecompressSync(file?.brotli as Buffer).toString()).toBe(changed);
  });
});
