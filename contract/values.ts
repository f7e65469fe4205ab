// The values of SPEC.md sections 7 and 9 that client and server agree on. Written once, here.

export const PASSWORD_MIN_LENGTH = 10;
export const RESEND_COUNTDOWN_S = 60;
/**
 * Wrong guesses of sign-up codes for one address per 24 hours, whatever the number of codes sent: a
 * resend gives its code 5 attempts of its own, so without this cap every minute would bring 5 more.
 */
export const DAILY_WRONG_CODE_GUESSES = 20;
/** Wrong guesses one sign-up code takes; the next check finds it void. */
export const CODE_WRONG_ATTEMPTS = 5;

export const DEFAULT_SIGNUP_PLAN = 'freeforever';
export const DEFAULT_REL = 'aden';
export const REL_AIFORM = 'aden-aiform';
export const REL_EMPLOYEE = 'aden-employee';
export const MODE_AIFORM = 'aden-ai-form';
export const MODE_HOMEPAGE = 'aden-homepage';

/** The `rel` values the platform accepts (SPEC 3, 7). */
export const RELS = [DEFAULT_REL, REL_AIFORM, REL_EMPLOYEE] as const;
export type Rel = (typeof RELS)[number];
/** The `mode` values of send-verify-code (SPEC 7). */
export const MODES = [MODE_AIFORM, MODE_HOMEPAGE] as const;
export type Mode = (typeof MODES)[number];

/** Online forms: the longest text answer the reference server accepts (chosen by the team). */
export const ONLINE_FORM_ANSWER_MAX_LENGTH = 5000;
