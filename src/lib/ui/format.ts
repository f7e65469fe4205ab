// Number formats of the site's prices and estimates: US English, US dollars.

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $1,234 for whole amounts, $0.05 when there are cents. */
export function formatMoney(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : cents.format(amount);
}

/** $1,234: rounded to the dollar (estimates). */
export const formatDollars = (amount: number): string => wholeDollars.format(Math.round(amount));

// One formatter per number of decimals: toLocaleString with options builds a new one on each call.
const numberFormats = new Map<number, Intl.NumberFormat>();

/** 1,234 or 1,234.5: at most `digits` decimals. */
export function formatNumber(value: number, digits = 0): string {
  let format = numberFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    numberFormats.set(digits, format);
  }
  return format.format(value);
}
