import Box from '@mui/material/Box';
import type { CSSProperties } from 'react';

/**
 * The types customer names are set in: each customer's name in one of them, so a mark reads as
 * that company's own and not as a letter tile. System font stacks only: nothing is downloaded.
 */
export const WORD_MARK_TYPES: readonly CSSProperties[] = [
  { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
  { fontFamily: 'Georgia, "Times New Roman", serif', fontStyle: 'italic', fontWeight: 400 },
  {
    fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, monospace',
    fontWeight: 700,
    textTransform: 'uppercase',
  },
  { fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.12em', fontSize: '0.8em' },
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
 * (tests/src/components/wordMark.test.ts); a new customer may need them changed.
 */
export function wordMarkType(name: string): number {
  let hash = 36;
  for (const char of name) hash = (hash * 168 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash % WORD_MARK_TYPES.length;
}

/** A customer's mark: the company's name set in its own type and colour (never a copy of its logo). */
export function WordMark({ name, color, size = '1.25rem' }: { name: string; color: string; size?: string }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', color, fontSize: size, lineHeight: 1.2, overflowWrap: 'anywhere' }}
      style={WORD_MARK_TYPES[wordMarkType(name)]}
    >
      {name}
    </Box>
  );
}
