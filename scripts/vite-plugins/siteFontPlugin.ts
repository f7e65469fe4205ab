/**
 * Puts the site's font in the head of the site's page, in the dev server and the build alike (the
 * prerender fills the built index.html, so every page has it): the preload of the latin file and the
 * @font-face rules, ahead of each page's critical CSS. The files' paths go in as paths under the
 * project root, so Vite copies each file into the build with a hashed name and rewrites the URLs.
 * The rules are CSS in the HTML, not in a script: they cost no JavaScript.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { fontWeightDescriptor } from '../../src/components/typeScale.ts';
import {
  FALLBACK_FAMILY,
  FONT_FAMILY,
  LATIN_EXT_RANGE,
  LATIN_EXT_STYLE_ID,
} from '../../src/theme/siteTypeface.ts';
import { LATIN_RANGE, writeLatinFont } from './latinFontSubset.ts';
import { replaceOnSitePage } from './sitePageHtml.ts';

const require = createRequire(import.meta.url);

// Both faces declare the theme's weights (typeScale.ts), so the browser chooses between them by
// unicode-range alone.
const interFace = (url: string, unicodeRange: string) =>
  `@font-face{font-family:'${FONT_FAMILY}';font-style:normal;font-display:swap;font-weight:${fontWeightDescriptor};` +
  `src:url(${url}) format('woff2');unicode-range:${unicodeRange}}`;

/**
 * Inter's line metrics (units per em 2048: ascender 1984, descender 494, no line gap) over the
 * fallback's scale, and the scale itself: Inter's advance widths over Arial's on English text, at the
 * weight each face stands in for (docs/decisions/0023-inter-variable-font.md). Helvetica and
 * Liberation Sans have Arial's widths.
 */
const fallbackFace = (weight: string, localNames: string[], sizeAdjust: number) => {
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  return (
    `@font-face{font-family:'${FALLBACK_FAMILY}';font-style:normal;font-weight:${weight};` +
    `src:${localNames.map((name) => `local('${name}')`).join(',')};size-adjust:${percent(sizeAdjust)};` +
    `ascent-override:${percent(1984 / 2048 / sizeAdjust)};descent-override:${percent(494 / 2048 / sizeAdjust)};` +
    'line-gap-override:0%}'
  );
};

const REGULAR = ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans'];
const BOLD = ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Liberation Sans Bold', 'LiberationSans-Bold'];

export function siteFont(): Plugin {
  let fileUrl = (file: string) => file;
  let latin = '';
  return {
    name: 'aden-site-font',
    async configResolved(config) {
      // Root-relative paths, which Vite's HTML step turns into the built assets' URLs.
      const fontFile = (file: string) => require.resolve(`@fontsource-variable/inter/files/${file}`);
      fileUrl = (file) => `/${path.relative(config.root, fontFile(file))}`;
      const cacheDir = path.join(config.root, 'node_modules/.cache/aden-site-font');
      latin = `/${path.relative(config.root, await writeLatinFont(fontFile('inter-latin-wght-normal.woff2'), cacheDir))}`;
    },
    // The site's page only: the flow lab keeps its own type.
    transformIndexHtml: replaceOnSitePage('<!--app-head-->', '<!--app-head-->', () => {
      // Every page shows latin text: the head asks for that file, cut to the site's use
      // (latinFontSubset.ts), at once. latin-ext is fetched only
      // by a page that shows one of its characters (its unicode-range), and its face is in the page
      // only then (scripts/build/pageFont.ts).
      const faces = [
        interFace(latin, LATIN_RANGE),
        fallbackFace('100 500', REGULAR, 1.0743),
        fallbackFace('600', BOLD, 1.0156),
        fallbackFace('700 900', BOLD, 1.0258),
      ];
      const latinExt = interFace(fileUrl('inter-latin-ext-wght-normal.woff2'), LATIN_EXT_RANGE);
      const tags =
        `<link rel="preload" href="${latin}" as="font" type="font/woff2" crossorigin>\n    ` +
        `<style id="site-font">${faces.join('')}</style><style id="${LATIN_EXT_STYLE_ID}">${latinExt}</style>\n    `;
      return `${tags}<!--app-head-->`;
    }),
  };
}
