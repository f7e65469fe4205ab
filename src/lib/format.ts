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

/** 1,234 or 1,234.5: at most `digits` decimals. */
export const formatNumber = (value: number, digits = 0): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits });
