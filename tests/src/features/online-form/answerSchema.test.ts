import { describe, expect, it } from 'vitest';
import { type FormField, isRealDate } from '../../../../contract/publicContent';
import {
  answerSchema,
  buildAnswersSchema,
  initialValues,
  MESSAGES,
} from '../../../../src/features/online-form/answerSchema';

const f = (type: FormField['type'], required = true, options?: string[]): FormField => ({
  name: 'x',
  label: 'X',
  type,
  required,
  ...(options ? { options } : {}),
});

const messageOf = (field: FormField, value: unknown) => {
  const result = answerSchema(field).safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('answer schema built from the definition', () => {
  it('requires required fields, blank text counting as missing', () => {
    for (const type of ['text', 'textarea', 'email', 'tel', 'number', 'date', 'select'] as const) {
      expect(messageOf(f(type, true, type === 'select' ? ['A'] : undefined), '')).toBe(MESSAGES.required);
      expect(messageOf(f(type, true, type === 'select' ? ['A'] : undefined), '   ')).toBe(MESSAGES.required);
      expect(answerSchema(f(type, false, type === 'select' ? ['A'] : undefined)).parse('')).toBeUndefined();
    }
  });

  it('checks each type with the server wording', () => {
    expect(messageOf(f('email'), 'a@b')).toBe(MESSAGES.email);
    expect(answerSchema(f('email')).parse(' Ada@Example.COM ')).toBe('ada@example.com');
    expect(messageOf(f('tel'), 'abc')).toBe(MESSAGES.tel);
    expect(answerSchema(f('tel')).parse('+1 (202) 555-0123')).toBe('+1 (202) 555-0123');
    expect(messageOf(f('number'), '1e')).toBe(MESSAGES.number);
    expect(answerSchema(f('number')).parse(' 12.5 ')).toBe(12.5);
    expect(messageOf(f('date'), '2025-02-30')).toBe(MESSAGES.date);
    expect(answerSchema(f('date')).parse('2024-02-29')).toBe('2024-02-29');
    expect(messageOf(f('select', true, ['A', 'B']), 'C')).toBe('Must be one of: A, B');
    expect(messageOf(f('text'), 'x'.repeat(5001))).toBe(MESSAGES.tooLong);
    expect(answerSchema(f('text')).parse('  hi  ')).toBe('hi');
  });

  it('refuses control and bidi characters, and line breaks outside a textarea, as the server does', () => {
    expect(messageOf(f('text'), 'Acme\r\nBcc: x@y.z')).toBe(
      'Must be one line of text without control characters',
    );
    expect(messageOf(f('textarea'), 'one\ntwo\u202E')).toBe('Must be text without control characters');
    expect(messageOf(f('textarea'), 'one\n\ttwo 漢字 😀')).toBeNull();
  });

  it('checkboxes: a required one must be checked, an optional one is false when left', () => {
    expect(messageOf(f('checkbox'), false)).toBe(MESSAGES.checkboxRequired);
    expect(messageOf(f('checkbox'), undefined)).toBe(MESSAGES.required);
    expect(answerSchema(f('checkbox')).parse(true)).toBe(true);
    expect(answerSchema(f('checkbox', false)).parse(undefined)).toBe(false);
  });

  it('builds the whole form: blank optional answers are left out', () => {
    const fields: FormField[] = [
      { name: 'company', label: 'Company', type: 'text', required: true },
      { name: 'phone', label: 'Phone', type: 'tel', required: false },
      { name: 'ok', label: 'OK', type: 'checkbox', required: false },
    ];
    expect(initialValues(fields)).toEqual({ company: '', phone: '', ok: false });
    expect(buildAnswersSchema(fields).parse({ company: 'Acme', phone: '', ok: false })).toEqual({
      company: 'Acme',
      ok: false,
    });
  });

  it('knows real dates', () => {
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('2024-12-31')).toBe(true);
    expect(isRealDate('31/12/2024')).toBe(false);
  });
});
