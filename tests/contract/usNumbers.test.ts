import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDollars, formatMoney, formatNumber, groupDigits } from '../../contract/usNumbers';

// What the hand-written formats must equal: the browser's own US English formats.
const intlNumber = (value: number, digits: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value);
const intlMoney = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    ...(Number.isInteger(amount) ? { maximumFractionDigits: 0 } : {}),
  }).format(amount);

// Amounts as the site meets them: prices, estimates, rates, with ties at every decimal place.
const amounts = fc.oneof(
  fc.double({ min: -1e12, max: 1e12, noNaN: true }),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 1000),
  fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 200),
);

describe('US numbers written by hand', () => {
  it('groups digits by thousands', () => {
    expect(groupDigits('1234567')).toBe('1,234,567');
    expect(groupDigits('999')).toBe('999');
  });

  it('writes prices and estimates as the site shows them', () => {
    expect(formatMoney(1234)).toBe('$1,234');
    expect(formatMoney(0.05)).toBe('$0.05');
    expect(formatMoney(-12.5)).toBe('-$12.50');
    expect(formatDollars(1234.6)).toBe('$1,235');
    expect(formatNumber(1234.56, 1)).toBe('1,234.6');
    expect(formatNumber(2.5)).toBe('3');
  });

  it("writes every number as Intl.NumberFormat('en-US') does", () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 3 }), (value, digits) => {
        expect(formatNumber(value, digits)).toBe(intlNumber(value, digits));
      }),
      { numRuns: 3000 },
    );
  });

  it("writes every amount as Intl's US dollars do", () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatMoney(amount)).toBe(intlMoney(amount));
        expect(formatDollars(amount)).toBe(intlMoney(Math.round(amount)));
      }),
      { numRuns: 3000 },
    );
  });
});
