/**
 * The version of the cookie policy the visitor answers. Change it when what a granted category loads
 * changes: every visitor is asked again (a stored choice of another version counts as none). A new
 * category that starts refused (statistics) needs no new version: a choice without it refuses it.
 */
export const COOKIE_POLICY_VERSION = '2026-11';

/** What each category covers, as the banner and the settings dialog say it. */
export const CATEGORY_TEXT = {
  necessary: {
    title: 'Necessary',
    text: 'Keep the site working and you signed in: your session and this choice. Always on.',
  },
  functional: {
    title: 'Functional',
    text: 'The chat widget and the embedded scheduler for booking a demo or a call. Their providers set cookies of their own.',
  },
  marketing: {
    title: 'Marketing',
    text: 'The ads tag, which tells our advertising service that a contact request came from an ad.',
  },
  statistics: {
    title: 'Statistics',
    text: 'Counts of the steps visitors take in our forms and dialogs, such as how many reach the sign-up code, with no cookie and nothing you type. Kept on our own server.',
  },
} as const;
