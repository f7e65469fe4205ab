/**
 * How many columns a grid of `count` cards gets, at most `max`: the most that fill every row, else
 * the most that leave more than one card on the last row, so a grid never ends on a lone card.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1);
  for (let columns = max; columns >= 2; columns--) if (count % columns === 0) return columns;
  for (let columns = max; columns >= 2; columns--) if (count % columns !== 1) return columns;
  return max;
}
