import { z } from 'zod';
import { DEFAULT_REL } from '../../machines/constants';
import { config } from './config';
import { request } from './http';

/** Typed calls of SPEC.md section 7, each checking what comes back. */

const id = z.union([z.string(), z.number()]);

export const authResponseSchema = z.looseObject({
  token: z.string().min(1),
  id,
  firstname: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  lastname: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  email: z.string(),
  user_onboarding: z.string().nullish(),
  arp_onboarding: z.string().nullish(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const profileSchema = z.looseObject({
  user_id: id,
  firstname: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  lastname: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
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

export const employeeSchema = z.looseObject({
  id,
  firstname: z.string(),
  lastname: z.string(),
  title: z.string().nullish(),
  bio: z.string().nullish(),
  avatar: z.string().nullish(),
});
export type Employee = z.infer<typeof employeeSchema>;

export function fetchEmployee(employeeId: string): Promise<Employee> {
  return parsed(
    employeeSchema,
    request({ method: 'GET', url: api(`/employees/${encodeURIComponent(employeeId)}`), silent: true }),
  );
}

export const formFieldSchema = z.looseObject({
  name: z.string(),
  type: z.string(),
  label: z.string(),
  required: z.boolean().default(false),
  options: z.array(z.string()).nullish(),
});
export const onlineFormSchema = z.looseObject({
  id,
  title: z.string(),
  description: z.string().nullish(),
  fields: z.array(formFieldSchema),
});
export type OnlineForm = z.infer<typeof onlineFormSchema>;

export function fetchOnlineForm(formId: string): Promise<OnlineForm> {
  return parsed(
    onlineFormSchema,
    request({ method: 'GET', url: api(`/forms/${encodeURIComponent(formId)}`), silent: true }),
  );
}

export function submitOnlineForm(formId: string, values: Record<string, unknown>): Promise<unknown> {
  return request({
    method: 'POST',
    url: api(`/forms/${encodeURIComponent(formId)}/submissions`),
    data: values,
  });
}
