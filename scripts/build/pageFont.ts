import { LATIN_EXT_RANGE, LATIN_EXT_STYLE_ID } from '../../src/theme/siteTypeface.ts';

/** A unicode-range (`U+0100-02BA,U+2020,...`) as a character class. */
function rangeClass(unicodeRange: string): RegExp {
  const code = (hex: string) => `\\u{${hex}}`;
  const parts = unicodeRange.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/, '').split('-');
    return to ? `${code(from)}-${code(to)}` : code(from);
  });
  return new RegExp(`[${parts.join('')}]`, 'u');
}

const LATIN_EXT = rangeClass(LATIN_EXT_RANGE);
const LATIN_EXT_STYLE = new RegExp(`<style id="${LATIN_EXT_STYLE_ID}">[^<]*</style>`);

/**
 * The page without the latin-ext face when none of its characters is in it: the face costs every first
 * response about 0.1 KB after brotli, and a page with none of them never fetches its file. The app adds
 * it once interactive (src/theme/latinExtFace.ts).
 */
export function withFontsItShows(html: string): string {
  const face = LATIN_EXT_STYLE.exec(html);
  if (!face) return html;
  const rest = html.slice(0, face.index) + html.slice(face.index + face[0].length);
  return LATIN_EXT.test(rest) ? html : rest;
}
