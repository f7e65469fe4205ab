// Shapes shared by the sign-in flows (login, signup, Google) and the auth dialog that hosts them.

import type { AuthResponse } from '../contract/auth';

export type { AuthResponse };

export type AuthMethod = 'email-login' | 'email-signup' | 'google';

/** The output of a finished sign-in flow: the auth response and how it was obtained. */
export type AuthResult = AuthResponse & { method: AuthMethod };

/** The user saved after a sign-in (SPEC 3, 'stored user holds id, firstname, lastname, email'). */
export interface SignedInUser {
  id: string | number;
  firstname: string;
  lastname: string;
  email: string;
}

export function signedInUserFrom(response: AuthResponse): SignedInUser {
  return {
    id: response.id,
    firstname: response.firstname,
    lastname: response.lastname,
    email: response.email,
  };
}

/**
 * True only when the flag parses to `{ finishedOnboarding: true }`. A missing or unparseable flag
 * counts as not finished: sending a user to onboarding is recoverable, skipping it is not.
 */
export function hasFinishedOnboarding(onboardingFlag: string | null | undefined): boolean {
  try {
    // A missing flag reads as 'null' or 'undefined'; Object() boxes null, text and numbers, which
    // hold no flag.
    return Object(JSON.parse(String(onboardingFlag))).finishedOnboarding === true;
  } catch {
    return false;
  }
}
