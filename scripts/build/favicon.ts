/**
 * favicon.ico from the site's favicon.svg, for the clients that ask for /favicon.ico whatever a page
 * declares (crawlers, bookmarks, pages without an icon link). An ICO file may hold PNG images: one
 * 32 x 32 and one 16 x 16, drawn by resvg.
 */
import { Resvg } from '@resvg/resvg-js';

const SIZES = [32, 16] as const;
const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

export function faviconIco(svg: string): Buffer {
  const images = SIZES.map((size) =>
    new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng(),
  );
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map((png, index) => {
    const size = SIZES[index] ?? 0;
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size, 0); // width
    entry.writeUInt8(size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}
