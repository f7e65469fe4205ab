/**
 * How a product screen fits its crop: which of a table's columns and how many rows, plan tasks or
 * document fields it shows, and the picture's height. Pure, so the page's payload (the picture's
 * width and height) and the drawing (scripts/generators/pictures/drawScreen.ts) agree.
 */
import {
  CROPS,
  type Crop,
  type PagePicture,
  type ProductScreen,
  type ScreenCell,
  type ScreenTable,
  screenSrc,
} from './screenModel';

/** The vertical rhythm of a panel, in pixels of the drawing. */
export const PANEL = {
  padding: 16,
  topBar: 38,
  titleBlock: 56,
  heading: 36,
  columnHeader: 28,
  tableRow: 36,
  footer: 38,
  taskRow: 40,
  fieldRow: 46,
  documentLine: 26,
  cellPadding: 8,
} as const;

const MAX_ROWS = 5;
const MAX_TASKS = 6;
const MAX_FIELDS = 4;

/** Text sizes of a crop: the smallest is the crop's minimum, the rest step up from it. */
export const textSizes = (crop: Crop) => {
  const min = CROPS[crop].minText;
  return { small: min, body: min + 1, title: min + 5 };
};

/**
 * About how wide a line of Inter is: its characters' typical advances (m and w widest, capitals and
 * figures wider than lower case). Close enough to choose columns; a cell that is still too long ends in an
 * ellipsis in the drawing.
 */
export function textWidth(text: string, size: number, bold = false): number {
  let ems = 0;
  for (const character of text) {
    if (character === ' ') ems += 0.28;
    else if (/[MWmw]/.test(character)) ems += 0.9;
    else if (/[A-Z0-9$%#]/.test(character)) ems += 0.66;
    else if (/[a-z]/.test(character)) ems += 0.54;
    else ems += 0.4;
  }
  return ems * size * (bold ? 1.05 : 1);
}

/** textWidth's estimate runs up to a tenth short of Inter's own advances: a wrapped line keeps this margin. */
const WRAP_MARGIN = 1.12;

/**
 * `text` in lines no wider than `width` at `size`, broken at spaces (not at no-break spaces); a word
 * longer than a line stands alone.
 */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/[ \t\n]+/)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && textWidth(longer, size, bold) * WRAP_MARGIN > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  return [...lines, line];
}

const cellOf = (cell: ScreenCell | string): ScreenCell => (typeof cell === 'string' ? { text: cell } : cell);

/**
 * How the columns of a crop share its width: on a wide screen a long text column may end its longest
 * cells in an ellipsis past `maxShare` of the width; on a phone (`'whole'`) every cell shown is whole
 * and the columns that do not fit are left out, the key column first kept.
 */
export type ColumnFit = { maxShare: number } | 'whole';

/** The column that names a table's records: the one marked `key`, or the first. */
export const keyColumn = (body: Pick<ScreenTable, 'columns'>) =>
  Math.max(
    0,
    body.columns.findIndex((column) => column.key),
  );

/** How a crop fits a table's columns: the narrow crop (phones) keeps every cell it shows whole. */
export const columnFit = (crop: Crop, maxShare: number): ColumnFit =>
  crop === 'narrow' ? 'whole' : { maxShare };

/** The columns a crop shows (in the table's order) and each one's share of the width. */
export const tableColumns = (body: ScreenTable, crop: Crop) =>
  // Inside the panel's padding, the card's borders and a row's 3 px status edge.
  fitColumns(
    body,
    CROPS[crop].width - 2 * PANEL.padding - 5,
    textSizes(crop),
    MAX_ROWS,
    columnFit(crop, 0.36),
  );

/**
 * The columns that fit a width (in the table's order) and each one's width: the key column, the last,
 * then the widest that fit, each as wide as its longest cell of the rows shown.
 */
export function fitColumns(
  body: Pick<ScreenTable, 'columns' | 'rows'>,
  available: number,
  sizes: ReturnType<typeof textSizes>,
  rowsShown: number,
  fit: ColumnFit = { maxShare: 0.36 },
): { index: number; width: number }[] {
  const needOf = (index: number) => {
    const column = body.columns[index];
    const header = textWidth((column?.title ?? '').toUpperCase(), sizes.small, true);
    const cells = body.rows.slice(0, rowsShown).map((row) => {
      const cell = cellOf(row.cells[index] ?? '');
      return cell.pill
        ? textWidth(cell.text, sizes.small, true) + 22
        : textWidth(cell.text, sizes.body, cell.strong);
    });
    const longest = Math.max(header, ...cells);
    // A whole cell keeps the margin a wrapped line keeps; a long text column on a wide screen may end
    // its longest cells in an ellipsis rather than push out a column.
    return fit === 'whole'
      ? longest * WRAP_MARGIN + 2 * PANEL.cellPadding
      : Math.min(longest + 2 * PANEL.cellPadding, available * fit.maxShare);
  };
  // A wide screen keeps the first column first, as it always has; a phone the key column.
  const key = fit === 'whole' ? keyColumn(body) : 0;
  const last = body.columns.length - 1;
  const byImportance = [
    key,
    ...(last === key ? [] : [last]),
    ...body.columns
      .map((column, index) => ({ index, share: column.share }))
      .filter(({ index }) => index !== key && index !== last)
      .sort((a, b) => b.share - a.share)
      .map(({ index }) => index),
  ];
  const chosen: { index: number; need: number }[] = [];
  let used = 0;
  for (const index of byImportance) {
    const need = needOf(index);
    if (used + need > available && chosen.length > 0) continue;
    chosen.push({ index, need });
    used += need;
  }
  chosen.sort((a, b) => a.index - b.index);
  // What is left widens every column by its need, so no cell is cut that need not be.
  return chosen.map(({ index, need }) => ({ index, width: (need / used) * available }));
}

export const shownRows = (screen: ProductScreen) =>
  screen.body.kind === 'table'
    ? screen.body.rows.slice(0, MAX_ROWS)
    : screen.body.kind === 'plan'
      ? screen.body.tasks.slice(0, MAX_TASKS)
      : screen.body.fields.slice(0, MAX_FIELDS);

/** The narrow crop shows the fields read from a document; the wide one the document beside them. */
export const showsDocument = (crop: Crop) => crop === 'wide';

/** The picture's height in a crop (its width is the crop's). */
export function panelHeight(screen: ProductScreen, crop: Crop): number {
  const body = screen.body;
  const rows = shownRows(screen).length;
  const bodyHeight =
    body.kind === 'table'
      ? PANEL.heading + PANEL.columnHeader + rows * PANEL.tableRow + (body.footer ? PANEL.footer : 0)
      : body.kind === 'plan'
        ? PANEL.heading + PANEL.columnHeader + rows * PANEL.taskRow
        : Math.max(
            PANEL.heading + rows * PANEL.fieldRow,
            showsDocument(crop) ? PANEL.heading + body.document.lines.length * PANEL.documentLine + 8 : 0,
          );
  // The body's card has a 1 px border above and below, and each row a 1 px rule.
  return 2 * PANEL.padding + PANEL.topBar + PANEL.titleBlock + bodyHeight + rows + 4;
}

/** What a page needs to show a screen's picture: both crops, each with its file and size. */
export const pagePicture = (screen: ProductScreen): PagePicture => ({
  alt: screen.alt,
  wide: { src: screenSrc(screen.name, 'wide'), width: CROPS.wide.width, height: panelHeight(screen, 'wide') },
  narrow: {
    src: screenSrc(screen.name, 'narrow'),
    width: CROPS.narrow.width,
    height: panelHeight(screen, 'narrow'),
  },
});
