// The values of SPEC.md sections 7 and 9 that client and server agree on. Written once, here.

export const PASSWORD_MIN_LENGTH = 10;
export const RESEND_COUNTDOWN_S = 60;
/**
 * Wrong guesses of sign-up codes one network may make for one address per 24 hours, whatever the
 * number of codes sent: a resend starts a code's own attempts afresh, so without this cap every
 * minute would bring more. The owner's right code, from another network, still works.
 */
export const DAILY_WRONG_CODE_GUESSES = 20;
/**
 * Wrong guesses for one address per 24 hours from every network together; past them the address
 * takes no guess and gets no code until the day ends. Five networks' worth: one stranger cannot
 * reach it, and it bounds a guesser of many networks to one chance in 10,000 a day.
 */
export const ADDRESS_DAILY_WRONG_CODE_GUESSES = 5 * DAILY_WRONG_CODE_GUESSES;
/**
 * Wrong guesses one code takes from every network together before it is void: more than one network
 * may make in a day (DAILY_WRONG_CODE_GUESSES), so a stranger alone cannot void the owner's code.
 */
export const CODE_WRONG_ATTEMPTS = 50;

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

/** The ROI calculator's page: the route table routes it, and the e-mailed estimate links to it. */
export const ROI_CALCULATOR_PATH = '/RoiCalculator';

/**
 * The most mails of a kind one address receives a day, and the whole site sends an hour (times
 * RATE_LIMIT_SCALE): server/mail/mailLimits.ts holds every mail to them.
 */
export const ROI_MAIL_LIMITS = { perRecipient: 3, perHour: 100 } as const;
export const CODE_MAIL_LIMITS = { perRecipient: 10, perHour: 300 } as const;

/**
 * Where a server that serves the flow lab outside production mounts the lab's scratch server: the
 * whole API on a database of its own, which the lab calls to answer a waiting call as the server would.
 */
export const LAB_SCRATCH_PATH = '/flows/scratch';
