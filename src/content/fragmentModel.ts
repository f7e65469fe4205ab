/**
 * A feature row's picture: a fragment of the product screen the row describes (a table of records, a
 * list with statuses, a form, or bars on a scale), as plain data. scripts/generators/pictures/drawFragment.ts
 * draws each in the two crops of the hero pictures (their widths and text sizes), as tall as its rows;
 * a page's payload carries the files, their sizes and the alt text.
 */
import { PANEL, textSizes, textWidth, wrapText } from './screenLayout';
import { CROPS, type Crop, type PagePicture, type ScreenTable, type Tone } from './screenModel';

/** A hero screen's table without its heading: a column's share orders which columns a narrow crop keeps. */
export type FragmentTable = Omit<ScreenTable, 'heading'>;

export interface FragmentList {
  kind: 'list';
  /** records one per line: what, a detail line, and a status */
  items: { title: string; detail: string; status: string; tone?: Tone | 'neutral' }[];
}

export interface FragmentForm {
  kind: 'form';
  /** a field's value as entered or read; `note` says where a highlighted value came from */
  fields: { label: string; value: string; tone?: Tone; note?: string }[];
  /** the form's button; a post's cover that cuts fields leaves it out (src/content/blogCovers.ts) */
  action?: string;
}

export interface FragmentBars {
  kind: 'bars';
  /** labels spread evenly along the scale (weeks, months); none for plain amounts */
  axis?: string[];
  /** a bar from `start` for `length`, both shares of the scale (0 to 1), with its figure */
  items: { label: string; detail?: string; start?: number; length: number; value: string; tone?: Tone }[];
  /** what the bars of one colour mean */
  legend?: { text: string; tone: Tone };
}

export type FragmentBody = FragmentTable | FragmentList | FragmentForm | FragmentBars;

export interface Fragment {
  /** the screen's name as the product shows it */
  title: string;
  /** the record, account or period it shows */
  context: string;
  /** a status beside the title */
  badge?: { text: string; tone: Tone | 'neutral' };
  body: FragmentBody;
}

/** The rhythm of a fragment, in pixels of the drawing: frame padding per crop, header, rows by kind. */
export const FRAGMENT_LAYOUT = {
  padding: { wide: 16, narrow: 14 },
  header: 48,
  gap: 8,
  row: { header: 28, table: 36, footer: 36, item: 46, field: 40, action: 48, bar: 44 },
} as const;

/** The line height of text that wraps, as a multiple of its size: a title's, and the rest's. */
export const FRAGMENT_LINE_HEIGHT = { title: 1.3, text: 1.25 } as const;
const lineStep = (size: number, factor: number) => Math.ceil(size * factor);

/** The width inside a fragment's frame: its padding and its 1 px borders taken off. */
const innerWidth = (crop: Crop) => CROPS[crop].width - 2 * FRAGMENT_LAYOUT.padding[crop] - 2;

/** A status pill's width: its words in bold with 8 px each side. */
const pillWidth = (text: string, size: number) => textWidth(text, size, true) + 16;

/** The width of what stands beside the title (the badge, or the bars' key), with its 8 px margin. */
function asideWidth(fragment: Fragment, crop: Crop): number {
  const { small } = textSizes(crop);
  if (fragment.badge) return 8 + pillWidth(fragment.badge.text, small);
  const legend = fragment.body.kind === 'bars' ? fragment.body.legend : undefined;
  return legend ? 8 + 12 + 6 + textWidth(legend.text, small) : 0;
}

/**
 * The header in lines: the screen's title (a partner's name in it) and its context wrap beside the
 * status rather than end in an ellipsis, and the header grows by the lines they add.
 */
export function fragmentHeader(fragment: Fragment, crop: Crop) {
  const { body, small } = textSizes(crop);
  const width = innerWidth(crop) - asideWidth(fragment, crop);
  const titleSize = body + 2;
  const title = wrapText(fragment.title, width, titleSize, true);
  const context = wrapText(fragment.context, width, small);
  const height =
    FRAGMENT_LAYOUT.header +
    (title.length - 1) * lineStep(titleSize, FRAGMENT_LINE_HEIGHT.title) +
    (context.length - 1) * lineStep(small, FRAGMENT_LINE_HEIGHT.text);
  return { title, titleSize, context, height };
}

/** A list's record in lines: its name and its detail wrap beside the dot and the status pill. */
export function listItemLines(item: FragmentList['items'][number], crop: Crop) {
  const { body, small } = textSizes(crop);
  // Inside the card's borders and the row's padding, after the dot and before the pill, with their margins.
  const width =
    innerWidth(crop) - 2 - 2 * (PANEL.cellPadding + 4) - (8 + 10) - 8 - pillWidth(item.status, small);
  const title = wrapText(item.title, width, body, true);
  const detail = wrapText(item.detail, width, small);
  const height =
    FRAGMENT_LAYOUT.row.item +
    (title.length - 1) * lineStep(body, FRAGMENT_LINE_HEIGHT.text) +
    (detail.length - 1) * lineStep(small, FRAGMENT_LINE_HEIGHT.text);
  return { title, detail, height };
}

/** The height of the body card's content: its rows, each after the first with a 1 px rule. */
function bodyHeight(body: FragmentBody, crop: Crop): number {
  const row = FRAGMENT_LAYOUT.row;
  switch (body.kind) {
    case 'table':
      return row.header + body.rows.length * (row.table + 1) + (body.footer ? row.footer + 1 : 0);
    case 'list':
      return (
        body.items.reduce((sum, item) => sum + listItemLines(item, crop).height, 0) + body.items.length - 1
      );
    case 'form':
      return 4 + body.fields.length * row.field + (body.action ? row.action : 0);
    case 'bars':
      return (body.axis ? row.header : 0) + body.items.length * (row.bar + 1) - (body.axis ? 0 : 1);
  }
}

/** A fragment's picture size in a crop: the crop's width, and the height its header and rows take. */
export const fragmentSize = (fragment: Fragment, crop: Crop) => {
  const { padding, gap } = FRAGMENT_LAYOUT;
  // The frame's and the card's 1 px borders, above and below.
  const borders = 4;
  return {
    width: CROPS[crop].width,
    height:
      2 * padding[crop] +
      fragmentHeader(fragment, crop).height +
      gap +
      borders +
      bodyHeight(fragment.body, crop),
  };
};

/** Where a fragment's picture is served, per crop: a feature row's by its illustration id. */
export const fragmentSrc = (name: string, crop: Crop = 'wide') =>
  `/illustrations/${name}${crop === 'narrow' ? '-narrow' : ''}.svg`;

/** What a page needs to show a fragment: both crops with their sizes, and the alt text. */
export const fragmentPicture = (name: string, fragment: Fragment, alt: string): PagePicture => ({
  alt,
  wide: { src: fragmentSrc(name, 'wide'), ...fragmentSize(fragment, 'wide') },
  narrow: { src: fragmentSrc(name, 'narrow'), ...fragmentSize(fragment, 'narrow') },
});
