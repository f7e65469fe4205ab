import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { cardSurface } from '@/components/surfaces';
import { type GridWidths, gridColumns } from './balancedColumns';

/**
 * A list of cards in balanced columns (people, offices, teams to write to): a `<ul>` whose items are
 * `<CardGridItem>`s, as many columns at each width as `columns` allows.
 */
export function CardGrid({
  count,
  columns,
  children,
}: {
  count: number;
  columns: GridWidths;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: gridColumns(count, columns),
      }}
    >
      {children}
    </Box>
  );
}

/** One card of a CardGrid. */
export function CardGridItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ ...cardSurface, p: 3 }}>
      {children}
    </Box>
  );
}
