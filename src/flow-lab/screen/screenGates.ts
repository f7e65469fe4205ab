import type { ScreenGates } from '@/flow-lab/paths/statePaths';

/**
 * Events the site's screens send only once their control shows, by machine: a Go-to takes the
 * visitor's way to a state, never a press no screen offers there.
 */
export const screenGates: Partial<Record<string, ScreenGates>> = {
  // The code field, and so Continue's code, appears once a code was sent (SignupCard).
  signup: { 'signup.continue': (snapshot) => snapshot.context.codeSent === true },
};
