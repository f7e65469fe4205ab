import { describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES, formFieldLines } from '../../contract/publicContent';

// How many lines an online form's answer may run over, by its field's type.

describe('an online form field', () => {
  it('takes an answer over many lines in a textarea only', () => {
    expect(formFieldLines({ type: 'textarea' })).toBe('many');
    for (const type of FORM_FIELD_TYPES.filter((other) => other !== 'textarea'))
      expect(formFieldLines({ type })).toBe('one');
  });
});
