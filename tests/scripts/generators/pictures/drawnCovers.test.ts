import { describe, expect, it } from 'vitest';
import { drawCover } from '../../../../scripts/generators/pictures/drawCover';
import { COVER, coverFragment, firstRows, rowCount } from '../../../../src/content/blogCovers';
import { featureFragments } from '../../../../src/content/featureFragments';
import { FRAGMENT_LAYOUT, type Fragment, fragmentSize } from '../../../../src/content/fragmentModel';
import { CROPS, drawnCovers, loadContent } from '../../../../src/content/siteContent';

// The posts' covers (src/content/blogCovers.ts): a fragment of the product the post is about, drawn
// by scripts/generators/pictures/drawCover.ts in the 1200 × 630 shape the blog reserves.

const posts = loadContent().posts;
const attribute = (attributes: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(attributes)?.[1];

describe('blog covers', () => {
  it('are drawn in the shape the blog reserves, 340 px wide so 11 px text reads at 11 px from 340 px shown', async () => {
    const covers = drawnCovers(posts);
    expect(covers).toHaveLength(posts.length);
    for (const { src, fragment } of covers) {
      const svg = await drawCover(fragment);
      const root = /<svg ([^>]*)>/.exec(svg)?.[1] ?? '';
      expect(attribute(root, 'viewBox'), src).toBe(
        `${COVER.inset} ${COVER.inset} ${COVER.width} ${COVER.height}`,
      );
      expect(COVER.width / COVER.height).toBeCloseTo(1200 / 630, 6);
      expect(Number(attribute(root, 'data-min-font-size')), src).toBeGreaterThanOrEqual(CROPS.narrow.minText);
      expect(svg, src).not.toContain('<text');
    }
  }, 60_000);

  it('show whole records: as many of the first rows as end inside the cover, at least one', () => {
    const bottom = (fragment: Fragment) =>
      fragmentSize(fragment, 'narrow').height - FRAGMENT_LAYOUT.padding.narrow - COVER.inset;
    for (const [id, fragment] of Object.entries(featureFragments)) {
      const shown = coverFragment(fragment);
      const count = rowCount(shown.body);
      expect(count, id).toBeGreaterThanOrEqual(1);
      expect(shown.body, id).toEqual(firstRows(fragment.body, count));
      if (count > 1) expect(bottom(shown), id).toBeLessThanOrEqual(COVER.height);
      if (count < rowCount(fragment.body)) {
        expect(bottom({ ...fragment, body: firstRows(fragment.body, count + 1) }), id).toBeGreaterThan(
          COVER.height,
        );
        // A table's total belongs to all its rows: a cover that cuts rows drops it.
        if (shown.body.kind === 'table') expect(shown.body.footer, id).toBeUndefined();
      }
    }
  });

  it('keep a cut form’s highlighted fields, in order, and leave its button below the edge', () => {
    const shown = coverFragment(featureFragments['change-order']).body;
    expect(shown.kind).toBe('form');
    if (shown.kind !== 'form') return;
    expect(shown.fields.map((field) => field.label)).toEqual(['Reason', 'Price']);
    expect(shown.action).toBeUndefined();
  });
});
