import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/components/sections/ArticleList';

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
