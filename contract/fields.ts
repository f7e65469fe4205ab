import { FIELD_MESSAGES } from './messages.ts';
import { secret } from './secrets.ts';
import { PASSWORD_MIN_LENGTH } from './values.ts';
import { z } from './zod.ts';

// The wording of SPEC.md section 5 where it has one; the rest says which field and what is wrong.

export const MAX_PASSWORD_LENGTH = 256;

/** A JSON object body; anything else (array, string, null) gets one clear message. */
export function jsonObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: 'The request body must be a JSON object' });
}

/**
 * What no text field holds: C0 and C1 control characters (DEL among them) other than tab and line
 * breaks, and the bidi marks, embeddings, overrides and isolates that make text read other than it is
 * stored ("a\u202Egnp.exe"). A one-line field holds no tab, line break or line/paragraph separator either.
 */
const HIDDEN_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;

/** A one-line field (a name) or a multi-line one (a message), which keeps its tabs and line breaks. */
export type TextLines = 'one' | 'many';

/** The one rule of free text, for the API and the forms alike: whether `text` may fill a field. */
export function isPlainText(text: string, lines: TextLines): boolean {
  return !HIDDEN_CHARACTERS.test(text) && (lines === 'many' || !LINE_BREAKS.test(text));
}

/** The rule in words, for a message that names its field ("firstname must be …", "Must be …"). */
export const PLAIN_TEXT_RULE: Record<TextLines, string> = {
  one: 'one line of text without control characters',
  many: 'text without control characters',
};

/** What a field that breaks the rule answers, naming the field. */
export const plainTextMessage = (name: string, lines: TextLines) =>
  `${name} must be ${PLAIN_TEXT_RULE[lines]}`;

/** A string schema with the rule of free text, checked before any trim so nothing is dropped unseen. */
export function plainText<Schema extends z.ZodString>(
  schema: Schema,
  name: string,
  lines: TextLines = 'one',
) {
  return schema.refine((text) => isPlainText(text, lines), plainTextMessage(name, lines));
}

function text(name: string, missing: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? missing : `${name} must be a string`,
  });
}

/** A required one-line text field: a name, a company, a tool. */
export function requiredText(name: string, missing: string, maxLength = 100) {
  return plainText(text(name, missing), name)
    .trim()
    .min(1, missing)
    .max(maxLength, `${name} must be at most ${maxLength} characters`);
}

export const emailField = plainText(text('email', FIELD_MESSAGES.emailRequired), 'email')
  .trim()
  .toLowerCase()
  .min(1, FIELD_MESSAGES.emailRequired)
  .max(254, FIELD_MESSAGES.emailInvalid)
  .pipe(z.email(FIELD_MESSAGES.emailInvalid));

export const passwordField = secret(
  text('password', FIELD_MESSAGES.passwordRequired)
    .min(1, FIELD_MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, FIELD_MESSAGES.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, `Your password should contain at most ${MAX_PASSWORD_LENGTH} characters`),
);

/** Login checks only presence: a password set under other rules must still be able to log in. */
export const loginPasswordField = secret(
  text('password', FIELD_MESSAGES.passwordRequired)
    .min(1, FIELD_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, 'Incorrect email or password'),
);

/** The e-mailed sign-up code; the sign-up flow calls it `code`, a one-time password `otp`. */
export const codeField = (name: string) =>
  secret(
    plainText(text(name, FIELD_MESSAGES.signupCodeRequired), name)
      .trim()
      .min(1, FIELD_MESSAGES.signupCodeRequired)
      .regex(/^\d{6}$/, 'The verification code is 6 digits'),
    { alsoNamed: ['code', 'otp'] },
  );

/** rId: the referring employee or campaign; optional, short, one line. */
export const referralIdField = z
  .union([z.string(), z.number()], { error: 'rId must be a string' })
  .refine((value) => typeof value !== 'string' || isPlainText(value, 'one'), plainTextMessage('rId', 'one'))
  .optional()
  .nullable()
  .transform((value) => (value === undefined || value === null ? null : String(value).trim() || null))
  .pipe(z.string().max(64, 'rId must be at most 64 characters').nullable());
