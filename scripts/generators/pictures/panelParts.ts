/**
 * The pieces every picture of the product is built from (the hero screens of drawScreen.ts and the
 * feature fragments of drawFragment.ts): boxes, one-line labels, status pills and cards, in the
 * brand's colours (src/theme/brandColours.ts), as satori trees.
 */

import type { Tone } from '../../../src/content/screenModel';
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
