/**
 * The pieces every picture of the product is built from (the hero screens of drawScreen.ts and the
 * feature fragments of drawFragment.ts): boxes, one-line labels, status pills and cards, in the
 * brand's colours (src/theme/brandColours.ts), as satori trees.
 */

import { PANEL } from '../../../src/content/screenLayout';
import type { ScreenCell, ScreenTable, Tone } from '../../../src/content/screenModel';
import { pictureColours } from '../../../src/theme/brandColours';
import { el } from '../satoriFonts';

export const C = pictureColours;

export const toneColours: Record<Tone | 'neutral', { fg: string; bg: string }> = {
  ok: { fg: C.ok, bg: C.okTint },
  alert: { fg: C.alert, bg: C.alertTint },
  critical: { fg: C.critical, bg: C.criticalTint },
  focus: { fg: C.teal, bg: C.focusTint },
  neutral: { fg: C.text, bg: C.neutralTint },
};

export type Style = Record<string, unknown>;

export const row = (style: Style, children: unknown) =>
  el('div', { display: 'flex', flexDirection: 'row', ...style }, children);
export const column = (style: Style, children: unknown) =>
  el('div', { display: 'flex', flexDirection: 'column', ...style }, children);
/** One line of text that never wraps: a long value ends in an ellipsis instead. */
export const label = (text: string, style: Style = {}) =>
  el('div', { display: 'block', whiteSpace: 'nowrap', ...style }, text);
/** A label that may be longer than its place: it ends in an ellipsis (a clip path in the file). */
export const fitted = (text: string, style: Style = {}) =>
  label(text, { overflow: 'hidden', textOverflow: 'ellipsis', ...style });

export const pill = (text: string, tone: Tone | 'neutral', size: number) =>
  label(text, {
    padding: '2px 8px',
    borderRadius: 999,
    fontSize: size,
    lineHeight: 1.4,
    fontWeight: 600,
    color: toneColours[tone].fg,
    background: toneColours[tone].bg,
  });

/** A box without content (a dot, a bar). */
export const box = (style: Style) => el('div', { display: 'flex', ...style });

/** Takes the room left in a column, so what follows sits at its foot. */
export const spacer = () => column({ flex: 1 }, []);

export const cardStyle = { background: C.card, border: `1px solid ${C.line}`, borderRadius: 10 };

/** satori defines a mask for most boxes and refers to few of them: the others are dead bytes. */
export const withoutUnusedMasks = (svg: string) =>
  svg.replace(/<mask id="([^"]+)">(?:(?!<\/mask>).)*<\/mask>/g, (mask, id: string) =>
    svg.includes(`url(#${id})`) ? mask : '',
  );

const cellOf = (cell: ScreenCell | string): ScreenCell => (typeof cell === 'string' ? { text: cell } : cell);

/** The lines of a table, a hero screen's or a fragment's: column titles, rows and a total. */
export interface TableLines {
  table: Pick<ScreenTable, 'columns' | 'footer'> & { rows: readonly ScreenTable['rows'][number][] };
  /** the columns shown, by index, with their widths */
  columns: readonly { index: number; width: number }[];
  sizes: { small: number; body: number };
  heights: { header: number; row: number; footer: number };
  /** a rule above the column titles too (a screen's table sits under its heading) */
  ruleAboveTitles: boolean;
}

/**
 * A table's lines: the column titles in small capitals, each row's cells (a status as a pill, a tone
 * as a tint with a 3 px edge) under a rule, and the total on the canvas colour.
 */
export function tableLines({ table, columns, sizes, heights, ruleAboveTitles }: TableLines): unknown[] {
  const rule = `1px solid ${C.line}`;
  const line = (children: unknown[], style: Style) =>
    row({ alignItems: 'center', flexShrink: 0, ...style }, children);
  const cellBox = (width: number, numeric: boolean | undefined, child: unknown) =>
    row(
      {
        width,
        boxSizing: 'border-box',
        flexShrink: 0,
        justifyContent: numeric ? 'flex-end' : 'flex-start',
        padding: `0 ${PANEL.cellPadding}px`,
        minWidth: 0,
      },
      [child],
    );
  const titles = line(
    columns.map(({ index, width }) => {
      const item = table.columns[index];
      return cellBox(
        width,
        item?.numeric,
        fitted((item?.title ?? '').toUpperCase(), {
          fontSize: sizes.small,
          fontWeight: 600,
          color: C.text,
          letterSpacing: 0.3,
        }),
      );
    }),
    {
      height: heights.header,
      background: C.canvas,
      borderLeft: `3px solid ${C.canvas}`,
      ...(ruleAboveTitles ? { borderTop: rule } : {}),
    },
  );
  const records = table.rows.map((item) =>
    line(
      columns.map(({ index, width }) => {
        const cell = cellOf(item.cells[index] ?? '');
        return cellBox(
          width,
          cell.numeric ?? table.columns[index]?.numeric,
          cell.pill
            ? pill(cell.text, cell.pill, sizes.small)
            : fitted(cell.text, { fontSize: sizes.body, color: C.ink, fontWeight: cell.strong ? 600 : 400 }),
        );
      }),
      {
        height: heights.row,
        borderTop: rule,
        background: item.tone ? toneColours[item.tone].bg : C.card,
        borderLeft: `3px solid ${item.tone ? toneColours[item.tone].fg : C.card}`,
      },
    ),
  );
  const total = table.footer
    ? [
        line(
          [
            fitted(table.footer.label, {
              flex: 1,
              minWidth: 0,
              fontSize: sizes.small,
              color: C.text,
              fontWeight: 600,
              paddingLeft: PANEL.cellPadding + 3,
            }),
            label(table.footer.value, {
              fontSize: sizes.body,
              color: C.ink,
              fontWeight: 600,
              padding: `0 ${PANEL.cellPadding}px 0 8px`,
            }),
          ],
          { height: heights.footer, background: C.canvas, borderTop: rule },
        ),
      ]
    : [];
  return [titles, ...records, ...total];
}
