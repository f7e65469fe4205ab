import { sessionMachine } from '@machines/session';
import { eventWords } from '@machines/words';
import type { AnyStateNode } from 'xstate';
import { CALL_HANDLING, type CallHandling } from '@/lib/http/api';
import { reactToFailure } from '@/lib/http/failureReaction';
import { httpHooksFor, type SessionLink } from '@/lib/http/sessionWiring';
import { endpointsOfCalls } from './callOutcomes';
import { machineSourceTexts } from './machineSources';

/** Which endpoint each call of the machines reaches (the `App:` comment on its actor). */
export const callEndpoints = endpointsOfCalls(machineSourceTexts);

const isFailure = (value: unknown): value is { status?: number; message: string } =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/**
 * What the site does beside the flow when the call `actor` fails with `failure`: its HTTP client's
 * reaction (src/lib/http/failureReaction.ts), wired by `httpHooksFor` to `session` and `notify` as the
 * site wires it, with the call made as the site makes it (src/lib/http/api.ts, CALL_HANDLING). A call
 * that reaches no endpoint goes through no HTTP client: nothing happens beside the flow.
 */
export function reactAsTheSite(
  actor: string,
  input: unknown,
  failure: unknown,
  session: SessionLink,
  notify: (message: string) => void,
): void {
  const endpoint = callEndpoints.get(actor);
  if (!endpoint || !isFailure(failure)) return;
  const handling: CallHandling = (CALL_HANDLING as Record<string, CallHandling>)[endpoint.operationId] ?? {};
  const hooks = httpHooksFor(session, notify);
  const token = hooks.getToken();
  const ownToken = (input as { token?: unknown } | null)?.token;
  reactToFailure(
    failure,
    {
      silent: handling.silent,
      sessionToken: handling.ownToken && typeof ownToken === 'string' ? ownToken : undefined,
      sentWith: token ? `jwt ${token}` : null,
    },
    hooks,
  );
}

/**
 * What the session hears from the HTTP client and where it goes, in the session's own words: 'the
 * session hears "The server says the saved sign-in is no longer valid": Nobody is signed in'.
 */
export function sessionHears(type: string): string {
  const transitions = (sessionMachine.root.on as Record<string, { target?: AnyStateNode[] }[]>)[type] ?? [];
  const after = transitions[0]?.target?.[0]?.description;
  return `the session hears "${eventWords(sessionMachine, type) ?? type}"${after ? `: ${after}` : ''}`;
}

/**
 * The reaction above in words when it reaches the session (a 401), for the answer's hint in the lab:
 * found by running it for a signed-in visitor with a session and a toaster that only listen, so the
 * words follow the wiring. Null when the failure only shows its message, as the screen's toast does.
 */
export function siteReactionWords(actor: string, input: unknown, failure: unknown): string | null {
  const heard: string[] = [];
  const toasts: string[] = [];
  const session: SessionLink = {
    getSnapshot: () => ({ context: { token: 'signed-in' } }),
    send: (event) => heard.push(sessionHears(event.type)),
  };
  reactAsTheSite(actor, input, failure, session, (message) => toasts.push(`the toast "${message}" shows`));
  return heard.length > 0 ? `On the site ${[...heard, ...toasts].join(', and ')}.` : null;
}
