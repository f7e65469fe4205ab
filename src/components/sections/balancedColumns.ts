/**
 * How many columns a grid of `count` cards gets, at most `max`: all in one row when they fit, else
 * `max` or one fewer if that fills every row, else the most that leave more than one card on the
 * last row (ten logos in four columns, 4 + 4 + 2, rather than five rows of two). When
 * none does (an odd count on two columns, seven on three), one more column than `max` on a wide
 * grid (three or more), else one column: a grid never ends on a lone card.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1);
  for (let columns = max; columns >= Math.max(max - 1, 2); columns--)
    if (count % columns === 0) return columns;
  for (let columns = max; columns >= 2; columns--) if (count % columns !== 1) return columns;
  if (max >= 3 && count % (max + 1) !== 1) return max + 1;
  return 1;
}

/** The widest a grid may be at each breakpoint it changes at (MUI's xs 0, sm 600, md 900, lg 1200 px). */
export type GridWidths = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

/**
 * The `gridTemplateColumns` of a grid of `count` items, breakpoint by breakpoint: at each, the
 * columns `balancedColumns` picks under that breakpoint's widest. Every card grid of the site takes
 * its columns from here, so none ends on a lone card at any width.
 */
export function gridColumns(count: number, widths: GridWidths): Record<keyof GridWidths, string> {
  const columns: Partial<Record<keyof GridWidths, string>> = {};
  for (const [breakpoint, max] of Object.entries({ xs: 1, ...widths }) as [keyof GridWidths, number][])
    columns[breakpoint] = `repeat(${balancedColumns(count, max)}, minmax(0, 1fr))`;
  return columns as Record<keyof GridWidths, string>;
}
