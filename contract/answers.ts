import { z } from './zod.ts';

// The answers of the API that carry only a message or a status: written once, here, so the server
// builds them with `satisfies` and the OpenAPI document (contract/openapi.ts) describes them.

/**
 * Every error answer (SPEC.md section 8 reads `message`): a sentence for people, and for a refused
 * form or a body that failed validation, per field what is wrong.
 */
export const errorAnswerSchema = z.object({
  message: z.string().min(1),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/**
 * Why a sign-up code is refused (400), as check-verify-code and register say it: written once for
 * the reference server and the answers the contract lists.
 */
export const CODE_REFUSALS = {
  wrong: 'Incorrect verification code',
  notSent: 'No verification code was sent to this email; request one first',
  tooManyWrong: 'Too many wrong attempts: this verification code is void; request a new one',
  expired: 'This verification code has expired; request a new one',
  noLongerValid: 'This verification code is no longer valid; request a new one',
} as const;

/** Why a code or an account is refused outside the code's own check, as the server and the lab say it. */
export const SIGNUP_REFUSALS = {
  /** 409 from send-verify-code and register. */
  emailTaken: 'An account with this email already exists; log in instead',
  /** 429 from send-verify-code within RESEND_COUNTDOWN_S of the last code to the address. */
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting another code`,
  /** 429 from check-verify-code and register past DAILY_WRONG_CODE_GUESSES from one network. */
  tooManyGuessesToday: (wait: string) =>
    `Too many verification attempts for this email today; try again in ${wait}`,
} as const;

/** What any endpoint answers, with status 500, when the server fails in a way it did not foresee. */
export const INTERNAL_ERROR_ANSWER = { message: 'Internal server error' } satisfies ErrorAnswer;

/** POST {api}/user/send-verify-code (SPEC 7: the shape is not read; the message is shown). */
export const codeSentAnswerSchema = z.object({ message: z.string() });

/** POST {api}/user/check-verify-code. */
export const codeCheckedAnswerSchema = z.object({ message: z.string(), valid: z.literal(true) });

/** POST {api}/user/logout: the session token is signed out on the server. */
export const signedOutAnswerSchema = z.object({ message: z.string() });

/** GET {api}/health: the process answers. */
export const healthAnswerSchema = z.object({ status: z.literal('ok') });

/** GET {api}/ready: the database answers and no shutdown began (200), or why not (503). */
export const readyAnswerSchema = z.object({ status: z.literal('ready') });
export const notReadyAnswerSchema = z.object({
  status: z.enum(['draining', 'unavailable']),
  message: z.string(),
});

/** GET {api}/dev/outbox?email=: the messages "sent" locally to one address (codes, estimates), newest first. */
export const outboxAnswerSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      /** A verification code's message only. */
      code: z
        .string()
        .regex(/^\d{6}$/)
        .optional(),
      sent_at: z.iso.datetime(),
    }),
  ),
});

/** The query of GET {api}/dev/outbox. */
export const outboxQuerySchema = z.object({
  email: z
    .string({ error: 'Name one address: /api/dev/outbox?email=you@example.com' })
    .trim()
    .min(1, 'Name one address: /api/dev/outbox?email=you@example.com'),
});
