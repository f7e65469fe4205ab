import { describe, expect, it } from 'vitest';
import { validateSubmission } from '../../../server/forms/validateSubmission';

describe('validateSubmission', () => {
  it('checks required checkboxes, optional blanks and numeric strings', () => {
    const fields = [
      { name: 'n', type: 'number' as const, label: 'N', required: false },
      { name: 'c', type: 'checkbox' as const, label: 'C', required: false },
    ];
    expect(validateSubmission(fields, { n: '42' })).toEqual({ ok: true, answers: { n: 42, c: false } });
    expect(validateSubmission(fields, { n: '' })).toEqual({ ok: true, answers: { c: false } });
    expect(validateSubmission(fields, { n: 'Infinity' }).ok).toBe(false);
  });
});
