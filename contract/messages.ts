import { PASSWORD_MIN_LENGTH } from './values.ts';

/**
 * The validation messages a visitor reads, written once for the forms (client) and the API (server):
 * SPEC 5's wording where it has one, and the same voice for the contact fields.
 */
export const FIELD_MESSAGES = {
  emailRequired: 'Please input your email',
  emailInvalid: 'Please input a valid email',
  passwordRequired: 'Please input your password',
  passwordTooShort: `Your password should contain at least ${PASSWORD_MIN_LENGTH} characters`,
  signupCodeRequired: 'Please input your signup code',
  firstnameRequired: 'Please input your first name',
  lastnameRequired: 'Please input your last name',
  phoneRequired: 'Please input your phone number',
  phoneInvalid: 'Please input a valid phone number',
} as const;
