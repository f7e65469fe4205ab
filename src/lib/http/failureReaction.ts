import type { HttpHooks } from './httpHooks';

export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/** How a failed call was made: what decides the app's reaction besides the answer. */
export interface FailedCall {
  /** No error toast: the caller shows or logs the failure itself. */
  silent?: boolean;
  /** The call was about a token of its own (logout's), not the stored one: its 401 is no expiry. */
  sessionToken?: string;
  /** The Authorization header the call was sent with, if any. */
  sentWith: unknown;
}

/**
 * What the app does when a call fails, beside rejecting (SPEC 8): a 401 signs the visitor out and
 * says "Unauthorized", any other failure is toasted unless the call is silent. The HTTP client runs
 * it on every failure; the flow lab runs it on a failure it answers with, so both react alike.
 */
export function reactToFailure(
  failure: { status?: number; message: string },
  call: FailedCall,
  hooks: HttpHooks,
) {
  if (failure.status === 401 && !call.sessionToken) {
    // A late 401 for a token that has since been replaced must not sign the new session out.
    const current = hooks.getToken();
    if (!call.sentWith || !current || call.sentWith === `jwt ${current}`) hooks.onUnauthorized();
    hooks.notifyError(UNAUTHORIZED_MESSAGE);
  } else if (!call.silent) {
    hooks.notifyError(failure.message);
  }
}
