import type { CheckVerifyCodeRequest, RegisterRequest, SendVerifyCodeRequest } from '@contract/auth';
import { authResponseSchema, type LoginRequest, profileSchema } from '@contract/auth';
import type { ContactRequest } from '@contract/contactRequest';
import { employeeSchema, type FormAnswer, formDefinitionSchema } from '@contract/publicContent';
import { DEFAULT_REL } from '@contract/values';
import type { z } from 'zod';
import { config } from '@/lib/config/siteConfig';
import { request } from './httpClient';

/**
 * Typed calls of SPEC.md section 7, each checking what comes back with the contract's schema. A
 * failed call rejects with the one shape of `http.ts` (`{ status, message, errors? }`). The app calls
 * them through api.ts, which loads this module (and axios) on the first call.
 */

const api = (path: string) => `${config.apiBase}${path}`;

async function parsed<Schema extends z.ZodType>(
  schema: Schema,
  body: Promise<unknown>,
): Promise<z.output<Schema>> {
  const result = schema.safeParse(await body);
  if (!result.success) throw new Error('The server sent an unexpected answer.');
  return result.data;
}

export function login(body: LoginRequest) {
  return parsed(authResponseSchema, request({ method: 'POST', url: api('/user/login'), data: body }));
}

export function oauthLogin({ token, rel }: { token: string; rel?: string }) {
  return parsed(
    authResponseSchema,
    request({
      method: 'POST',
      url: api('/user/oauth/login'),
      params: { token, oauth_type: 'google', rel: rel || DEFAULT_REL },
    }),
  );
}

export function sendVerifyCode(body: SendVerifyCodeRequest): Promise<unknown> {
  return request({ method: 'POST', url: api('/user/send-verify-code'), data: body });
}

export function checkVerifyCode(body: CheckVerifyCodeRequest): Promise<unknown> {
  return request({ method: 'POST', url: api('/user/check-verify-code'), data: body });
}

export function register({ rel, ...body }: RegisterRequest & { rel?: string }) {
  return parsed(
    authResponseSchema,
    request({ method: 'POST', url: api('/user/register'), params: { rel: rel || DEFAULT_REL }, data: body }),
  );
}

/** Errors are only logged by the caller: no toast (SPEC 7). */
export function fetchProfile() {
  return parsed(profileSchema, request({ method: 'GET', url: api('/user/profile'), silent: true }));
}

export function submitHomepageCta(body: ContactRequest): Promise<unknown> {
  return request({ method: 'POST', url: api('/test/homepage-cta'), data: body, silent: true });
}

// Employees and online forms (DESIGN 5): read from the API; an unknown id rejects with status 404.

/** GET {api}/employees/{id}: an employee's public card. */
export function fetchEmployee(employeeId: string) {
  return parsed(
    employeeSchema,
    request({ method: 'GET', url: api(`/employees/${encodeURIComponent(employeeId)}`), silent: true }),
  );
}

/** GET {api}/forms/{id}: a form definition. */
export function fetchOnlineForm(formId: string) {
  return parsed(
    formDefinitionSchema,
    request({ method: 'GET', url: api(`/forms/${encodeURIComponent(formId)}`), silent: true }),
  );
}

/**
 * POST {api}/forms/{id}/submissions with `{answers}`. A refused submission rejects with
 * `{status: 400, message, errors}` (field name -> message); the page shows them, so no toast.
 */
export function submitOnlineForm(formId: string, answers: Record<string, FormAnswer>): Promise<unknown> {
  return request({
    method: 'POST',
    url: api(`/forms/${encodeURIComponent(formId)}/submissions`),
    data: { answers },
    silent: true,
  });
}
