/**
 * The names of the site's buttons that the flows' words name: the site's components render them,
 * and the machines' words (the flow lab's chart and panels) say them, so a PM reads on the chart the
 * button the visitor sees. SPEC's wording where it names the button.
 */
export const BUTTON_LABELS = {
  sendCode: 'Send code',
  continue: 'Continue',
  signUp: 'Sign up',
  signIn: 'Sign in',
  emailEstimate: 'Email me this estimate',
  sendEstimate: 'Send the estimate',
  bookCall: 'Book a call',
  getStarted: 'Get started',
  bookDemo: 'Book a demo',
  acceptAll: 'Accept all',
  necessaryOnly: 'Necessary only',
  retry: 'Retry',
  copyLink: 'Copy link',
  print: 'Print',
  askForIntegration: 'Ask for this integration',
} as const;
