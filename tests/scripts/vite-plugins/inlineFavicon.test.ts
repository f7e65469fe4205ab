import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { faviconDataUrl } from '../../../scripts/vite-plugins/inlineFaviconPlugin';

const root = path.resolve(import.meta.dirname, '../../..');
const svg = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');

describe('faviconDataUrl', () => {
  it('carries the whole icon, readable back as the same SVG with single quotes', () => {
    const url = faviconDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const decoded = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(decoded.replace(/'/g, '"')).toBe(svg.trim());
    expect(decoded).toContain("xmlns='http://www.w3.org/2000/svg'");
  });

  it('leaves nothing that would end the attribute, the tag or the URL, no space a valid URL cannot hold, and keeps the words as words', () => {
    const url = faviconDataUrl(`${svg}\n`);
    expect(url).not.toMatch(/["<>#\n ]/);
    expect(url).toContain('%3Ctitle%3EAden%3C/title%3E');
  });
});
