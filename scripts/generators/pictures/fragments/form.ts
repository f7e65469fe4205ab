/**
 * A fragment's form: labelled fields as the product fills them (a highlighted field says where its
 * value came from) and the form's button at its foot.
 */
import type { FragmentForm } from '../../../../src/content/fragmentModel';
import { PANEL } from '../../../../src/content/screenLayout';
import { C, column, fitted, label, pill, row, spacer, toneColours } from '../panelParts';
import { type FragmentFrame, ROW } from './frame';

export function drawForm(body: FragmentForm, frame: FragmentFrame) {
  const { small, body: text } = frame.sizes;
  const labelWidth = Math.round((frame.width - 2 * (PANEL.cellPadding + 4)) * 0.3);
  return column({ flex: 1, padding: `4px ${PANEL.cellPadding + 4}px 0` }, [
    ...body.fields.map((field) =>
      row({ height: ROW.field, flexShrink: 0, alignItems: 'center' }, [
        fitted(field.label, {
          width: labelWidth,
          flexShrink: 0,
          fontSize: small,
          color: C.text,
          paddingRight: 8,
        }),
        row(
          {
            flex: 1,
            minWidth: 0,
            height: 30,
            alignItems: 'center',
            padding: '0 6px 0 10px',
            borderRadius: 6,
            border: `1px solid ${field.tone ? toneColours[field.tone].fg : C.line}`,
            background: field.tone ? toneColours[field.tone].bg : C.card,
          },
          [
            fitted(field.value, { flex: 1, minWidth: 0, fontSize: text, color: C.ink }),
            ...(field.note && field.tone
              ? [row({ flexShrink: 0, marginLeft: 6 }, [pill(field.note, field.tone, small)])]
              : []),
          ],
        ),
      ]),
    ),
    spacer(),
    ...(body.action ? [action(body.action, text)] : []),
  ]);
}

/** The form's button at its foot. */
function action(text: string, size: number) {
  return row({ height: ROW.action, flexShrink: 0, alignItems: 'center', justifyContent: 'flex-end' }, [
    label(text, {
      padding: '0 14px',
      height: 30,
      lineHeight: '30px',
      borderRadius: 999,
      background: C.brand,
      color: C.white,
      fontSize: size,
      fontWeight: 600,
    }),
  ]);
}
