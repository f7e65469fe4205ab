import { describe, expect, it } from 'vitest';
import { dropdownLayout } from '../../../../src/features/header/dropdownLayout';
import { menuItems } from '../../../../src/features/header/menuItems';
import {
  DROPDOWN_TWO_COLUMNS_ABOVE,
  DROPDOWN_WIDTH_DOUBLE_PX,
  DROPDOWN_WIDTH_DOUBLE_WIDE_PX,
  DROPDOWN_WIDTH_SINGLE_PX,
} from '../../../../src/lib/config/themeTokens';

describe('dropdownLayout (SPEC 2: two columns above 5 items; 500 / 900 / 1000 px)', () => {
  it('uses the SPEC constants', () => {
    expect([
      DROPDOWN_TWO_COLUMNS_ABOVE,
      DROPDOWN_WIDTH_SINGLE_PX,
      DROPDOWN_WIDTH_DOUBLE_PX,
      DROPDOWN_WIDTH_DOUBLE_WIDE_PX,
    ]).toEqual([5, 500, 900, 1000]);
  });

  it.each([1, 4, 5])('%i items: one column, 500 px', (count) => {
    expect(dropdownLayout(count)).toEqual({ columns: 1, rows: count, widthPx: 500 });
  });

  it.each([
    [6, 3],
    [7, 4],
    [8, 4],
  ])('%i items: two columns of %i rows, 900 px', (count, rows) => {
    expect(dropdownLayout(count)).toEqual({ columns: 2, rows, widthPx: 900 });
  });

  it.each([
    [9, 5],
    [10, 5],
    [14, 7],
  ])('%i items: two columns of %i rows, 1000 px', (count, rows) => {
    expect(dropdownLayout(count)).toEqual({ columns: 2, rows, widthPx: 1000 });
  });

  it('lays out the real menus: Customer single, Modules two columns at 900 px, Resources at 1000 px', () => {
    expect(dropdownLayout(menuItems.modules.length)).toEqual({ columns: 2, rows: 4, widthPx: 900 });
    expect(dropdownLayout(menuItems.customer.length)).toMatchObject({ columns: 1, widthPx: 500 });
    expect(dropdownLayout(menuItems.resources.length)).toEqual({ columns: 2, rows: 5, widthPx: 1000 });
  });
});
