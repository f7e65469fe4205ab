import { z } from 'zod';
import { DEFAULT_REL } from '../../machines/constants';
import { config } from './config';
import { http, request } from './http';

/** Typed calls of SPEC.md section 7, each checking what comes back. */

const id = z.union([z.string(), z.number()]);
/** A name the server may leave null (an e-mail sign-up has none): read as ''. */
const personName = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const authResponseSchema = z.looseObject({
  token: z.string().min(1),
  id,
  firstname: personName,
  lastname: personName,
  email: z.string(),
  user_onboarding: z.string().nullish(),
  arp_onboarding: z.string().nullish(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const profileSchema = z.looseObject({
  user_id: id,
  firstname: personName,
  lastname: personName,
  email: z.string(),
  create_time: z.string().optional(),
  company_name: z.string().nullish(),
  avatar: z.string().nullish(),
});
export type Profile = z.infer<typeof profileSchema>;

const api = (path: string) => `${config.apiBase}${path}`;

async function parsed<T>(schema: z.ZodType<T>, body: Promise<unknown>): Promise<T> {
  const result = schema.safeParse(await body);
  if (!result.success) throw new Error('The server sent an unexpected answer.');
  return result.data;
}

export function login(body: { email: string; password: string }): Promise<AuthResponse> {
  return parsed(authResponseSchema, request({ method: 'POST', url: api('/user/login'), data: body }));
}

export function oauthLogin({ token, rel }: { token: string; rel?: string }): Promise<AuthResponse> {
  return parsed(
    authResponseSchema,
    request({
      method: 'POST',
      url: api('/user/oauth/login'),
      params: { token, oauth_type: 'google', rel: rel || DEFAULT_REL },
    }),
  );
}

export function sendVerifyCode(body: { email: string; mode: string; rId: string | null }): Promise<unknown> {
  return request({ method: 'POST', url: api('/user/send-verify-code'), data: body });
}

export function checkVerifyCode(body: { email: string; vuid: string }): Promise<unknown> {
  return request({ method: 'POST', url: api('/user/check-verify-code'), data: body });
}

export function register({
  rel,
  ...body
}: {
  email: string;
  password: string;
  signupCode: string;
  subscriptionPlan: string;
  rel?: string;
}): Promise<AuthResponse> {
  return parsed(
    authResponseSchema,
    request({ method: 'POST', url: api('/user/register'), params: { rel: rel || DEFAULT_REL }, data: body }),
  );
}

/** Errors are only logged by the caller: no toast (SPEC 7). */
export function fetchProfile(): Promise<Profile> {
  return parsed(profileSchema, request({ method: 'GET', url: api('/user/profile'), silent: true }));
}

export function submitHomepageCta(body: {
  firstname: string;
  lastname: string;
  phone_number: string;
  email: string;
}): Promise<unknown> {
  return request({ method: 'POST', url: api('/test/homepage-cta'), data: body, silent: true });
}

// Employees and online forms (DESIGN 5): read from the API; an unknown id answers 404.

/** A rejected call's body, tagged with the HTTP status so pages can tell "not found" from a failure. */
export interface ApiRejection {
  status: number;
  message: string;
  /** Field name -> message, when the server sent them (a refused form submission). */
  errors?: Record<string, string>;
}

/** True for a rejection whose HTTP status was 404. */
export function isNotFound(rejection: unknown): boolean {
  return rejectionStatus(rejection) === 404;
}

export function rejectionStatus(rejection: unknown): number | null {
  if (rejection && typeof rejection === 'object' && 'status' in rejection) {
    const { status } = rejection as { status: unknown };
    if (typeof status === 'number') return status;
  }
  return null;
}

/**
 * Response transform for the calls below: an error answer's body gets its HTTP status added (the
 * client rejects with the body alone, SPEC 8). Runs after the default JSON parsing.
 */
function tagErrorStatus(data: unknown, _headers: unknown, status?: number): unknown {
  if (status === undefined || status < 400) return data;
  const body =
    data && typeof data === 'object' && !Array.isArray(data) ? data : { message: String(data ?? '') };
  return { ...body, status };
}

const transformResponse = () => {
  const defaults = http.defaults.transformResponse;
  return [...(Array.isArray(defaults) ? defaults : defaults ? [defaults] : []), tagErrorStatus];
};

export const employeeSchema = z.looseObject({
  id,
  firstname: z.string(),
  lastname: z.string(),
  title: z.string().nullish(),
  bio: z.string().nullish(),
  avatar: z.string().nullish(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** GET {api}/employees/{id}: an employee's public card; rejects with `{status: 404}` when unknown. */
export function fetchEmployee(employeeId: string): Promise<Employee> {
  return parsed(
    employeeSchema,
    request({
      method: 'GET',
      url: api(`/employees/${encodeURIComponent(employeeId)}`),
      silent: true,
      transformResponse: transformResponse(),
    }),
  );
}

/** The field types the server supports (server/forms/definition.ts). */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'tel',
  'number',
  'date',
  'select',
  'checkbox',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const formFieldSchema = z.looseObject({
  name: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  required: z.boolean().default(false),
  options: z.array(z.string()).nullish(),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const onlineFormSchema = z.looseObject({
  id,
  title: z.string(),
  description: z.string().nullish(),
  fields: z.array(formFieldSchema),
});
export type OnlineForm = z.infer<typeof onlineFormSchema>;

/** GET {api}/forms/{id}: a form definition; rejects with `{status: 404}` when unknown. */
export function fetchOnlineForm(formId: string): Promise<OnlineForm> {
  return parsed(
    onlineFormSchema,
    request({
      method: 'GET',
      url: api(`/forms/${encodeURIComponent(formId)}`),
      silent: true,
      transformResponse: transformResponse(),
    }),
  );
}

export type FormAnswer = string | number | boolean;

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
    transformResponse: transformResponse(),
  });
}

/**
 * SPEC 7: a prerendered page's payload, `{path}/_payload.json?{buildHash}` (the build hash keeps a
 * cached payload of an older build from being read). An unknown page rejects with `{ status: 404 }`.
 */
export function fetchPagePayload(path: string, buildHash: string): Promise<unknown> {
  return request({
    url: `${path === '/' ? '' : path}/_payload.json?${encodeURIComponent(buildHash)}`,
    silent: true,
    transformResponse: transformResponse(),
  });
}
