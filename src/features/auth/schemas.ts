import { FIELD_MESSAGES } from '@contract/messages';
import { PASSWORD_MIN_LENGTH } from '@machines/constants';
import { z } from 'zod';

// SPEC 5: the validation rules of the login and sign-up forms, with their exact messages.

const { emailRequired, emailInvalid, passwordRequired, passwordTooShort, signupCodeRequired } =
  FIELD_MESSAGES;
export const MESSAGES = {
  emailRequired,
  emailInvalid,
  passwordRequired,
  passwordTooShort,
  signupCodeRequired,
};

/**
 * SPEC 5: "a rule that fails without a message" says the field name plus "fails". Passed to every
 * parse of these forms as the contextual error map; rules with a message keep their own.
 */
export function ruleFailsMessage(issue: { path?: readonly PropertyKey[] }): string {
  const field = (issue.path ?? []).map(String).join('.') || 'value';
  return `${field} fails`;
}

export const parseOptions = { error: ruleFailsMessage } as const;

const requiredEmail = z.string().trim().min(1, MESSAGES.emailRequired);
const validEmail = requiredEmail.pipe(z.email(MESSAGES.emailInvalid));
const requiredPassword = z.string().min(1, MESSAGES.passwordRequired);

export const loginSchema = z.object({
  email: requiredEmail,
  password: requiredPassword,
});
export type LoginValues = z.input<typeof loginSchema>;

/** Sign-up step 1: the e-mail (Send code needs only this) and the emailed code (Continue). */
export const signupEmailSchema = z.object({ email: validEmail });

export const signupStep1Schema = z.object({
  email: validEmail,
  signupCode: z.string().trim().min(1, MESSAGES.signupCodeRequired),
});
export type SignupStep1Values = z.input<typeof signupStep1Schema>;

/** Sign-up step 2: the password (the e-mail was checked in step 1, or came with the link). */
export const signupStep2Schema = z.object({
  email: requiredEmail,
  password: requiredPassword.pipe(z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)),
});
export type SignupStep2Values = z.input<typeof signupStep2Schema>;
