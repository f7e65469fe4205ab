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

/** SPEC 8: no route matches the path (404). */
export const notFoundMessage = (path: string) => `Page not found: ${path}`;
/** SPEC 5: a route rejects the path, an unknown slug on a real route (404 unless it says otherwise). */
export const rejectMessage = (path: string) => `Page Not Found: ${path}`;
/**
 * The built 404 page's message: the file cannot know the path, and a host that serves it as it is
 * shows this until the site's script renders the page for the visitor's own path (decision 0113).
 * The reference server puts the path's message in its place before sending the page.
 */
export const UNKNOWN_PATH_MESSAGE = 'Page not found: the address you asked for';
