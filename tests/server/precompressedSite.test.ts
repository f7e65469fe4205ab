import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteFiles, writeCompressedSiblings } from '../../server/site/siteFiles';

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
    // A form the server would never make itself (gzip level 1): proof it was read, not recomputed.
    const fast = gzipSync(page, { level: 1 });
    writeFileSync(path.join(dir, 'pricing.html.gz'), fast);
    const files = loadSiteFiles(dir);
    expect(files.get('pricing.html')?.gzip?.equals(fast)).toBe(true);
    expect(files.has('pricing.html.gz')).toBe(false);
    expect(files.has('pricing.html.br')).toBe(false);
  });

  it('compresses afresh a file changed after its forms were written', () => {
    writeCompressedSiblings(dir);
    const changed = page.replace('Pricing', 'Prices');
    writeFileSync(path.join(dir, 'pricing.html'), changed);
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dir, 'pricing.html'), later, later);
    const file = loadSiteFiles(dir).get('pricing.html');
    expect(gunzipSync(file?.gzip as Buffer).toString()).toBe(changed);
    expect(brotliDecompressSync(file?.brotli as Buffer).toString()).toBe(changed);
  });
});
