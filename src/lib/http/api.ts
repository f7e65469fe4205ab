import type { LoginRequest } from '@contract/auth';
import type { Endpoints, OperationId } from '@contract/endpoints';
import type { FormAnswer } from '@contract/publicContent';
import { DEFAULT_REL, type Rel } from '@contract/values';
import type { CallAnswer, CallInput, CallOptions } from './apiCalls';

export type { CallOptions } from './apiCalls';

/**
 * The API as the app calls it: `call(operationId, input)` for any endpoint of contract/endpoints.ts.
 * The HTTP client (axios), the endpoint table and the schemas that check each answer are about 40 KB
 * gzip that a first visit, which calls nothing, does not download: apiCalls.ts loads on the first call.
 */
export async function call<Id extends OperationId>(
  id: Id,
  input: CallInput<Endpoints[Id]>,
  options: CallOptions = {},
): Promise<CallAnswer<Endpoints[Id]>> {
  const { callOperation } = await import('./apiCalls');
  return callOperation(id, input, options);
}

// The calls the flows make, each with what the app decides beside the contract: the default `rel`,
// and which failures the caller reports itself (silent: no error toast).

/**
 * How the app makes a call beside the contract: `silent`, its caller reports a failure itself (no
 * toast); `ownToken`, it is sent with the token it is about instead of the stored one, so its 401 signs
 * nobody out. The calls below follow it, and the flow lab reads it to react to an answer as the site.
 */
export interface CallHandling {
  silent?: true;
  ownToken?: true;
}

const SILENT = { silent: true } as const;
export const CALL_HANDLING = {
  profile: SILENT,
  logout: { silent: true, ownToken: true },
  contactSales: SILENT,
  requestIntegration: SILENT,
  emailRoiEstimate: SILENT,
  employee: SILENT,
  form: SILENT,
  submitForm: SILENT,
} as const satisfies Partial<Record<OperationId, CallHandling>>;
/** The machines carry `rel` as the page gave it; the server refuses one it does not know (400). */
const relOrDefault = (rel: string | undefined) => (rel || DEFAULT_REL) as Rel;

// The calls of the lab's flows take `options` as well: the flow lab sends them to its scratch server (`apiBase`).
export const login = (body: LoginRequest, options?: CallOptions) => call('login', { body }, options);
export const oauthLogin = ({ token, rel }: { token: string; rel?: string }) =>
  call('googleLogin', { query: { token, oauth_type: 'google', rel: relOrDefault(rel) } });
export const sendVerifyCode = (body: CallInput<Endpoints['sendVerifyCode']>['body'], options?: CallOptions) =>
  call('sendVerifyCode', { body }, options);
export const checkVerifyCode = (
  body: CallInput<Endpoints['checkVerifyCode']>['body'],
  options?: CallOptions,
) => call('checkVerifyCode', { body }, options);
export const register = (
  { rel, ...body }: CallInput<Endpoints['register']>['body'] & { rel?: string },
  options?: CallOptions,
) => call('register', { query: { rel: relOrDefault(rel) }, body }, options);
/** Errors are only logged by the caller: no toast (SPEC 7). */
export const fetchProfile = () => call('profile', {}, CALL_HANDLING.profile);
/** Signs out on the server the token the browser just forgot; its failure is nobody's to report. */
export const endSession = (token: string) =>
  call('logout', {}, { silent: CALL_HANDLING.logout.silent, sessionToken: token });
export const submitHomepageCta = (
  body: CallInput<Endpoints['contactSales']>['body'],
  options?: CallOptions,
) => call('contactSales', { body }, { ...CALL_HANDLING.contactSales, ...options });
/** The form shows a refusal or failure itself, so no toast. */
export const requestIntegration = (
  body: CallInput<Endpoints['requestIntegration']>['body'],
  options?: CallOptions,
) => call('requestIntegration', { body }, { ...CALL_HANDLING.requestIntegration, ...options });
/** An unknown id rejects with status 404; the page says so. */
export const emailRoiEstimate = (
  body: CallInput<Endpoints['emailRoiEstimate']>['body'],
  options?: CallOptions,
) => call('emailRoiEstimate', { body }, { ...CALL_HANDLING.emailRoiEstimate, ...options });

export const fetchEmployee = (id: string) => call('employee', { params: { id } }, CALL_HANDLING.employee);
export const fetchOnlineForm = (id: string) => call('form', { params: { id } }, CALL_HANDLING.form);
/** A refused submission rejects with `{status: 400, message, errors}`; the form shows them, so no toast. */
export const submitOnlineForm = (id: string, answers: Record<string, FormAnswer>, options?: CallOptions) =>
  call('submitForm', { params: { id }, body: { answers } }, { ...CALL_HANDLING.submitForm, ...options });
