/** A fragment's table: column titles, rows of records (status pills, a tone per row) and a total. */
import type { FragmentTable } from '../../../../src/content/fragmentModel';
import { fitColumns, PANEL } from '../../../../src/content/screenLayout';
import type { ScreenCell } from '../../../../src/content/screenModel';
import { C, column, fitted, label, pill, row, toneColours } from '../panelParts';
import { type FragmentFrame, ROW } from './frame';

const cellOf = (cell: ScreenCell | string): ScreenCell => (typeof cell === 'string' ? { text: cell } : cell);

export function drawTable(body: FragmentTable, frame: FragmentFrame) {
  const { small, body: text } = frame.sizes;
  // A row's 3 px status edge comes out of the width.
  // A few columns in a fragment: a long first column may take more of the width than in a hero.
  const columns = fitColumns(body, frame.width - 3, frame.sizes, body.rows.length, 0.46);
  const line = (children: unknown[], style: Record<string, unknown>) =>
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
  return column({ flex: 1 }, [
    line(
      columns.map(({ index, width }) => {
        const item = body.columns[index];
        return cellBox(
          width,
          item?.numeric,
          fitted((item?.title ?? '').toUpperCase(), {
            fontSize: small,
            fontWeight: 600,
            color: C.text,
            letterSpacing: 0.3,
          }),
        );
      }),
      { height: ROW.header, background: C.canvas, borderLeft: `3px solid ${C.canvas}` },
    ),
    ...body.rows.map((item) =>
      line(
        columns.map(({ index, width }) => {
          const cell = cellOf(item.cells[index] ?? '');
          return cellBox(
            width,
            cell.numeric ?? body.columns[index]?.numeric,
            cell.pill
              ? pill(cell.text, cell.pill, small)
              : fitted(cell.text, { fontSize: text, color: C.ink, fontWeight: cell.strong ? 600 : 400 }),
          );
        }),
        {
          height: ROW.table,
          borderTop: `1px solid ${C.line}`,
          background: item.tone ? toneColours[item.tone].bg : C.card,
          borderLeft: `3px solid ${item.tone ? toneColours[item.tone].fg : C.card}`,
        },
      ),
    ),
    ...(body.footer
      ? [
          line(
            [
              fitted(body.footer.label, {
                flex: 1,
                minWidth: 0,
                fontSize: small,
                color: C.text,
                fontWeight: 600,
                paddingLeft: PANEL.cellPadding + 3,
              }),
              label(body.footer.value, {
                fontSize: text,
                color: C.ink,
                fontWeight: 600,
                padding: `0 ${PANEL.cellPadding}px 0 8px`,
              }),
            ],
            { height: ROW.footer, background: C.canvas, borderTop: `1px solid ${C.line}` },
          ),
        ]
      : []),
  ]);
}
