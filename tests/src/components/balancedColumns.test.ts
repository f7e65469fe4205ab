import { describe, expect, it } from 'vitest';
import { balancedColumns } from '../../../src/components/sections/balancedColumns';

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

  it('never ends on a lone card when some column count up to the maximum avoids it', () => {
    for (let max = 2; max <= 4; max++) {
      for (let count = 2; count <= 40; count++) {
        const avoidable = [...Array(max - 1).keys()].some((i) => lastRow(count, i + 2) > 1 || count <= i + 2);
        if (avoidable) {
          expect(
            lastRow(count, balancedColumns(count, max)),
            `${count} cards, at most ${max}`,
          ).toBeGreaterThan(1);
        }
      }
    }
  });
});
