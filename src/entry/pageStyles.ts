import type { EmotionCache } from '@emotion/cache';
import { whenIdle } from '@/lib/loading/whenIdle';

/** The attribute the page's own class styles are renamed to, out of emotion's search. */
const PAGE_STYLES = 'data-page-styles';

/**
 * The ids of the class styles in a page's class style element: the prerender lists none (src/site/composedStyles.ts),
 * and each rule of one starts with its class (`.css-<id>`, on its own, in a selector list or inside a
 * media query), while a class named further into a selector is another's, which may not be there.
 */
export function classStyleIds(css: string): string[] {
  return [...new Set([...css.matchAll(/(?:^|[{},])\.css-([\w-]+)/g)].map((match) => match[1] ?? ''))];
}

/** The class styles of the prerendered page: `ids` the app's cache takes as in place, among them `composed`. */
export interface PageStyles {
  ids: string[];
  /** named without their CSS (`data-composed`, src/site/composedStyles.ts): inserted once interactive */
  composed: string[];
}

/**
 * Keeps the prerendered page's style elements where the HTML put them. Emotion's hydration moves each
 * server-rendered `<style>` (its default cache, created as @emotion/react loads, appends each to the
 * head, then its sheet inserts it once more); each move takes the page's whole style sheet away and back,
 * and the browser recomputes every element's style in the next frame, about 15 ms each with the CPU
 * slowed down four times, inside the start-up window. Run before emotion loads: it marks every such
 * element as in place (`data-s`, emotion's own mark) and renames the class styles' key, so no cache
 * takes them in, and returns their ids (`classStyleIds`, and the composed styles' from `data-composed`),
 * which the app's cache records as inserted (`recordPageStyles`): all emotion needs to skip them. Rules
 * added later go into new elements after them, as with emotion's own hydration.
 */
export function takePageStyles(doc: Document = document): PageStyles {
  const ids: string[] = [];
  const composed: string[] = [];
  for (const node of doc.querySelectorAll<HTMLStyleElement>('style[data-emotion]:not([data-s])')) {
    const key = node.getAttribute('data-emotion');
    node.setAttribute('data-s', '');
    if (key !== 'css') continue;
    node.setAttribute(PAGE_STYLES, '');
    node.removeAttribute('data-emotion');
    ids.push(...classStyleIds(node.textContent ?? ''));
    composed.push(...(node.getAttribute('data-composed') ?? '').split(' ').filter(Boolean));
  }
  return { ids: [...ids, ...composed], composed };
}

/** Records the page's style ids (takePageStyles) as inserted in an emotion cache. */
export function recordPageStyles<Cache extends { inserted: Record<string, string | true | undefined> }>(
  cache: Cache,
  ids: readonly string[],
): Cache {
  for (const id of ids) cache.inserted[id] = true;
  return cache;
}

/** How long a composed style waits for the browser to be idle before it is inserted anyway. */
const COMPOSED_STYLE_WAIT_MS = 2000;

/**
 * Inserts the composed styles' CSS (PageStyles.composed), one per idle moment, from what emotion
 * registered as the page hydrated: no element of the page uses it, but an element drawn later may carry
 * one of those classes. Run once the app is interactive, so the start-up window does not parse it.
 */
export function insertComposedStyles(cache: EmotionCache, ids: readonly string[]): void {
  const [id, ...rest] = ids;
  if (id === undefined) return;
  whenIdle(() => {
    const styles = cache.registered[`${cache.key}-${id}`];
    if (typeof styles === 'string')
      cache.insert(`.${cache.key}-${id}`, { name: id, styles }, cache.sheet, true);
    insertComposedStyles(cache, rest);
  }, COMPOSED_STYLE_WAIT_MS);
}
