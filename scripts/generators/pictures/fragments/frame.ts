import { FRAGMENT_LAYOUT } from '../../../../src/content/fragmentModel';
import type { textSizes } from '../../../../src/content/screenLayout';
import type { Crop } from '../../../../src/content/screenModel';

/** What a fragment's body is drawn into: the crop, its text sizes and the body card's inner width. */
export interface FragmentFrame {
  crop: Crop;
  sizes: ReturnType<typeof textSizes>;
  /** the body card's width inside its border */
  width: number;
}

/** The heights of a fragment's rows, in pixels of the drawing. */
export const ROW = FRAGMENT_LAYOUT.row;
