import { isPlainText, PLAIN_TEXT_RULE } from '../../contract/fields.ts';
import {
  FORM_EMAIL_PATTERN,
  FORM_PHONE_PATTERN,
  type FormAnswer,
  type FormField,
  formFieldLines,
  isRealDate,
} from '../../contract/publicContent.ts';
import { ONLINE_FORM_ANSWER_MAX_LENGTH } from '../../contract/values.ts';

export type SubmissionCheck =
  | { ok: true; answers: Record<string, FormAnswer> }
  | { ok: false; message: string; errors: Record<string, string> };

/** Checks one answer against its field; returns an error text, or the normalised value. */
function checkAnswer(field: FormField, raw: unknown): { error: string } | { value: FormAnswer | undefined } {
  const blank = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (field.type === 'checkbox') {
    if (raw === undefined || raw === null) {
      return field.required ? { error: 'This field is required' } : { value: false };
    }
    if (typeof raw !== 'boolean') return { error: 'Must be true or false' };
    if (field.required && !raw) return { error: 'This box must be checked' };
    return { value: raw };
  }
  if (blank) return field.required ? { error: 'This field is required' } : { value: undefined };
  if (field.type === 'number') {
    const value = typeof raw === 'string' ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isFinite(value)) return { error: 'Must be a number' };
    return { value };
  }
  if (typeof raw !== 'string') return { error: 'Must be text' };
  const lines = formFieldLines(field);
  if (!isPlainText(raw, lines)) return { error: `Must be ${PLAIN_TEXT_RULE[lines]}` };
  const value = raw.trim();
  if (value.length > ONLINE_FORM_ANSWER_MAX_LENGTH)
    return { error: `Must be at most ${ONLINE_FORM_ANSWER_MAX_LENGTH} characters` };
  switch (field.type) {
    case 'email':
      return FORM_EMAIL_PATTERN.test(value)
        ? { value: value.toLowerCase() }
        : { error: 'Must be a valid email' };
    case 'tel':
      return FORM_PHONE_PATTERN.test(value) ? { value } : { error: 'Must be a valid phone number' };
    case 'date':
      return isRealDate(value) ? { value } : { error: 'Must be a date as YYYY-MM-DD' };
    case 'select':
      return field.options?.includes(value)
        ? { value }
        : { error: `Must be one of: ${field.options?.join(', ')}` };
    default:
      return { value };
  }
}

/** A map without a prototype: a key the client names (`__proto__`, `constructor`) is just a key. */
function emptyMap<Value>(): Record<string, Value> {
  return Object.create(null) as Record<string, Value>;
}

/**
 * Validates answers against a form's fields: required, type, options; unknown fields are refused.
 * Only the answers' own keys count, so `__proto__` or `constructor` are unknown fields like any other.
 */
export function validateSubmission(fields: FormField[], answers: Record<string, unknown>): SubmissionCheck {
  const errors = emptyMap<string>();
  const accepted = emptyMap<FormAnswer>();
  const known = new Set(fields.map((field) => field.name));
  for (const name of Object.keys(answers)) {
    if (!known.has(name)) errors[name] = 'Unknown field';
  }
  for (const field of fields) {
    const raw = Object.hasOwn(answers, field.name) ? answers[field.name] : undefined;
    const result = checkAnswer(field, raw);
    if ('error' in result) errors[field.name] = result.error;
    else if (result.value !== undefined) accepted[field.name] = result.value;
  }
  const failed = Object.entries(errors);
  if (failed.length > 0) {
    const [name, error] = failed[0] as [string, string];
    const label = fields.find((field) => field.name === name)?.label ?? name;
    return { ok: false, message: `${label}: ${error}`, errors };
  }
  return { ok: true, answers: accepted };
}
