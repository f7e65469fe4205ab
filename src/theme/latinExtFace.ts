import { fontWeightDescriptor } from '@/components/typeScale';
import latinExtFile from './latinExtFile';
import { FONT_FAMILY, LATIN_EXT_RANGE, LATIN_EXT_STYLE_ID } from './siteTypeface';

/**
 * Adds Inter's latin-ext face to a page that was built without it (scripts/build/pageFont.ts), for the
 * characters a visitor types or a page drawn later shows; its file is fetched only when one of them is.
 */
export function addLatinExtFace(doc: Document = document): void {
  if (doc.getElementById(LATIN_EXT_STYLE_ID) || typeof FontFace === 'undefined') return;
  doc.fonts.add(
    new FontFace(FONT_FAMILY, `url(${latinExtFile}) format('woff2')`, {
      style: 'normal',
      // The same weights as the latin face: a browser matches weight first, then unicode-range.
      weight: fontWeightDescriptor,
      display: 'swap',
      unicodeRange: LATIN_EXT_RANGE,
    }),
  );
}
