import Box from '@mui/material/Box';
import type { CustomerMarkData } from '@/content/customerMarks';

/**
 * A customer's logo: its symbol and its name in one treatment (one grey, the site's typeface at one
 * weight, one height), so a row of them reads as one wall. `size` is the symbol's height in pixels;
 * the name is set at the type scale's step that balances it.
 */
export function CustomerMark({ mark, size = 24 }: { mark: CustomerMarkData; size?: 24 | 32 }) {
  return (
    <Box
      component="span"
      data-customer-mark=""
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: size === 32 ? 1.25 : 1,
        color: 'grey.700',
        fontFamily: 'inherit',
        fontWeight: 700,
        fontSize: size === 32 ? '1.5rem' : '1rem',
        letterSpacing: '-0.01em',
        lineHeight: 1.2,
        textAlign: 'left',
        minWidth: 0,
      }}
    >
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" style={{ flexShrink: 0 }}>
        <path d={mark.symbol} fill="currentColor" fillRule="evenodd" />
      </svg>
      {mark.name}
    </Box>
  );
}
