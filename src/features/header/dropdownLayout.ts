import {
  DROPDOWN_TWO_COLUMNS_ABOVE,
  DROPDOWN_WIDTH_DOUBLE_PX,
  DROPDOWN_WIDTH_DOUBLE_WIDE_PX,
  DROPDOWN_WIDTH_SINGLE_PX,
} from '@/lib/config/themeTokens';

export interface DropdownLayout {
  columns: 1 | 2;
  /** Items fill each column top to bottom, so ArrowDown (DOM order) also moves down on screen. */
  rows: number;
  widthPx: number;
}

/** Two columns hold up to this many items comfortably at the narrower two-column width (4 rows). */
const DOUBLE_WIDTH_MAX_ITEMS = 8;

/**
 * SPEC 2: a dropdown with more than 5 items shows two columns; 500 px for one column,
 * 900 px for two columns of 6–8 items and 1000 px for more (the 10-item Resources menu).
 */
export function dropdownLayout(itemCount: number): DropdownLayout {
  if (itemCount <= DROPDOWN_TWO_COLUMNS_ABOVE) {
    return { columns: 1, rows: itemCount, widthPx: DROPDOWN_WIDTH_SINGLE_PX };
  }
  const rows = Math.ceil(itemCount / 2);
  if (itemCount <= DOUBLE_WIDTH_MAX_ITEMS) return { columns: 2, rows, widthPx: DROPDOWN_WIDTH_DOUBLE_PX };
  return { columns: 2, rows, widthPx: DROPDOWN_WIDTH_DOUBLE_WIDE_PX };
}
