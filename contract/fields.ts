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

function text(name: string, missing: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? missing : `${name} must be a string`,
  });
}

export function requiredText(name: string, missing: string, maxLength = 100) {
  return text(name, missing)
    .trim()
    .min(1, missing)
    .max(maxLength, `${name} must be at most ${maxLength} characters`);
}

export const emailField = text('email', FIELD_MESSAGES.emailRequired)
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
    text(name, FIELD_MESSAGES.signupCodeRequired)
      .trim()
      .min(1, FIELD_MESSAGES.signupCodeRequired)
      .regex(/^\d{6}$/, 'The verification code is 6 digits'),
    { alsoNamed: ['code', 'otp'] },
  );

/** rId: the referring employee or campaign; optional, short, printable. */
export const referralIdField = z
  .union([z.string(), z.number()], { error: 'rId must be a string' })
  .optional()
  .nullable()
  .transform((value) => (value === undefined || value === null ? null : String(value).trim() || null))
  .pipe(z.string().max(64, 'rId must be at most 64 characters').nullable());
