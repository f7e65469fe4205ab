// Every number and fixed string of SPEC.md section 9 that the flows use, in one place (the UI's
// sizes and layers are the theme's tokens, src/lib/config/themeTokens.ts). Code and
// tests import from here; what the server agrees on too (rel, mode, plan, password minimum, resend
// countdown) is in contract/values.ts and re-exported below, so it is still written once.

export {
  DEFAULT_REL,
  DEFAULT_SIGNUP_PLAN,
  MODE_AIFORM,
  MODE_HOMEPAGE,
  ONLINE_FORM_ANSWER_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REL_AIFORM,
  REL_EMPLOYEE,
  RESEND_COUNTDOWN_S,
} from '../contract/values';

export const HTTP_TIMEOUT_MS = 30_000;

export const DEFAULT_PHONE_COUNTRY = 'US';
export const DEFAULT_DIAL_CODE = '1';

export const TOAST_DURATION_MS = 3000;
export const TOAST_DEFAULT_TYPE = 'info';
/** A toast lifetime of 0 means it never closes. */
export const TOAST_LIFETIME_FOREVER = 0;

export const LOADING_OVERLAY_CLOSE_DELAY_MS = 400;

export const LOADING_BAR_DURATION_MS = 2000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_HIDE_DELAY_MS = 500;
export const LOADING_BAR_RESET_DELAY_MS = 400;

export const BUILD_POLL_MS = 3_600_000;
export const RELOAD_GUARD_MS = 10_000;
export const MANIFEST_PREFETCH_DELAY_MS = 1000;
export const MAX_ROUTE_PRELOADS = 5;

export const CHAT_REGIONS = ['us', 'eu', 'ap'] as const;
export type ChatRegion = (typeof CHAT_REGIONS)[number];

// Added for the statecharts in machines/ (not in SPEC.md section 9; chosen by the team).
/** How often the loading bar advances while loading. */
export const LOADING_BAR_TICK_MS = 100;
/** The loading bar's full width, in percent. */
export const LOADING_BAR_FULL_PROGRESS = 100;
/** The resend countdown counts down one second at a time. */
export const RESEND_COUNTDOWN_TICK_MS = 1000;
