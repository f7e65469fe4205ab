import { describe, expect, it } from 'vitest';
import { fillIn, newest } from '../../../src/site/pageDataParts';

describe("the parts several pages' data share", () => {
  it('fill every placeholder of a copy, through objects and arrays, and leave one without a value', () => {
    const copy = {
      title: '{name} integration',
      ctas: [{ label: 'Connect {name} today' }],
      note: 'Works with {modules}',
      count: 3,
    };
    expect(fillIn(copy, { name: 'Xero' })).toEqual({
      title: 'Xero integration',
      ctas: [{ label: 'Connect Xero today' }],
      note: 'Works with {modules}',
      count: 3,
    });
  });

  it('date a list by its newest entry', () => {
    expect(newest(['2026-06-30', '2026-11-12', '2026-10-01'])).toBe('2026-11-12');
    expect(newest([])).toBe('');
  });
});
