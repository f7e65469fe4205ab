import type { EmotionCache } from '@emotion/cache';

interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
  /** class styles named without their CSS: their rules are merged into another class's (withComposedStyles) */
  composed?: string[];
}

export interface CriticalStyles {
  styles: StyleChunk[];
}

/**
 * The styles a prerendered page needs, read from emotion's cache (which, outside a DOM, keeps each
 * inserted style's CSS): the global styles, one chunk each, then one chunk of the class styles whose
 * class an element of `html` names. Emotion's own server package does the same with a 2014-era stream
 * stack the build does not need.
 */
export function criticalStyles(html: string, cache: EmotionCache): CriticalStyles {
  const named = new Set(
    [...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((match) => match[1]),
  );
  const globals: StyleChunk[] = [];
  const classes: StyleChunk = { key: cache.key, ids: [], css: '' };
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!isClass) globals.push({ key: `${cache.key}-global`, ids: [id], css });
    else if (named.has(id)) {
      classes.ids.push(id);
      classes.css += css;
    }
  }
  // Global styles first, as emotion inserts them, then the class styles.
  return { styles: [...globals, classes] };
}

/**
 * The `<style>` elements of the page's head, in the form the browser's emotion takes as in place. The
 * class styles' element lists no ids: each of its rules names its class, and the app reads them from
 * there (`classStyleIds` in src/entry/pageStyles.ts); listed, they cost every page's first response
 * about 0.25 KB after brotli. The composed styles, which have no rules in it, are listed in
 * `data-composed`.
 */
export const styleTags = ({ styles }: CriticalStyles): string =>
  styles
    .map((chunk) => {
      const listed = chunk.key.endsWith('-global') ? ` ${chunk.ids.join(' ')}` : '';
      const composed = chunk.composed?.length ? ` data-composed="${chunk.composed.join(' ')}"` : '';
      return `<style data-emotion="${chunk.key}${listed}"${composed}>${chunk.css}</style>`;
    })
    .join('');

/**
 * The class styles a render inserted that no element of its HTML names, named in the page's styles
 * without their CSS. A styled component around another (MUI's Button around ButtonBase, IconButton
 * around it too) serializes its own styles, which emotion merges into the inner component's class: no element
 * carries them, so emotion's extraction leaves them out, and the browser's emotion, not finding their
 * ids in the page, would parse and insert every one again while it hydrates the header. Named, they are
 * taken as in place; their CSS, which no element of the page uses, would be a quarter of the page's
 * class styles (0.4 to 0.6 KB of the first response after brotli), so the app inserts it from emotion's
 * registry once it is interactive (`insertComposedStyles` in src/entry/pageStyles.ts), for an element
 * drawn later that carries one.
 */
export function withComposedStyles<Chunks extends { styles: StyleChunk[] }>(
  chunks: Chunks,
  cache: EmotionCache,
): Chunks {
  const listed = new Set(chunks.styles.flatMap((style) => style.ids));
  const composed = Object.keys(cache.inserted).filter(
    (id) =>
      !listed.has(id) &&
      typeof cache.inserted[id] === 'string' &&
      cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  if (composed.length === 0) return chunks;
  const styles = chunks.styles.map((style) => (style.key === cache.key ? { ...style, composed } : style));
  return { ...chunks, styles };
}
