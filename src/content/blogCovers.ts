/**
 * A post's cover: a fragment of the product the post is about (a feature row's, named by its
 * illustration id in the post's front matter), drawn by scripts/generators/pictures/drawCover.ts as
 * the narrow crop of that fragment, cut to the cover's 1200 × 630 shape. The cover is one file shown
 * from about 340 px wide (a card at 1200 px and up, a phone) to 852 px (a post's hero), so it is drawn
 * 340 px wide: its 11 px text reads at 11 px or more wherever it is shown.
 */
import { featureFragments } from './featureFragments';
import { FRAGMENT_LAYOUT, type Fragment, type FragmentBody, fragmentSize } from './fragmentModel';
import { CROPS } from './screenModel';

/** A feature row's fragment, by its illustration id (the ids src/content/schema.ts declares). */
type IllustrationId = keyof typeof featureFragments;

/**
 * The cover's window onto the narrow crop, 1200 : 630: from `inset` in, the frame's border and most
 * of its padding cut off on three sides, and the frame running on past the bottom.
 */
export const COVER = {
  crop: 'narrow',
  inset: FRAGMENT_LAYOUT.padding.narrow - 4,
  width: CROPS.narrow.width - 2 * (FRAGMENT_LAYOUT.padding.narrow - 4),
  height: ((CROPS.narrow.width - 2 * (FRAGMENT_LAYOUT.padding.narrow - 4)) * 630) / 1200,
} as const;

/** Where a post's cover is served: by the fragment it shows. */
export const coverSrc = (id: IllustrationId) => `/blog/covers/${id}.svg`;

/** The cover's alt text: the screen and the record it shows, as the fragment names them. */
export const coverAlt = (fragment: Fragment) => `Aden’s ${fragment.title} screen: ${fragment.context}.`;

/** The body with its first `count` rows (a table's total goes with its other rows). */
export function firstRows(body: FragmentBody, count: number): FragmentBody {
  switch (body.kind) {
    case 'table':
      if (count >= body.rows.length) return body;
      {
        const { footer: _total, ...rows } = body;
        return { ...rows, rows: body.rows.slice(0, count) };
      }
    case 'list':
      return { ...body, items: body.items.slice(0, count) };
    case 'form': {
      if (count >= body.fields.length) return body;
      // A cut form keeps the fields the product highlights, then its first ones, in their order,
      // and leaves its button below the cover's edge.
      const kept = [
        ...body.fields.filter((field) => field.tone),
        ...body.fields.filter((field) => !field.tone),
      ];
      const shown = new Set(kept.slice(0, count));
      const { action: _button, ...fields } = body;
      return { ...fields, fields: body.fields.filter((field) => shown.has(field)) };
    }
    case 'bars':
      return { ...body, items: body.items.slice(0, count) };
  }
}

export const rowCount = (body: FragmentBody) =>
  body.kind === 'table' ? body.rows.length : body.kind === 'form' ? body.fields.length : body.items.length;

/**
 * The fragment with the rows whose card ends inside the cover (its bottom padding may be cut off):
 * the cover shows whole records, never a row cut through.
 */
export function coverFragment(fragment: Fragment): Fragment {
  const ends = (candidate: Fragment) =>
    fragmentSize(candidate, COVER.crop).height - FRAGMENT_LAYOUT.padding.narrow - COVER.inset <= COVER.height;
  for (let count = rowCount(fragment.body); count > 1; count--) {
    const candidate = { ...fragment, body: firstRows(fragment.body, count) };
    if (ends(candidate)) return candidate;
  }
  return { ...fragment, body: firstRows(fragment.body, 1) };
}

/** Every cover the posts name, once each, for the build to draw (scripts/generators/pictures). */
export const drawnCovers = (posts: readonly { coverFragment: IllustrationId }[]) =>
  [...new Set(posts.map((post) => post.coverFragment))].map((id) => ({
    src: coverSrc(id),
    fragment: featureFragments[id],
  }));
