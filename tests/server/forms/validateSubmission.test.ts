import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_FORM } from '../../../contract/fixtures';
import { formFieldLines } from '../../../contract/publicContent';
import { validateSubmission } from '../../../server/forms/validateSubmission';
import { NOT_ONE_LINE } from '../../helpers/notPlainText';

const answers = {
  company: 'Acme Builders',
  email: 'ops@acme.example',
  phone: '+1 202 555 0123',
  industry: 'Construction',
  start_date: '2030-03-01',
  details: 'Move our job costing off spreadsheets.',
  consent: true,
};
const LINE_BREAKS = new Set(['\t', '\n', '\r', '\u2028', '\u2029']);

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

describe('the text answers of an online form', () => {
  const textFields = DEMO_FORM.fields.filter(
    (field) => typeof answers[field.name as keyof typeof answers] === 'string',
  );

  it.each(textFields.map((field) => ({ name: field.name, field })))(
    '$name refuses what its field may not hold, anywhere, naming the field',
    ({ field }) => {
      const multiLine = formFieldLines(field) === 'many';
      const forbidden = NOT_ONE_LINE.filter((character) => !(multiLine && LINE_BREAKS.has(character)));
      const base = answers[field.name as keyof typeof answers] as string;
      fc.assert(
        fc.property(fc.constantFrom(...forbidden), fc.nat({ max: base.length }), (character, at) => {
          const value = `${base.slice(0, at)}${character}${base.slice(at)}`;
          const check = validateSubmission(DEMO_FORM.fields, { ...answers, [field.name]: value });
          expect(check.ok).toBe(false);
          if (!check.ok) expect(Object.keys(check.errors)).toEqual([field.name]);
        }),
      );
    },
  );
});
