import { isPlainText, PLAIN_TEXT_RULE } from '@contract/fields';
import {
  FORM_EMAIL_PATTERN,
  FORM_PHONE_PATTERN,
  type FormAnswer,
  type FormField,
  formFieldLines,
  isRealDate,
} from '@contract/publicContent';
import { z } from '@contract/zod';
import { ONLINE_FORM_ANSWER_MAX_LENGTH } from '@machines/constants';

// The client-side checks of an online form, built from its definition. The rules and the wording
// are the reference server's (server/forms/validateSubmission.ts), so a visitor sees the same
// message before sending as the server would answer.

export const MESSAGES = {
  required: 'This field is required',
  checkboxRequired: 'This box must be checked',
  email: 'Must be a valid email',
  tel: 'Must be a valid phone number',
  number: 'Must be a number',
  date: 'Must be a date as YYYY-MM-DD',
  tooLong: `Must be at most ${ONLINE_FORM_ANSWER_MAX_LENGTH} characters`,
  oneOf: (options: readonly string[]) => `Must be one of: ${options.join(', ')}`,
} as const;

/** What the inputs hold: text for every field, a boolean for checkboxes. */
export type FormValues = Record<string, string | boolean>;
/** What is sent: blank optional answers left out, numbers as numbers, emails lower-case. */
export type Answers = Record<string, FormAnswer>;

/** A missing value gets "This field is required"; any other problem the schema's own message. */
const requiredError = (otherwise?: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? MESSAGES.required : otherwise),
});

/** The check of one present (non-blank) answer, by field type. */
function presentAnswer(field: FormField): z.ZodType<FormAnswer> {
  const lines = formFieldLines(field);
  const text = z
    .string(requiredError())
    .refine((value) => isPlainText(value, lines), `Must be ${PLAIN_TEXT_RULE[lines]}`)
    .trim()
    .max(ONLINE_FORM_ANSWER_MAX_LENGTH, MESSAGES.tooLong);
  switch (field.type) {
    case 'email':
      return text.regex(FORM_EMAIL_PATTERN, MESSAGES.email).transform((value) => value.toLowerCase());
    case 'tel':
      return text.regex(FORM_PHONE_PATTERN, MESSAGES.tel);
    case 'number':
      return text
        .refine((value) => Number.isFinite(Number(value)), MESSAGES.number)
        .transform((value) => Number(value));
    case 'date':
      return text.refine(isRealDate, MESSAGES.date);
    case 'select': {
      const options = field.options ?? [];
      return z.string(requiredError(MESSAGES.oneOf(options))).refine((value) => options.includes(value), {
        message: MESSAGES.oneOf(options),
      });
    }
    default:
      return text;
  }
}

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** The check of one field: required or optional, blank text counting as missing. */
export function answerSchema(field: FormField): z.ZodType<FormAnswer | undefined> {
  if (field.type === 'checkbox') {
    return field.required
      ? z.literal(true, requiredError(MESSAGES.checkboxRequired))
      : z.boolean().optional().default(false);
  }
  const present = presentAnswer(field);
  return z.preprocess(blankToUndefined, field.required ? present : present.optional());
}

/** The zod schema of a whole form: one entry per field; its output is what is sent. */
export function buildAnswersSchema(fields: readonly FormField[]) {
  const shape = Object.fromEntries(fields.map((field) => [field.name, answerSchema(field)]));
  return z.object(shape).transform((answers): Answers => {
    const sent: Answers = {};
    for (const [name, value] of Object.entries(answers))
      if (value !== undefined) sent[name] = value as FormAnswer;
    return sent;
  });
}

/** The empty form: blank text, unchecked boxes. */
export function initialValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === 'checkbox' ? false : '']));
}
