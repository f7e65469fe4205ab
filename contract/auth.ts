import {
  codeField,
  emailField,
  jsonObject,
  loginPasswordField,
  passwordField,
  referralIdField,
} from './fields.ts';
import { secret } from './secrets.ts';
import { DEFAULT_REL, DEFAULT_SIGNUP_PLAN, MODES, RELS } from './values.ts';
import { z } from './zod.ts';

// Sign-in and sign-up (SPEC.md sections 3 and 7): what is sent and what comes back.

const id = z.union([z.string(), z.number()]);
/** A name the server may leave null (an e-mail sign-up has none): read as ''. */
const personName = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** What login, register and Google oauth login answer. Onboarding flags are JSON strings. */
export const authResponseSchema = z.looseObject({
  token: secret(z.string().min(1)),
  id,
  firstname: personName,
  lastname: personName,
  email: z.string(),
  user_onboarding: z.string().nullish(),
  arp_onboarding: z.string().nullish(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET {api}/user/profile. */
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

/** The signed-in user the client keeps (SPEC 3): the auth response's user, or the profile. */
export interface SessionUser {
  user_id?: string | number;
  id?: string | number;
  firstname: string;
  lastname: string;
  email: string;
  create_time?: string;
  company_name?: string | null;
  avatar?: string | null;
}

/** What the client keeps in browser storage; an unparseable stored user comes back as null. */
export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
}

export const relSchema = z
  .enum(RELS, { error: `rel must be ${RELS.join(', ').replace(/, ([^,]*)$/, ' or $1')}` })
  .default(DEFAULT_REL);

/** The query of register and oauth login: `?rel=`. */
export const relQuerySchema = z.object({ rel: relSchema });

/** POST {api}/user/send-verify-code. */
export const sendVerifyCodeRequestSchema = jsonObject({
  email: emailField,
  mode: z.enum(MODES, { error: `mode must be ${MODES.join(' or ')}` }),
  rId: referralIdField,
});
export type SendVerifyCodeRequest = z.input<typeof sendVerifyCodeRequestSchema>;

/** POST {api}/user/check-verify-code. */
export const checkVerifyCodeRequestSchema = jsonObject({ email: emailField, vuid: codeField('vuid') });
export type CheckVerifyCodeRequest = z.input<typeof checkVerifyCodeRequestSchema>;

/** POST {api}/user/register (body; `rel` goes in the query). */
export const registerRequestSchema = jsonObject({
  email: emailField,
  password: passwordField,
  signupCode: codeField('signupCode'),
  subscriptionPlan: z.literal(DEFAULT_SIGNUP_PLAN, {
    error: `subscriptionPlan must be ${DEFAULT_SIGNUP_PLAN}`,
  }),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST {api}/user/login. */
export const loginRequestSchema = jsonObject({ email: emailField, password: loginPasswordField });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST {api}/user/oauth/login (query). */
export const oauthLoginQuerySchema = z.object({
  /** Google's ID token, which Google's callback names `credential`. */
  token: secret(
    z.string({ error: 'token is required' }).min(1, 'token is required').max(8192, 'token is too long'),
    { alsoNamed: ['credential'] },
  ),
  oauth_type: z.literal('google', { error: 'oauth_type must be google' }),
  rel: relSchema,
});
