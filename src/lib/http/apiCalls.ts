import { API_PREFIX, type Endpoint, type Endpoints, endpoints, type OperationId } from '@contract/endpoints';
import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { config } from '@/lib/config/siteConfig';
import { request } from './httpClient';

/**
 * One call for every endpoint of contract/endpoints.ts: its method and path come from the table, its
 * input is typed by the endpoint's schemas, its answer is checked with the endpoint's success answer.
 * A failed call rejects with the one shape of httpClient.ts (`{ status, message, errors? }`). The app
 * calls through api.ts, which loads this module (axios and the contract's schemas) on the first call.
 */

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** What a call sends: the body, query and path parameters its endpoint declares, and nothing else. */
export type CallInput<E extends Endpoint> = (E extends { body: { schema: infer Body } }
  ? { body: InputOf<Body> }
  : { body?: never }) &
  (E extends { query: infer Query } ? { query: InputOf<Query> } : { query?: never }) &
  (E extends { pathParams: infer Params }
    ? { params: Record<keyof Params & string, string> }
    : { params?: never });

type SuccessStatus = 200 | 201;

/** What a call resolves to: its endpoint's success answer, as the answer's schema reads it. */
export type CallAnswer<E extends Endpoint> = {
  [Status in keyof E['answers'] & SuccessStatus]: E['answers'][Status] extends {
    body: { schema: infer Schema };
  }
    ? Schema extends z.ZodType
      ? z.output<Schema>
      : never
    : never;
}[keyof E['answers'] & SuccessStatus];

export interface CallOptions {
  /** No error toast: the caller shows or logs the failure itself (SPEC 8). */
  silent?: boolean;
  /** Sent instead of the stored token (logout's, already cleared); its 401 signs nobody out. */
  sessionToken?: string;
  /** Where the call goes instead of the configured base: the flow lab's scratch server. */
  apiBase?: string;
}

/** The endpoint's answer on success: the lowest 2xx status it lists. */
function successAnswer(endpoint: Endpoint) {
  const status = Object.keys(endpoint.answers)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b)[0];
  const answer = status === undefined ? undefined : endpoint.answers[status];
  if (!answer) throw new Error(`${endpoint.method} ${endpoint.path} lists no success answer`);
  return answer;
}

/** The request a call sends: the contract's method, its path under the configured base, the input. */
export function requestOf<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): AxiosRequestConfig {
  const params = (input.params ?? {}) as Record<string, string>;
  const path = endpoint.path.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  return {
    method: endpoint.method.toUpperCase(),
    url: `${options.apiBase ?? config.apiBase}${path}`,
    ...(input.query === undefined ? {} : { params: input.query }),
    ...(input.body === undefined ? {} : { data: input.body }),
    ...(options.silent ? { silent: true } : {}),
    ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
  };
}

export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<CallAnswer<E>> {
  const answer = await request(requestOf(endpoint, input, options));
  const result = successAnswer(endpoint).body.schema.safeParse(answer);
  if (!result.success) throw new Error('The server sent an unexpected answer.');
  return result.data as CallAnswer<E>;
}

/** The endpoint of the table named by its operationId: what api.ts's `call` reaches. */
export function callOperation<Id extends OperationId>(
  id: Id,
  input: CallInput<Endpoints[Id]>,
  options: CallOptions = {},
): Promise<CallAnswer<Endpoints[Id]>> {
  return callEndpoint(endpoints[id], input, options);
}
