import { CODE_REFUSALS, SIGNUP_REFUSALS } from '@contract/answers';
import { DAILY_WRONG_CODE_GUESSES, RESEND_COUNTDOWN_S } from '@contract/values';
import { callEndpoints } from './siteReactions';

/** A call the lab answered, at the lab clock's time: what the reference server would remember. */
export interface AnsweredCall {
  actor: string;
  input: unknown;
  outcome: 'resolve' | 'reject';
  value: unknown;
  atMs: number;
}

/** What the server would answer instead: its status and message. */
interface Refusal {
  why: string;
  status: number;
  message: string;
}

const operationOf = (actor: string) => callEndpoints.get(actor)?.operationId;
const emailOf = (input: unknown) => {
  const email = (input as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};
const statusOf = (value: unknown) => (value as { status?: unknown } | null)?.status;
const messageOf = (value: unknown) => (value as { message?: unknown } | null)?.message;
const seconds = (ms: number) => Math.floor(ms / 1000);
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The reference server's sign-up rules (server/routes/verificationRoutes.ts, userRoutes.ts), read from what was answered before. */
function refusalOf(
  history: readonly AnsweredCall[],
  actor: string,
  input: unknown,
  nowMs: number,
): Refusal | null {
  const operation = operationOf(actor);
  const email = emailOf(input);
  if (!operation || email === null) return null;
  const earlier = (wanted: string, outcome: 'resolve' | 'reject') =>
    history.filter(
      (call) =>
        operationOf(call.actor) === wanted && call.outcome === outcome && emailOf(call.input) === email,
    );

  const registered = earlier('register', 'resolve').at(-1);
  if (registered && (operation === 'sendVerifyCode' || operation === 'register'))
    return {
      why: `an account with this address was created ${seconds(nowMs - registered.atMs)} s ago`,
      status: 409,
      message: SIGNUP_REFUSALS.emailTaken,
    };

  const lastCode = earlier('sendVerifyCode', 'resolve').at(-1);
  if (operation === 'sendVerifyCode' && lastCode) {
    const leftMs = lastCode.atMs + RESEND_COUNTDOWN_S * 1000 - nowMs;
    if (leftMs > 0)
      return {
        why: `a code was sent ${seconds(nowMs - lastCode.atMs)} s ago`,
        status: 429,
        message: SIGNUP_REFUSALS.resendWait(Math.max(1, Math.ceil(leftMs / 1000))),
      };
  }

  // The lab is one visitor on one network: the daily count of wrong codes per network and address
  // (across resends) is the limit it meets first; a code's own limit needs many networks.
  if (operation === 'checkVerifyCode' || operation === 'register') {
    const wrong = earlier('checkVerifyCode', 'reject').filter(
      (call) => call.atMs > nowMs - DAY_MS && messageOf(call.value) === CODE_REFUSALS.wrong,
    );
    const first = wrong[0];
    if (first && wrong.length >= DAILY_WRONG_CODE_GUESSES)
      return {
        why: `this network sent ${wrong.length} wrong codes for the address today`,
        status: 429,
        message: SIGNUP_REFUSALS.tooManyGuessesToday(
          `${Math.ceil((first.atMs + DAY_MS - nowMs) / HOUR_MS)} hours`,
        ),
      };
  }
  return null;
}

/**
 * Where an answer picked for a waiting call contradicts what the reference server would say given
 * the calls answered before in the lab (a second code within the countdown, a guess at a code void
 * after its wrong guesses, an address that already has an account), the server's rule in words;
 * null when the server could answer so. The rules read the contract's numbers and messages, as the
 * server does.
 */
export function serverObjection(
  history: readonly AnsweredCall[],
  call: { actor: string; input: unknown },
  answer: { outcome: 'resolve' | 'reject'; value: unknown },
  nowMs: number,
): string | null {
  const refusal = refusalOf(history, call.actor, call.input, nowMs);
  if (!refusal) return null;
  const status = statusOf(answer.value);
  // A server error or no answer at all can happen whatever the server remembers.
  if (answer.outcome === 'reject' && !(typeof status === 'number' && status >= 400 && status < 500))
    return null;
  if (answer.outcome === 'reject' && status === refusal.status && messageOf(answer.value) === refusal.message)
    return null;
  return `The server would refuse this: ${refusal.why}; it answers ${refusal.status} "${refusal.message}".`;
}
