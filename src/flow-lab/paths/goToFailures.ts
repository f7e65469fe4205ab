import { endpoints } from '@contract/endpoints';
import { answerLabel } from '@/flow-lab/sandbox/callOutcomes';

/** One way a call can end besides success: what the app's HTTP client rejects with, in words. */
export interface CallOutcome {
  /** Short, for the Go-to list's code names: "answers 400". */
  name: string;
  words: string;
  /** The rejected value, as src/lib/http/httpClient.ts builds it (ApiFailure). */
  value: { message: string; status?: number };
}

/** The endpoint each flow's call goes to (the effects files: authFlows.effects.ts, contact.effects.ts). */
const ENDPOINT_OF = {
  sendVerifyCode: 'sendVerifyCode',
  checkVerifyCode: 'checkVerifyCode',
  register: 'register',
  loginRequest: 'login',
  submitContact: 'contactSales',
} as const satisfies Record<string, keyof typeof endpoints>;

/** The answers a visitor's own input brings (refused, unknown, taken), and the server being away. */
const VISITOR_STATUSES = ['400', '401', '404', '409', '503'];

/** axios's own message when the connection fails before any answer. */
export const CONNECTION_FAILED = 'Network Error';

/**
 * The failures a call can meet, with the reference server's own bodies (the contract's examples,
 * which the server's tests hold it to) and the client's messages when no answer comes. Empty for a
 * call that goes to no endpoint.
 */
export function callOutcomes(actor: string): CallOutcome[] {
  const id = (ENDPOINT_OF as Record<string, keyof typeof endpoints | undefined>)[actor];
  if (!id) return [];
  const answers = endpoints[id].answers as Record<string, { example?: unknown }>;
  const answered = VISITOR_STATUSES.flatMap((status): CallOutcome[] => {
    const example = answers[status]?.example as { message?: unknown } | undefined;
    if (typeof example?.message !== 'string') return [];
    return [
      {
        name: `answers ${status}`,
        words: answerLabel(Number(status), example.message),
        value: { ...example, status: Number(status), message: example.message },
      },
    ];
  });
  return [
    ...answered,
    {
      name: 'no answer',
      words: `The connection fails before an answer comes (“${CONNECTION_FAILED}”)`,
      value: { message: CONNECTION_FAILED },
    },
  ];
}
