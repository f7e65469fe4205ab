import { FRAGMENT_LAYOUT } from '../../../../src/content/fragmentModel';
import { textSizes } from '../../../../src/content/screenLayout';
import { CROPS, type Crop } from '../../../../src/content/screenModel';

/** What a fragment's body is drawn into: the crop, its text sizes and the body card's inner width. */
export interface FragmentFrame {
  crop: Crop;
  sizes: ReturnType<typeof textSizes>;
  /** the body card's width inside its border */
  width: number;
}

/** A crop's frame: inside the fragment's padding and the body card's 1 px borders. */
export const fragmentFrame = (crop: Crop): FragmentFrame => ({
  crop,
  sizes: textSizes(crop),
  width: CROPS[crop].width - 2 * FRAGMENT_LAYOUT.padding[crop] - 2,
});

/** The heights of a fragment's rows, in pixels of the drawing. */
export const ROW = FRAGMENT_LAYOUT.row;
