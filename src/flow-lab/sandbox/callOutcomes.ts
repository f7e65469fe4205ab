import { INTERNAL_ERROR_ANSWER } from '@contract/answers';
import { API_PREFIX, ENDPOINTS, type Endpoint, type ListedEndpoint } from '@contract/endpoints';
import { valueInWords } from '@/flow-lab/panels/plainWords';
import { TIMEOUT_MESSAGE } from '@/lib/http/httpClient';

/** One answer the lab can give a waiting call, picked from a menu instead of typed. */
export interface CallOutcome {
  outcome: 'resolve' | 'reject';
  /** What the person picks: what the server says, its status last ("The server refuses: … (400)"). */
  label: string;
  /** The body or failure as the site's call gives it to the flow. */
  value: unknown;
  /** What else the visitor sees, beside what the flow shows. */
  note?: string;
}

/**
 * Which endpoint each call of the machines reaches, read from the comment the machines write on
 * each actor (`/** App: POST {api}/user/login ... *\/ loginRequest: fromPromise`): the machine
 * declares it once, the contract describes the endpoint.
 */
export function endpointsOfCalls(sources: readonly string[]): Map<string, ListedEndpoint> {
  const found = new Map<string, ListedEndpoint>();
  const declared =
    /\/\*\*\s*App:[^*]*?\b(GET|POST) \{api\}(\/[^\s?;,]+?)\.?(?=[\s?;,])[^*]*\*\/\s*(\w+):\s*fromPromise/g;
  for (const source of sources)
    for (const [, method, path, actor] of source.matchAll(declared)) {
      const endpoint = ENDPOINTS.find(
        (candidate) =>
          candidate.method === method?.toLowerCase() && candidate.path === `${API_PREFIX}${path}`,
      );
      if (endpoint && actor) found.set(actor, endpoint);
    }
  return found;
}

const messageOf = (example: unknown) =>
  typeof example === 'object' && example !== null && 'message' in example ? String(example.message) : '';

/** An answer as the person reads it: who says what, the status last. */
export function answerLabel(status: number, says: string): string {
  const who = status < 400 ? 'The server answers' : status < 500 ? 'The server refuses' : 'The server fails';
  return `${who}: ${says} (${status})`;
}

/**
 * Every answer a call to `endpoint` can get, as the site's HTTP client hands it to the flow: each
 * answer of the contract (its example; a failure as the client rejects with it, the status added),
 * a server error as the reference server sends it, and no answer within the client's timeout.
 */
export function endpointOutcomes(endpoint: Endpoint): CallOutcome[] {
  const answers = Object.entries(endpoint.answers).flatMap(([code, answer]): CallOutcome[] => {
    const status = Number(code);
    if (status < 400)
      return [{ outcome: 'resolve', label: answerLabel(status, answer.description), value: answer.example }];
    const failure = (label: string, body: object): CallOutcome => ({
      outcome: 'reject',
      label: answerLabel(status, label),
      value: { ...body, status },
    });
    return [
      failure(messageOf(answer.example), answer.example as object),
      ...(answer.otherMessages ?? []).map((message) => failure(message, { message })),
    ];
  });
  return [
    ...answers,
    {
      outcome: 'reject',
      label: answerLabel(500, INTERNAL_ERROR_ANSWER.message),
      value: { ...INTERNAL_ERROR_ANSWER, status: 500 },
    },
    {
      outcome: 'reject',
      label: `No answer: ${TIMEOUT_MESSAGE}`,
      value: { message: TIMEOUT_MESSAGE },
      note: 'The network is down or the server does not answer within the client timeout.',
    },
  ];
}

/** A sample answer of the coverage walk (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`). */
interface SampleEvent {
  type: string;
  output?: unknown;
  error?: unknown;
}

const plainError = (error: unknown) => (error instanceof Error ? { message: error.message } : error);

/** The answers the machine's coverage walk gives a call that reaches no endpoint of the contract. */
export function sampleOutcomes(actor: string, samples: readonly SampleEvent[]): CallOutcome[] {
  const outcomes: CallOutcome[] = [];
  for (const sample of samples) {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(sample.type);
    if (!match || match[2] !== actor) continue;
    const value = match[1] === 'done' ? (sample.output ?? null) : plainError(sample.error);
    const text = valueInWords(value);
    outcomes.push({
      outcome: match[1] === 'done' ? 'resolve' : 'reject',
      label: `${match[1] === 'done' ? 'Succeeds' : 'Fails'}: ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`,
      value,
    });
  }
  return outcomes;
}
