import Box from '@mui/material/Box';
import type { ResponsiveStyleValue } from '@mui/system';
import type { ReactNode } from 'react';
import { cardSurface } from '@/components/surfaces';
import { type GridWidths, gridColumns } from './balancedColumns';

/**
 * A list of cards in balanced columns (people, offices, posts, steps): a `<ul>` (an `<ol>` when
 * `ordered`) of `count` items, each an `<li>` (`<CardGridItem>` draws the plain card), as many columns
 * at each width as `columns` allows, `gap` apart (`rowGap` between rows where it differs).
 */
export function CardGrid({
  count,
  columns,
  ordered = false,
  gap = 3,
  rowGap,
  children,
}: {
  count: number;
  columns: GridWidths;
  ordered?: boolean;
  gap?: ResponsiveStyleValue<number>;
  rowGap?: number;
  children: ReactNode;
}) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap,
        ...(rowGap === undefined ? {} : { rowGap }),
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
