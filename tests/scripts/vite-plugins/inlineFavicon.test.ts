import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { faviconDataUrl } from '../../../scripts/vite-plugins/inlineFaviconPlugin';

const root = path.resolve(import.meta.dirname, '../../..');
const svg = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');

describe('faviconDataUrl', () => {
  it('carries the whole icon, readable back as the same SVG', () => {
    const url = faviconDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.trim());
  });

  it('leaves nothing that would end the attribute or the tag', () => {
    expect(faviconDataUrl(svg)).not.toMatch(/["<>\s]/);
  });
});
