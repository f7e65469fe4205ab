/**
 * The site's type: Inter's variable font (weights 100-900 in one file), served from our own origin
 * (docs/decisions/0023-inter-variable-font.md). The latin subset is the one every page needs and the
 * head preloads; latin-ext is declared by its unicode-range, so a browser fetches it only for a page
 * that shows one of its characters. Until the font arrives (font-display: swap) the text is set in
 * "Inter Fallback": the local Arial (or its metric twins) scaled to Inter's width and line metrics,
 * so the swap moves nothing.
 */
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

const FAMILY = 'Inter Variable';
const FALLBACK = 'Inter Fallback';

/** The unicode-ranges of @fontsource-variable/inter's subsets (its wght.css). */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const interFace = (url: string, unicodeRange: string) =>
  `@font-face{font-family:'${FAMILY}';font-style:normal;font-display:swap;font-weight:100 900;` +
  `src:url(${url}) format('woff2');unicode-range:${unicodeRange}}`;

/**
 * Inter's line metrics (units per em 2048: ascender 1984, descender 494, no line gap) over the
 * fallback's scale, and the scale itself: Inter's advance widths over Arial's on English text, at the
 * weight each face stands in for (400: 107.43 %, 600: 101.56 %, 700: 102.58 %). Helvetica and
 * Liberation Sans share Arial's widths.
 */
const fallbackFace = (weight: string, sources: string[], sizeAdjust: number) => {
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  return (
    `@font-face{font-family:'${FALLBACK}';font-style:normal;font-weight:${weight};` +
    `src:${sources.map((name) => `local('${name}')`).join(',')};size-adjust:${percent(sizeAdjust)};` +
    `ascent-override:${percent(1984 / 2048 / sizeAdjust)};descent-override:${percent(494 / 2048 / sizeAdjust)};` +
    'line-gap-override:0%}'
  );
};

const REGULAR = ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans'];
const BOLD = ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Liberation Sans Bold', 'LiberationSans-Bold'];

/** The @font-face rules, in the page's critical CSS (the theme's CssBaseline). */
export const fontFaces = [
  interFace(interLatin, LATIN),
  interFace(interLatinExt, LATIN_EXT),
  fallbackFace('100 500', REGULAR, 1.0743),
  fallbackFace('600', BOLD, 1.0156),
  fallbackFace('700 900', BOLD, 1.0258),
].join('\n');

/** The theme's font stack: Inter, its sized fallback, then the system's sans for what Inter lacks. */
export const fontStack = `"${FAMILY}", "${FALLBACK}", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"`;

/** The latin file is on the first paint's path of every page: the head asks for it at once. */
export const fontPreloadLink = `<link rel="preload" href="${interLatin}" as="font" type="font/woff2" crossorigin>`;
