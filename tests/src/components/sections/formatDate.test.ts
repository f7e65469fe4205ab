import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth } from '../../../../src/components/sections/ArticleList';
import { weeksAfter } from '../../../../src/content/facts/timeline';

const intlDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('formatDate', () => {
  it('writes "14 October 2026"', () => {
    expect(formatDate('2026-10-14')).toBe('14 October 2026');
    expect(formatDate('2024-02-29')).toBe('29 February 2024');
    expect(formatDate('2027-01-01')).toBe('1 January 2027');
  });

  it('writes every day of two years as the en-GB date formatter does', () => {
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(intlDate.format(new Date(day)));
    }
  });
});

describe('formatMonth', () => {
  it('writes "October 2025" from "2025-10"', () => {
    expect(formatMonth('2025-10')).toBe('October 2025');
    expect(formatMonth('2026-01')).toBe('January 2026');
    expect(formatMonth('2026-12')).toBe('December 2026');
  });
});

describe('weeksAfter', () => {
  it("counts a case study's go-live in whole weeks from its kick-off, across months and years", () => {
    expect(weeksAfter('2025-03-10', 4)).toBe('2025-04-07');
    expect(weeksAfter('2025-11-17', 12)).toBe('2026-02-09');
    expect(weeksAfter('2024-02-22', 1)).toBe('2024-02-29');
  });
});
