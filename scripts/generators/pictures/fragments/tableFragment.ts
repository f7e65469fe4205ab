/** A fragment's table: column titles, rows of records (status pills, a tone per row) and a total. */
import type { FragmentTable } from '../../../../src/content/fragmentModel';
import { columnFit, fitColumns } from '../../../../src/content/screenLayout';
import { column, tableLines } from '../panelParts';
import { type FragmentFrame, ROW } from './frame';

/** The columns a frame shows; a row's 3 px status edge comes out of the width. */
export const fragmentTableColumns = (body: FragmentTable, frame: FragmentFrame) =>
  // A few columns in a fragment: on a wide screen a long first column may take more of the width than in a hero.
  fitColumns(body, frame.width - 3, frame.sizes, body.rows.length, columnFit(frame.crop, 0.46));

export function drawTable(body: FragmentTable, frame: FragmentFrame) {
  const columns = fragmentTableColumns(body, frame);
  return column(
    { flex: 1 },
    tableLines({
      table: body,
      columns,
      sizes: frame.sizes,
      heights: { header: ROW.header, row: ROW.table, footer: ROW.footer },
      ruleAboveTitles: false,
    }),
  );
}
