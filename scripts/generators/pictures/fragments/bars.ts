/**
 * A fragment's bars: one row per person, phase or week, its bar on a shared scale (from a start, so a
 * plan or a roster too) with the figure beside it, an axis of periods where the scale is time.
 */
import type { FragmentBars } from '../../../../src/content/fragmentModel';
import { PANEL, textWidth } from '../../../../src/content/screenLayout';
import { box, C, column, fitted, label, row, toneColours } from '../panelParts';
import { type FragmentFrame, ROW } from './frame';

export function drawBars(body: FragmentBars, frame: FragmentFrame) {
  const { small, body: text } = frame.sizes;
  const inset = PANEL.cellPadding + 4;
  // A time scale needs room for its periods' labels: the names take less of a narrow crop.
  const nameWidth = Math.round(frame.width * (frame.crop === 'wide' ? 0.34 : body.axis ? 0.3 : 0.36));
  const valueWidth =
    Math.ceil(Math.max(...body.items.map((item) => textWidth(item.value, small, true)))) + 10;
  const track = frame.width - 2 * inset - nameWidth - valueWidth;
  const colourOf = (tone: FragmentBars['items'][number]['tone']) => (tone ? toneColours[tone] : undefined);
  // Periods too long for their share of the scale are labelled every other one.
  const slot = track / (body.axis?.length ?? 1);
  const labelStep = (body.axis ?? []).every((period) => textWidth(period, small, true) + 6 <= slot) ? 1 : 2;
  return column({ flex: 1, padding: `0 ${inset}px` }, [
    ...(body.axis
      ? [
          row({ height: ROW.header, flexShrink: 0, alignItems: 'center' }, [
            box({ width: nameWidth, flexShrink: 0 }),
            ...body.axis
              .filter((_, index) => index % labelStep === 0)
              .map((period) =>
                fitted(period, {
                  width: slot * labelStep,
                  flexShrink: 0,
                  fontSize: small,
                  fontWeight: 600,
                  color: C.text,
                }),
              ),
          ]),
        ]
      : []),
    ...body.items.map((item, index) => {
      const colour = colourOf(item.tone);
      return row(
        {
          height: ROW.bar,
          flexShrink: 0,
          alignItems: 'center',
          borderTop: index === 0 && !body.axis ? 'none' : `1px solid ${C.line}`,
        },
        [
          column({ width: nameWidth, flexShrink: 0, paddingRight: 8, boxSizing: 'border-box' }, [
            fitted(item.label, { fontSize: text, color: C.ink, fontWeight: 600 }),
            ...(item.detail ? [fitted(item.detail, { fontSize: small, color: C.text })] : []),
          ]),
          row({ width: track, height: ROW.bar, flexShrink: 0, position: 'relative' }, [
            box({
              position: 'absolute',
              left: (item.start ?? 0) * track,
              top: ROW.bar / 2 - 7,
              width: Math.max(item.length * track, 6),
              height: 14,
              borderRadius: 4,
              background: colour ? colour.fg : C.brand,
            }),
          ]),
          label(item.value, {
            width: valueWidth,
            flexShrink: 0,
            textAlign: 'right',
            fontSize: small,
            fontWeight: 600,
            color: colour ? colour.fg : C.ink,
          }),
        ],
      );
    }),
  ]);
}
