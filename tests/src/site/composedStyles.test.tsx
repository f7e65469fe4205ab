// @vitest-environment node
// The prerender's side: in Node, emotion's cache keeps each inserted style's CSS (in a DOM it writes
// them to the document instead).
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { classStyleIds } from '@/entry/pageStyles';
import { criticalStyles, styleTags, withComposedStyles } from '@/site/composedStyles';
import { createSiteStyleCache } from '@/theme/siteStyleCache';

/**
 * Prerenders a composed MUI component (Button's own styles merge into ButtonBase's class) and returns
 * the ids its style tags name, their CSS, and the ids of every class style the render registered:
 * the browser's emotion parses and inserts, while it hydrates, each of those the page does not name.
 */
function prerender(named: boolean) {
  const cache = createSiteStyleCache();
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <Button variant="contained">Start for free</Button>
    </CacheProvider>,
  );
  const chunks = criticalStyles(html, cache);
  const tags = styleTags(named ? withComposedStyles(chunks, cache) : chunks);
  // As the browser reads them (src/entry/pageStyles.ts): from the class style element's rules and its
  // list of composed styles.
  const namedIds = [
    ...tags.matchAll(/<style data-emotion="css"(?: data-composed="([^"]*)")?>([^<]*)/g),
  ].flatMap((match) => [...classStyleIds(match[2] ?? ''), ...(match[1]?.split(' ') ?? [])]);
  const registered = Object.keys(cache.registered).map((className) => className.replace(/^css-/, ''));
  return { html, tags, namedIds, registered };
}

describe('withComposedStyles', () => {
  it('names every class style the render registered, so hydration inserts none again', () => {
    const { namedIds, registered } = prerender(true);
    expect(registered.length).toBeGreaterThan(1);
    expect(registered.filter((id) => !namedIds.includes(id))).toEqual([]);
  });

  it("without it, the page leaves out the Button's own styles, which no element carries", () => {
    const { html, namedIds, registered } = prerender(false);
    const leftOut = registered.filter((id) => !namedIds.includes(id));
    expect(leftOut.length).toBeGreaterThan(0);
    for (const id of leftOut) expect(html).not.toContain(`css-${id}`);
  });

  it('names them without their CSS, which no element of the page uses', () => {
    const without = prerender(false);
    const { tags } = prerender(true);
    const composed = without.registered.filter((id) => !without.namedIds.includes(id));
    expect(tags).toContain(`data-composed="${composed.join(' ')}"`);
    for (const id of composed) expect(tags).not.toContain(`.css-${id}{`);
  });
});
