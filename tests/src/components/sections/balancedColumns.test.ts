import { describe, expect, it } from 'vitest';
import { balancedColumns, gridColumns } from '../../../../src/components/sections/balancedColumns';

const lastRow = (count: number, columns: number) => count % columns || columns;

describe('balancedColumns', () => {
  it('fills every row when it can: 4 quotes in 2 columns, 8 cards in 4, 6 in 3', () => {
    expect(balancedColumns(4, 3)).toBe(2);
    expect(balancedColumns(8, 4)).toBe(4);
    expect(balancedColumns(8, 3)).toBe(2);
    expect(balancedColumns(6, 4)).toBe(3);
  });

  it('puts fewer cards than columns in one row', () => {
    expect(balancedColumns(2, 4)).toBe(2);
    expect(balancedColumns(1, 3)).toBe(1);
  });

  it('leaves two on the last row when no count fills them: 17 integrations in 3 columns, 5 cards in 3', () => {
    expect(balancedColumns(17, 4)).toBe(3);
    expect(balancedColumns(5, 3)).toBe(3);
  });

  it('takes one column more on a wide grid, one column on a two-column one, rather than a lone card', () => {
    expect(balancedColumns(7, 3)).toBe(4);
    expect(balancedColumns(5, 2)).toBe(1);
    expect(balancedColumns(3, 2)).toBe(1);
  });

  it('never ends on a lone card, whatever the count and the maximum', () => {
    for (let max = 1; max <= 5; max++) {
      for (let count = 1; count <= 60; count++) {
        const columns = balancedColumns(count, max);
        if (columns > 1) expect(lastRow(count, columns), `${count} cards, at most ${max}`).toBeGreaterThan(1);
      }
    }
  });
});

describe('gridColumns', () => {
  it('gives each breakpoint its own balanced count, one column on phones unless asked', () => {
    expect(gridColumns(5, { sm: 2, lg: 3 })).toEqual({
      xs: 'repeat(1, minmax(0, 1fr))',
      sm: 'repeat(1, minmax(0, 1fr))',
      lg: 'repeat(3, minmax(0, 1fr))',
    });
    expect(gridColumns(10, { xs: 2, sm: 3, md: 4 })).toEqual({
      xs: 'repeat(2, minmax(0, 1fr))',
      sm: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(4, minmax(0, 1fr))',
    });
  });
});
