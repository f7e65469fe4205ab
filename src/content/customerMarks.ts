/**
 * Customers' logos: each company's symbol (one of CUSTOMER_SYMBOLS, drawn for these fictional
 * companies) beside its name, all in one treatment: one grey, one weight of the site's typeface, one
 * height. Built with the page data, so the browser gets the symbol's index, not this table.
 */

/**
 * The symbols, each a 24 x 24 path (even-odd fill): a ring, stacked chevrons, a hexagon nut, rising
 * bars, a framed diamond, a wave, a leaf, a grid with a dot, two peaks, a rising sun.
 */
export const CUSTOMER_SYMBOLS: readonly string[] = [
  'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20zm0 5a5 5 0 1 1 0 10a5 5 0 1 1 0-10z',
  'M3 11 12 4l9 7v4l-9-7-9 7zm0 8 9-7 9 7v3l-9-7-9 7z',
  'M12 2l9 5v10l-9 5-9-5V7zm0 5.5-4.5 2.5v4.5l4.5 2.5 4.5-2.5V10z',
  'M3 14h4v8H3zm7-6h4v14h-4zm7-6h4v20h-4z',
  'M12 1l11 11-11 11L1 12zm0 6-5 5 5 5 5-5z',
  'M2 9c3-4 7-4 10 0s7 4 10 0v5c-3 4-7 4-10 0s-7-4-10 0z',
  'M2 22C2 11 11 2 22 2c0 11-9 20-20 20zm4-4c7 0 12-5 12-12-7 0-12 5-12 12z',
  'M2 2h9v9H2zm11 0h9v9h-9zM2 13h9v9H2zm15.5 0a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9z',
  'M1 21 8.5 4 16 21zm11.5 0 5-11 5.5 11z',
  'M2 14a10 10 0 0 1 20 0zm0 3h20v3H2z',
];

/**
 * A customer's symbol, from its name, so the same company has the same logo on every page. The
 * hash's seed and factor give each customer of src/content/pages/customers.ts a symbol of its own
 * (tests/src/content/customerMarks.test.ts); a new customer may need them changed.
 */
export function customerSymbol(name: string): number {
  let hash = 36;
  for (const char of name) hash = (hash * 168 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash % CUSTOMER_SYMBOLS.length;
}

/** What a page needs to draw a customer's logo, and the story it links to where one exists. */
export interface CustomerMarkData {
  name: string;
  symbol: string;
  href?: string;
}

export const customerMarkOf = (name: string, href?: string): CustomerMarkData => ({
  name,
  symbol: CUSTOMER_SYMBOLS[customerSymbol(name)] ?? '',
  ...(href && { href }),
});
