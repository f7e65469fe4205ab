/**
 * Draws a feature row's fragment of the product (src/content/fragmentModel.ts) as an SVG, in one crop
 * and as tall as its rows (fragmentSize): the screen's title, the record it shows and a status (or what the coloured
 * bars mean) above one card with the body, drawn by the module of its kind (fragments/). Drawn like
 * the hero pictures (drawScreen.ts): satori with Inter, the brand's colours, text outlined.
 */
import satori from 'satori';
import {
  FRAGMENT_LAYOUT,
  FRAGMENT_LINE_HEIGHT,
  type Fragment,
  type FragmentBody,
  fragmentHeader,
  fragmentSize,
} from '../../../src/content/fragmentModel';
import type { Crop } from '../../../src/content/screenModel';
import { loadInter } from '../satoriFonts';
import { drawBars } from './fragments/bars';
import { drawForm } from './fragments/form';
import { type FragmentFrame, fragmentFrame } from './fragments/frame';
import { drawList } from './fragments/list';
import { drawTable } from './fragments/tableFragment';
import { outlineText } from './outlineText';
import {
  box,
  C,
  cardStyle,
  column,
  fitted,
  label,
  pill,
  row,
  toneColours,
  withoutUnusedMasks,
} from './panelParts';

function drawBody(body: FragmentBody, frame: FragmentFrame) {
  switch (body.kind) {
    case 'table':
      return drawTable(body, frame);
    case 'list':
      return drawList(body, frame);
    case 'form':
      return drawForm(body, frame);
    case 'bars':
      return drawBars(body, frame);
  }
}

/** Beside the title: the fragment's status, or the key to its coloured bars. */
function aside(fragment: Fragment, small: number) {
  if (fragment.badge)
    return row({ flexShrink: 0, marginLeft: 8 }, [pill(fragment.badge.text, fragment.badge.tone, small)]);
  const legend = fragment.body.kind === 'bars' ? fragment.body.legend : undefined;
  if (!legend) return null;
  return row({ flexShrink: 0, marginLeft: 8, alignItems: 'center' }, [
    box({ width: 12, height: 8, borderRadius: 4, background: toneColours[legend.tone].fg, marginRight: 6 }),
    label(legend.text, { fontSize: small, color: C.text }),
  ]);
}

/**
 * One crop of the fragment as satori lays it out: an SVG whose words are still `<text>`; at least
 * `minHeight` tall (a post's cover: the frame runs on past the cover's edge below its rows).
 */
export async function layOutFragment(fragment: Fragment, crop: Crop, minHeight = 0): Promise<string> {
  const { width } = fragmentSize(fragment, crop);
  const height = Math.max(fragmentSize(fragment, crop).height, minHeight);
  const header = fragmentHeader(fragment, crop);
  const frame = fragmentFrame(crop);
  const { sizes } = frame;
  const padding = FRAGMENT_LAYOUT.padding[crop];
  const tree = column(
    {
      width,
      height,
      boxSizing: 'border-box',
      padding,
      borderRadius: 14,
      border: `1px solid ${C.line}`,
      background: C.canvas,
      fontFamily: 'Inter',
    },
    [
      row({ height: header.height, flexShrink: 0, alignItems: 'flex-start' }, [
        column({ flex: 1, minWidth: 0 }, [
          ...header.title.map((line) =>
            fitted(line, {
              fontSize: header.titleSize,
              fontWeight: 600,
              color: C.ink,
              lineHeight: FRAGMENT_LINE_HEIGHT.title,
            }),
          ),
          ...header.context.map((line, index) =>
            fitted(line, {
              fontSize: sizes.small,
              color: C.text,
              lineHeight: FRAGMENT_LINE_HEIGHT.text,
              marginTop: index === 0 ? 3 : 0,
            }),
          ),
        ]),
        aside(fragment, sizes.small),
      ]),
      column({ ...cardStyle, flexShrink: 0, overflow: 'hidden', marginTop: FRAGMENT_LAYOUT.gap }, [
        drawBody(fragment.body, frame),
      ]),
    ],
  );
  // biome-ignore lint/suspicious/noExplicitAny: satori's element type is React's; this tree has its shape.
  return satori(tree as any, { width, height, fonts: await loadInter(), embedFont: false });
}

/** One crop of the fragment as an SVG document, drawn at the width it is shown at, its text outlined. */
export async function drawFragment(fragment: Fragment, crop: Crop): Promise<string> {
  return withoutUnusedMasks(await outlineText(await layOutFragment(fragment, crop)));
}
