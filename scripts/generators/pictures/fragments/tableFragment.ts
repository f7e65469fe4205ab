/** A fragment's table: column titles, rows of records (status pills, a tone per row) and a total. */
import type { FragmentTable } from '../../../../src/content/fragmentModel';
import { fitColumns } from '../../../../src/content/screenLayout';
import { column, tableLines } from '../panelParts';
import { type FragmentFrame, ROW } from './frame';

export function drawTable(body: FragmentTable, frame: FragmentFrame) {
  // A row's 3 px status edge comes out of the width.
  // A few columns in a fragment: a long first column may take more of the width than in a hero.
  const columns = fitColumns(body, frame.width - 3, frame.sizes, body.rows.length, 0.46);
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
