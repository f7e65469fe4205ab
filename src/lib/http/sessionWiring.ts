import type { SessionEvent } from '@machines/session';
import type { HttpHooks } from './httpHooks';

/** The session actor as the HTTP client reaches it: its token, and the event a 401 sends it. */
export interface SessionLink {
  getSnapshot(): { context: { token: string | null } };
  send(event: Extract<SessionEvent, { type: 'session.unauthorized' }>): void;
}

/**
 * The HTTP client's wiring to a session and a toaster: the token it sends, the session it signs out
 * on a 401, the toast it raises. The site connects its client with it; the flow lab reacts to the
 * answers it gives with the same wiring, so a 401 there signs out and toasts as on the site.
 */
export function httpHooksFor(session: SessionLink, notifyError: (message: string) => void): HttpHooks {
  return {
    getToken: () => session.getSnapshot().context.token,
    onUnauthorized: () => session.send({ type: 'session.unauthorized' }),
    notifyError,
  };
}
