/**
 * The site's type: Inter's variable font, served from the site itself, and its fallback, the local
 * Arial sized to Inter's metrics so the swap moves nothing (docs/decisions/0023-inter-variable-font.md).
 * The files, the @font-face rules and the preload are put in the page's head at build time
 * (scripts/vite-plugins/siteFontPlugin.ts); the theme names the families.
 */
export const FONT_FAMILY = 'Inter Variable';
export const FALLBACK_FAMILY = 'Inter Fallback';

/** The characters of Inter's latin-ext file (@fontsource-variable/inter's wght.css). */
export const LATIN_EXT_RANGE =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/**
 * The id of the head's style element with the latin-ext face: only a page that shows one of its
 * characters keeps it (scripts/build/pageFont.ts); on the others the app adds the face once interactive
 * (src/theme/latinExtFace.ts), for what a visitor types or a later page shows.
 */
export const LATIN_EXT_STYLE_ID = 'site-font-ext';

/** The theme's font stack: Inter, its sized fallback, then the system's sans for what Inter lacks. */
export const fontStack = `"${FONT_FAMILY}", "${FALLBACK_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"`;
