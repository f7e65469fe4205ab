/**
 * Draws a post's cover (src/content/blogCovers.ts): the narrow crop of the fragment the post names,
 * with the rows that fit, drawn as the feature rows' fragments are (drawFragment.ts) and cut to the
 * cover's window by the SVG's viewBox.
 */
import { COVER, coverFragment } from '../../../src/content/blogCovers';
import type { Fragment } from '../../../src/content/fragmentModel';
import { layOutFragment } from './drawFragment';
import { outlineText } from './outlineText';
import { withoutUnusedMasks } from './panelParts';

export async function drawCover(fragment: Fragment): Promise<string> {
  // The frame runs on below the cover, so its bottom edge and corners stay out of the window.
  const frameHeight = Math.ceil(COVER.height) + 3 * COVER.inset;
  const svg = withoutUnusedMasks(
    await outlineText(await layOutFragment(coverFragment(fragment), COVER.crop, frameHeight)),
  );
  return svg.replace(
    /<svg ([^>]*?)width="[^"]*" height="[^"]*" viewBox="[^"]*"/,
    `<svg $1width="${COVER.width}" height="${COVER.height}" viewBox="${COVER.inset} ${COVER.inset} ${COVER.width} ${COVER.height}"`,
  );
}
