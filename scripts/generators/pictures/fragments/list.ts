/** A fragment's list: records one per line, each with a detail line and a status pill. */
import type { FragmentList } from '../../../../src/content/fragmentModel';
import { PANEL } from '../../../../src/content/screenLayout';
import { box, C, column, fitted, pill, row, toneColours } from '../panelParts';
import { type FragmentFrame, ROW } from './frame';

export function drawList(body: FragmentList, frame: FragmentFrame) {
  const { small, body: text } = frame.sizes;
  return column(
    { flex: 1 },
    body.items.map((item, index) =>
      row(
        {
          height: ROW.item,
          flexShrink: 0,
          alignItems: 'center',
          padding: `0 ${PANEL.cellPadding + 4}px`,
          borderTop: index === 0 ? 'none' : `1px solid ${C.line}`,
        },
        [
          box({
            width: 8,
            height: 8,
            borderRadius: 999,
            marginRight: 10,
            flexShrink: 0,
            background: toneColours[item.tone ?? 'neutral'].fg,
          }),
          column({ flex: 1, minWidth: 0, marginRight: 8 }, [
            fitted(item.title, { fontSize: text, fontWeight: 600, color: C.ink }),
            fitted(item.detail, { fontSize: small, color: C.text, marginTop: 2 }),
          ]),
          row({ flexShrink: 0 }, [pill(item.status, item.tone ?? 'neutral', small)]),
        ],
      ),
    ),
  );
}
