/**
 * Numbers as US English writes them, by hand: what `Intl.NumberFormat('en-US', …)` writes, without
 * building a formatter. The browser's first locale formatter loads its locale data, about 16 ms, 64 ms
 * at 4x CPU, in whichever task first formats a number: on `/pricing` and `/RoiCalculator` that task is
 * the hydration of the first priced part, a long task the visitor would wait behind.
 */

/** A run of digits grouped by thousands: 1234567 → 1,234,567. */
export const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

// Intl writes a minus for every negative value, -0 and what rounds to 0 included.
const minus = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/**
 * `value` rounded to `digits` decimals as Intl rounds: half away from zero, on the shortest decimal
 * that reads back as the number (4995.115 is 4995.115, not the binary value just under it, which is
 * what `toFixed` rounds). Returns the whole part and the decimals, unsigned.
 */
function roundedDigits(value: number, digits: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const significand = BigInt(mantissa.replace('.', ''));
  // value = significand × 10^power; scaled = value × 10^digits, rounded to a whole number.
  const power = Number(exponent) - mantissa.replace(/^\d\.?/, '').length + digits;
  let scaled = significand * 10n ** BigInt(Math.max(power, 0));
  if (power < 0) {
    const divisor = 10n ** BigInt(-power);
    scaled = significand / divisor + ((significand % divisor) * 2n >= divisor ? 1n : 0n);
  }
  const text = scaled.toString().padStart(digits + 1, '0');
  return [text.slice(0, text.length - digits), text.slice(text.length - digits)];
}

/**
 * `value` with at most `digits` decimals, as `Intl.NumberFormat('en-US', { maximumFractionDigits })`
 * writes it: rounded as Intl rounds, trailing zeros dropped, thousands grouped.
 */
export function formatNumber(value: number, digits = 0): string {
  const [whole, fraction] = roundedDigits(value, digits);
  const kept = fraction.replace(/0+$/, '');
  return `${minus(value)}${groupDigits(whole)}${kept ? `.${kept}` : ''}`;
}

/** $1,234 for whole amounts, $0.05 when there are cents (en-US currency, USD). */
export function formatMoney(amount: number): string {
  const [whole, cents] = roundedDigits(amount, Number.isInteger(amount) ? 0 : 2);
  return `${minus(amount)}$${groupDigits(whole)}${cents ? `.${cents}` : ''}`;
}

/** $1,234: rounded to the dollar (estimates). */
export const formatDollars = (amount: number): string => formatMoney(Math.round(amount));
