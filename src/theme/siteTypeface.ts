/**
 * The site's type: Inter's variable font, served from the site itself, and its fallback, the local
 * Arial sized to Inter's metrics so the swap moves nothing (docs/decisions/0023-inter-variable-font.md).
 * The files, the @font-face rules and the preload are put in the page's head at build time
 * (scripts/vite-plugins/siteFontPlugin.ts); the theme names the families.
 */
export const FONT_FAMILY = 'Inter Variable';
export const FALLBACK_FAMILY = 'Inter Fallback';

/** The theme's font stack: Inter, its sized fallback, then the system's sans for what Inter lacks. */
export const fontStack = `"${FONT_FAMILY}", "${FALLBACK_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"`;
