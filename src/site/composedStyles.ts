import type { EmotionCache } from '@emotion/cache';

interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The class styles a render inserted that no element of its HTML names, added to the page's styles.
 * A styled component around another (MUI's Button around ButtonBase, AppBar around Paper) serializes
 * its own styles, which emotion merges into the inner component's class: no element carries them, so
 * emotion's extraction leaves them out, and the browser's emotion, not finding their ids in the page,
 * parses and inserts every one again while it hydrates the header. Named in the page, they are taken
 * as in place.
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
  const styles = chunks.styles.map((style) =>
    style.key === cache.key
      ? {
          key: style.key,
          ids: [...style.ids, ...composed],
          css: style.css + composed.map((id) => cache.inserted[id]).join(''),
        }
      : style,
  );
  return { ...chunks, styles };
}
