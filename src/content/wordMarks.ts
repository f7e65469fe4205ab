/**
 * Customers' marks: each company's name set in a type of its own and in its logo's colour, never a
 * copy of its logo. Built with the page data, so the browser gets the style, not this table.
 * System font stacks only: nothing is downloaded.
 */
import type { Monogram } from './schema';

/** A mark's style, as CSS properties a `style` attribute takes. */
export type WordMarkStyle = Record<string, string | number>;

export const WORD_MARK_TYPES: readonly WordMarkStyle[] = [
  { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
  { fontFamily: 'Georgia, "Times New Roman", serif', fontStyle: 'italic', fontWeight: 400 },
  {
    fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, monospace',
    fontWeight: 700,
    textTransform: 'uppercase',
  },
  { fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.1em' },
  { fontWeight: 300, letterSpacing: '0.02em', textTransform: 'lowercase' },
  { fontWeight: 700, fontStretch: 'condensed', textTransform: 'uppercase', letterSpacing: '0.04em' },
  {
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontVariant: 'small-caps',
    fontWeight: 600,
    letterSpacing: '0.06em',
  },
  { fontFamily: 'ui-rounded, "Arial Rounded MT Bold", system-ui, sans-serif', fontWeight: 700 },
  { fontWeight: 800, fontStyle: 'italic', letterSpacing: '-0.02em' },
  { fontFamily: 'Rockwell, "Roboto Slab", "DejaVu Serif", serif', fontWeight: 700, letterSpacing: '-0.01em' },
];

/**
 * A customer's type, from its name, so the same name gets the same type on every page. The hash's
 * seed and factor give each customer of src/content/pages/customers.ts a different type
 * (tests/src/content/wordMarks.test.ts); a new customer may need them changed.
 */
export function wordMarkType(name: string): number {
  let hash = 36;
  for (const char of name) hash = (hash * 168 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash % WORD_MARK_TYPES.length;
}

/** What a page needs to draw a customer's mark. */
export interface WordMarkData {
  name: string;
  style: WordMarkStyle;
}

export const wordMarkOf = (name: string, logo: Monogram): WordMarkData => ({
  name,
  style: {
    display: 'inline-block',
    lineHeight: 1.2,
    overflowWrap: 'anywhere',
    ...WORD_MARK_TYPES[wordMarkType(name)],
    color: logo.background,
  },
});
