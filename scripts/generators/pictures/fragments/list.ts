/**
 * A fragment's list: one record a row, its name and detail wrapped to the lines listItemLines gives
 * (never cut short), and a status pill.
 */
import {
  FRAGMENT_LINE_HEIGHT,
  type FragmentList,
  listItemLines,
} from '../../../../src/content/fragmentModel';
import { PANEL } from '../../../../src/content/screenLayout';
import { box, C, column, fitted, pill, row, toneColours } from '../panelParts';
import type { FragmentFrame } from './frame';

export function drawList(body: FragmentList, frame: FragmentFrame) {
  const { small, body: text } = frame.sizes;
  return column(
    { flex: 1 },
    body.items.map((item, index) => {
      const lines = listItemLines(item, frame.crop);
      const line = { lineHeight: FRAGMENT_LINE_HEIGHT.text };
      return row(
        {
          height: lines.height,
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
            ...lines.title.map((title) =>
              fitted(title, { ...line, fontSize: text, fontWeight: 600, color: C.ink }),
            ),
            ...lines.detail.map((detail, at) =>
              fitted(detail, { ...line, fontSize: small, color: C.text, marginTop: at === 0 ? 2 : 0 }),
            ),
          ]),
          row({ flexShrink: 0 }, [pill(item.status, item.tone ?? 'neutral', small)]),
        ],
      );
    }),
  );
}
