import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { faviconIco } from '../../../scripts/build/favicon';

const svg = readFileSync(path.resolve(import.meta.dirname, '../../../public/favicon.svg'), 'utf8');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('faviconIco', () => {
  const ico = faviconIco(svg);

  it('is an icon file with a 32 and a 16 pixel image', () => {
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect([ico.readUInt8(6), ico.readUInt8(6 + 16)]).toEqual([32, 16]);
  });

  it('holds each image as a PNG of its size, where its entry says', () => {
    for (const [index, size] of [32, 16].entries()) {
      const entry = 6 + 16 * index;
      const length = ico.readUInt32LE(entry + 8);
      const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + length);
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      // The PNG's IHDR: width and height, big-endian, after the signature and the chunk's header.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    const last = 6 + 16;
    expect(ico.readUInt32LE(last + 12) + ico.readUInt32LE(last + 8)).toBe(ico.length);
  });
});
