import { API_PREFIX } from '@contract/endpoints';
import { LAB_SCRATCH_PATH } from '@contract/values';
import type { OnlineFormSubmission } from '@machines/onlineForm';
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import { isMachineLogic } from '@/flow-lab/machineLogic';
import {
  type CallOptions,
  call,
  checkVerifyCode,
  emailRoiEstimate,
  login,
  register,
  requestIntegration,
  sendVerifyCode,
  submitHomepageCta,
  submitOnlineForm,
} from '@/lib/http/api';
import { callEndpoints } from './siteReactions';

/** Where the lab's calls go when the server answers them: the scratch server's API (server/labScratch.ts). */
export const SCRATCH_API_BASE = `${LAB_SCRATCH_PATH}${API_PREFIX}`;
const TO_SCRATCH: CallOptions = { apiBase: SCRATCH_API_BASE };

/**
 * The calls the scratch server answers, each made by the function of the site's API client
 * (src/lib/http/api.ts) the flow's effects call with the actor's input (`*.effects.ts` in src/features).
 */
const SERVER_CALLS: Record<string, (input: never, options: CallOptions) => Promise<unknown>> = {
  loginRequest: login,
  sendVerifyCode,
  checkVerifyCode,
  register,
  submitContact: submitHomepageCta,
  sendIntegrationRequest: requestIntegration,
  sendEstimate: emailRoiEstimate,
  submitForm: (input: OnlineFormSubmission, options: CallOptions) =>
    submitOnlineForm(input.formId, input.answers, options),
};

/** Whether the scratch server can answer a call of `actor`. */
export const answeredByServer = (actor: string): boolean => Object.hasOwn(SERVER_CALLS, actor);

/**
 * Why the scratch server does not answer a call a flow of the lab makes, in words (the menu answers
 * it), or null when it does.
 */
export function whyNotByServer(actor: string): string | null {
  if (answeredByServer(actor)) return null;
  if (actor === 'exchangeCredential')
    return "The server cannot answer this call here: it checks that Google signed the visitor's credential, and the lab has none Google signed. Answer it from the menu.";
  if (callEndpoints.has(actor))
    return "The server cannot answer this call here: it asks with the site's own sign-in, which the scratch server does not know. Answer it from the menu.";
  return 'This call is not one of the API: the site answers it in the browser (its code, its storage, its pages). Answer it from the menu.';
}

/** Whether `machine` or one of its child flows makes a call the scratch server answers. */
export function callsTheServer(machine: AnyStateMachine): boolean {
  return Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>).some(
    ([name, logic]) => answeredByServer(name) || (isMachineLogic(logic) && callsTheServer(logic)),
  );
}

export interface ServerAnswer {
  outcome: 'resolve' | 'reject';
  value: unknown;
}

/**
 * The scratch server's answer to a call of `actor` with `input`, as the site's HTTP client hands it
 * to the flow: the answer's body, or the failure's `{ status, message }`.
 */
export async function askServer(actor: string, input: unknown): Promise<ServerAnswer> {
  const send = SERVER_CALLS[actor];
  if (!send) throw new Error(`The scratch server does not answer ${actor}`);
  try {
    const value = await send(input as never, TO_SCRATCH);
    return { outcome: 'resolve', value };
  } catch (failure) {
    // An answer the contract does not describe rejects with an Error: the lab keeps plain data.
    return { outcome: 'reject', value: failure instanceof Error ? { message: failure.message } : failure };
  } finally {
    scratchServer.asked(input);
  }
}

/**
 * Whether a scratch server answers where the lab is served (a production server never has one): its
 * root says so without opening its database, which its first call does.
 */
export async function scratchServerAnswers(): Promise<boolean> {
  try {
    const answer = await fetch(`${LAB_SCRATCH_PATH}/`, { headers: { Accept: 'application/json' } });
    return answer.ok && ((await answer.json()) as { labScratch?: unknown }).labScratch === true;
  } catch {
    return false;
  }
}

/** The newest code the scratch server sent to `email`, from its outbox. */
export async function lastScratchCode(email: string): Promise<string | null> {
  const { messages } = await call('devOutbox', { query: { email } }, { ...TO_SCRATCH, silent: true });
  return messages.find((message) => message.code)?.code ?? null;
}

const emailOf = (input: unknown) => {
  const email = (input as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim() : null;
};

export interface ScratchServerView {
  /** The "Server" mode: every waiting call the scratch server can answer is asked at once. */
  auto: boolean;
  /** The address of the last call the scratch server answered: its outbox is read for it. */
  email: string | null;
  /** Calls answered so far: the outbox is read again after each. */
  asked: number;
}

/** The lab's scratch-server settings, one for the page: the mode stays on from flow to flow. */
export const scratchServer = (() => {
  let view: ScratchServerView = { auto: false, email: null, asked: 0 };
  const listeners = new Set<() => void>();
  const set = (next: Partial<ScratchServerView>) => {
    view = { ...view, ...next };
    for (const listener of listeners) listener();
  };
  return {
    getView: () => view,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setAuto: (auto: boolean) => set({ auto }),
    asked: (input: unknown) => set({ email: emailOf(input) ?? view.email, asked: view.asked + 1 }),
  };
})();
