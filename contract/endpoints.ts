import type { z } from 'zod';
import {
  CODE_REFUSALS,
  codeCheckedAnswerSchema,
  codeSentAnswerSchema,
  errorAnswerSchema,
  healthAnswerSchema,
  notReadyAnswerSchema,
  outboxAnswerSchema,
  outboxQuerySchema,
  readyAnswerSchema,
  SIGNUP_REFUSALS,
  signedOutAnswerSchema,
} from './answers.ts';
import {
  authResponseSchema,
  checkVerifyCodeRequestSchema,
  loginRequestSchema,
  oauthLoginQuerySchema,
  profileSchema,
  registerRequestSchema,
  relQuerySchema,
  sendVerifyCodeRequestSchema,
} from './auth.ts';
import { contactRequestSchema, createdAnswerSchema } from './contactRequest.ts';
import {
  DEMO_FORM,
  DEMO_FORM_ANSWERS,
  DEMO_FORM_REFUSAL,
  EXAMPLE_EMAIL,
  EXAMPLE_PASSWORD,
  EXAMPLE_PROFILE,
  EXAMPLE_SESSION,
  SEED_EMPLOYEES,
} from './fixtures.ts';
import {
  INTEGRATION_NAME_MISSING,
  INTEGRATION_REQUEST_RECEIVED,
  integrationRequestSchema,
} from './integrationRequestApi.ts';
import { FIELD_MESSAGES } from './messages.ts';
import {
  employeeSchema,
  formDefinitionSchema,
  formSubmissionRequestSchema,
  RESOURCE_ID_PATTERN,
} from './publicContent.ts';
import {
  EXAMPLE_ROI_ESTIMATE,
  ROI_LINK_MESSAGE,
  roiEstimateRequestSchema,
  roiEstimateSentAnswerSchema,
  roiEstimateSentMessage,
} from './roiEstimate.ts';
import {
  DAILY_WRONG_CODE_GUESSES,
  DEFAULT_SIGNUP_PLAN,
  MODE_HOMEPAGE,
  PASSWORD_MIN_LENGTH,
  RESEND_COUNTDOWN_S,
} from './values.ts';

// Every endpoint of the API as data: SPEC.md section 7, the employees, forms, health and dev endpoints.
// contract/openapi.ts turns this table into the OpenAPI document; the contract test exercises each answer.

/** A schema the document names under components/schemas. */
export interface NamedSchema {
  name: string;
  schema: z.ZodType;
}

export interface Answer {
  description: string;
  body: NamedSchema;
  example: unknown;
  /** Other messages the server sends with this status, each as the body `{ message }`. */
  otherMessages?: readonly string[];
  /** Answers that ask the client to wait carry Retry-After (seconds). */
  retryAfter?: boolean;
}

export interface Endpoint {
  method: 'get' | 'post';
  /** The path under the server's origin, below API_PREFIX, `{name}` for a path parameter. */
  path: `${typeof API_PREFIX}/${string}`;
  tag: Tag;
  summary: string;
  description: string;
  /** Needs `Authorization: jwt <token>`. */
  signedIn?: boolean;
  /** Served only when NODE_ENV is not production. */
  devOnly?: boolean;
  query?: z.ZodObject;
  queryExample?: Record<string, string>;
  pathParams?: Record<string, { description: string; example: string }>;
  body?: NamedSchema & { example: unknown };
  answers: Record<number, Answer>;
}

/** An endpoint as the OpenAPI document lists it: its key in the table is its operationId. */
export interface ListedEndpoint extends Endpoint {
  operationId: string;
}

/** Every path of the API starts here; the client swaps it for its configured base (VITE_API_BASE). */
export const API_PREFIX = '/api';

export const TAGS = {
  signUp: {
    name: 'Sign-up',
    description: 'A verification code by e-mail, then an account (SPEC.md section 3).',
  },
  signIn: { name: 'Sign-in', description: 'E-mail and password, or a Google ID token; the session profile.' },
  contact: { name: 'Contact sales', description: 'The contact-sales request of the home page.' },
  roi: { name: 'ROI calculator', description: "The ROI calculator's estimate, by e-mail." },
  integrations: {
    name: 'Integrations',
    description: 'Requests for integrations Aden does not have yet, from the integrations page.',
  },
  content: { name: 'Employees and forms', description: "Employees' public cards and online forms." },
  operations: { name: 'Operations', description: 'For load balancers and orchestrators.' },
  development: { name: 'Development', description: 'Only when NODE_ENV is not production.' },
} as const;
export type Tag = (typeof TAGS)[keyof typeof TAGS]['name'];

const error: NamedSchema = { name: 'ErrorAnswer', schema: errorAnswerSchema };
// Not annotated as NamedSchema: the client types each answer from its schema's own type.
const session = { name: 'AuthResponse', schema: authResponseSchema };
const created = { name: 'CreatedAnswer', schema: createdAnswerSchema };

const fail = (description: string, message: string, retryAfter = false): Answer => ({
  description,
  body: error,
  example: { message },
  ...(retryAfter ? { retryAfter } : {}),
});

/** The answers every JSON POST may give before its own logic runs (server/http/body.ts, origin.ts, app.ts). */
const JSON_BODY_FAILURES = {
  403: fail(
    'A browser page of another origin sent it (the Origin header is neither the site nor CORS_ORIGINS).',
    'Requests from https://elsewhere.example are not allowed',
  ),
  413: fail(
    'The body is larger than 64 KB; the connection is closed.',
    'The request body is larger than 64 KB',
  ),
  415: fail(
    'The body is not sent as application/json.',
    'The request body must be JSON (Content-Type: application/json)',
  ),
} satisfies Record<number, Answer>;

const DATABASE_AWAY = fail(
  'The database does not answer, or takes no writes (read-only, out of disk space); try again after Retry-After seconds.',
  'The service is temporarily unavailable; try again in a few seconds',
  true,
);

/** Login and register hash a password: a full queue of them answers 503 as the database does. */
const BUSY_OR_DATABASE_AWAY = fail(
  'The database does not answer, or too many password checks are waiting; try again after Retry-After seconds.',
  'The server is busy checking passwords; try again in a few seconds',
  true,
);

const CLIENT_LIMIT = fail(
  'Too many requests from this network (per client address, shared by every instance).',
  'Too many requests from your network; try again in 15 minutes',
  true,
);

const invalid = (message: string, field: string): Answer => ({
  description:
    'The body (or query) fails validation: `message` names the first problem, `errors` each field.',
  body: error,
  example: { message, errors: { [field]: message } },
});

/** Path parameters hold ids: the OpenAPI document states the pattern the server checks. */
export const PATH_PARAM_PATTERN = RESOURCE_ID_PATTERN.source;

export const endpoints = {
  sendVerifyCode: {
    method: 'post',
    path: '/api/user/send-verify-code',
    tag: TAGS.signUp.name,
    summary: 'E-mail a sign-up code',
    description: `Sends a 6-digit code to an e-mail that has no account yet. Another code for the same address waits ${RESEND_COUNTDOWN_S} seconds.`,
    body: {
      name: 'SendVerifyCodeRequest',
      schema: sendVerifyCodeRequestSchema,
      example: { email: EXAMPLE_EMAIL, mode: MODE_HOMEPAGE, rId: null },
    },
    answers: {
      200: {
        description: 'The code is on its way.',
        body: { name: 'CodeSentAnswer', schema: codeSentAnswerSchema },
        example: { message: 'Verification code sent to your email' },
      },
      400: invalid(FIELD_MESSAGES.emailInvalid, 'email'),
      ...JSON_BODY_FAILURES,
      409: fail('The e-mail already has an account.', SIGNUP_REFUSALS.emailTaken),
      429: fail(
        `A code was sent less than ${RESEND_COUNTDOWN_S} seconds ago, or too many requests from this network.`,
        SIGNUP_REFUSALS.resendWait(42),
        true,
      ),
      503: fail(
        'The code could not be e-mailed (no wait starts), or the database does not answer.',
        'The verification code could not be e-mailed right now; please try again shortly',
        true,
      ),
    },
  },
  checkVerifyCode: {
    method: 'post',
    path: '/api/user/check-verify-code',
    tag: TAGS.signUp.name,
    summary: 'Check a sign-up code',
    description:
      'Says whether the code is right without using it up; a wrong guess costs one of its attempts. A registered address and a free one get the same answers.',
    body: {
      name: 'CheckVerifyCodeRequest',
      schema: checkVerifyCodeRequestSchema,
      example: { email: EXAMPLE_EMAIL, vuid: '123456' },
    },
    answers: {
      200: {
        description: 'The code is right.',
        body: { name: 'CodeCheckedAnswer', schema: codeCheckedAnswerSchema },
        example: { message: 'The verification code is valid', valid: true },
      },
      400: {
        ...fail(
          'The body fails validation, or the code is wrong, expired or out of attempts (a used code reads as never sent, so the answer does not tell whether an address has an account).',
          CODE_REFUSALS.wrong,
        ),
        otherMessages: [
          CODE_REFUSALS.notSent,
          CODE_REFUSALS.tooManyWrong,
          CODE_REFUSALS.expired,
          CODE_REFUSALS.noLongerValid,
        ],
      },
      ...JSON_BODY_FAILURES,
      429: fail(
        `${DAILY_WRONG_CODE_GUESSES} wrong codes for this e-mail in 24 hours (across resends), or too many requests from this network.`,
        'Too many verification attempts for this email today; try again in 24 hours',
        true,
      ),
      503: DATABASE_AWAY,
    },
  },
  register: {
    method: 'post',
    path: '/api/user/register',
    tag: TAGS.signUp.name,
    summary: 'Create an account',
    description: `Creates the account with the code sent by send-verify-code and signs it in. The password has at least ${PASSWORD_MIN_LENGTH} characters.`,
    query: relQuerySchema,
    queryExample: { rel: 'aden' },
    body: {
      name: 'RegisterRequest',
      schema: registerRequestSchema,
      example: {
        email: EXAMPLE_EMAIL,
        password: EXAMPLE_PASSWORD,
        signupCode: '123456',
        subscriptionPlan: DEFAULT_SIGNUP_PLAN,
      },
    },
    answers: {
      201: { description: 'The account exists and is signed in.', body: session, example: EXAMPLE_SESSION },
      400: {
        ...invalid(`Your password should contain at least ${PASSWORD_MIN_LENGTH} characters`, 'password'),
        otherMessages: [
          CODE_REFUSALS.wrong,
          CODE_REFUSALS.notSent,
          CODE_REFUSALS.tooManyWrong,
          CODE_REFUSALS.expired,
          CODE_REFUSALS.noLongerValid,
        ],
      },
      ...JSON_BODY_FAILURES,
      409: fail('The e-mail already has an account.', SIGNUP_REFUSALS.emailTaken),
      429: CLIENT_LIMIT,
      503: BUSY_OR_DATABASE_AWAY,
    },
  },
  login: {
    method: 'post',
    path: '/api/user/login',
    tag: TAGS.signIn.name,
    summary: 'Sign in with e-mail and password',
    description:
      'Five failed attempts for one e-mail lock it for 15 minutes, whichever network they come from.',
    body: {
      name: 'LoginRequest',
      schema: loginRequestSchema,
      example: { email: EXAMPLE_EMAIL, password: EXAMPLE_PASSWORD },
    },
    answers: {
      200: { description: 'Signed in.', body: session, example: EXAMPLE_SESSION },
      400: fail(
        'The body fails validation, or the e-mail and password do not match.',
        'Incorrect email or password',
      ),
      ...JSON_BODY_FAILURES,
      429: fail(
        'Too many failed attempts for this e-mail, or too many requests from this network.',
        'Too many failed login attempts; try again in 15 minutes',
        true,
      ),
      503: BUSY_OR_DATABASE_AWAY,
    },
  },
  googleLogin: {
    method: 'post',
    path: '/api/user/oauth/login',
    tag: TAGS.signIn.name,
    summary: 'Sign in with Google',
    description:
      'Verifies a Google ID token (audience GOOGLE_CLIENT_ID) and accepts each token once; the first sign-in creates the account linked to the Google account, or links the e-mail account with the same address that has no Google account yet.',
    query: oauthLoginQuerySchema,
    queryExample: {
      token: 'eyJhbGciOiJSUzI1NiJ9.google-id-token.signature',
      oauth_type: 'google',
      rel: 'aden',
    },
    answers: {
      200: { description: 'Signed in.', body: session, example: EXAMPLE_SESSION },
      400: fail(
        'The query fails validation, Google does not vouch for the token, or the token was already used.',
        'Google sign-in failed: the token has expired',
      ),
      403: JSON_BODY_FAILURES[403],
      409: fail(
        'The e-mail belongs to an account linked to another Google account.',
        'The account with this email is linked to another Google account; sign in with that Google account or with your password',
      ),
      429: CLIENT_LIMIT,
      503: fail(
        'The server has no GOOGLE_CLIENT_ID, or the database does not answer.',
        'Google sign-in is not configured on this server (GOOGLE_CLIENT_ID)',
      ),
    },
  },
  profile: {
    method: 'get',
    path: '/api/user/profile',
    tag: TAGS.signIn.name,
    summary: 'The signed-in user',
    description: 'The profile of the session token.',
    signedIn: true,
    answers: {
      200: {
        description: 'The profile.',
        body: { name: 'Profile', schema: profileSchema },
        example: EXAMPLE_PROFILE,
      },
      401: fail(
        'No token, or one that is bad, expired or for a deleted account.',
        'Unauthorized: sign in first',
      ),
      503: DATABASE_AWAY,
    },
  },
  logout: {
    method: 'post',
    path: '/api/user/logout',
    tag: TAGS.signIn.name,
    summary: 'Sign out',
    description:
      'Signs the session token out on the server, for every instance: from then on every signed-in endpoint and the ARP hand-off refuse it. Other sessions of the same user stay signed in.',
    signedIn: true,
    answers: {
      200: {
        description: 'Signed out.',
        body: { name: 'SignedOutAnswer', schema: signedOutAnswerSchema },
        example: { message: 'Signed out' },
      },
      401: fail(
        'No token, or one that is bad, expired, already signed out or for a deleted account.',
        'Unauthorized: sign in first',
      ),
      403: JSON_BODY_FAILURES[403],
      503: DATABASE_AWAY,
    },
  },
  contactSales: {
    method: 'post',
    path: '/api/test/homepage-cta',
    tag: TAGS.contact.name,
    summary: 'Ask sales to call back',
    description:
      'Stores a contact-sales request; the phone number is written `(+DIAL) NATIONAL`. `preferred_time` and `time_zone` (optional) say when the visitor would like the call.',
    body: {
      name: 'ContactRequest',
      schema: contactRequestSchema,
      example: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        phone_number: '(+1) 2025550123',
        email: EXAMPLE_EMAIL,
        preferred_time: 'morning',
        time_zone: 'America/Chicago',
      },
    },
    answers: {
      201: {
        description: 'Received.',
        body: created,
        example: { id: 1, message: 'Thank you, our team will contact you shortly' },
      },
      400: invalid(FIELD_MESSAGES.firstnameRequired, 'firstname'),
      ...JSON_BODY_FAILURES,
      429: CLIENT_LIMIT,
      503: DATABASE_AWAY,
    },
  },
  emailRoiEstimate: {
    method: 'post',
    path: '/api/roi-estimates',
    tag: TAGS.roi.name,
    summary: 'E-mail an ROI estimate',
    description:
      "Sends the calculator's estimate (its figures, its inputs and the link that restores them) to the address given; nothing else is asked. The link must be on this site.",
    body: {
      name: 'RoiEstimateRequest',
      schema: roiEstimateRequestSchema,
      example: {
        email: EXAMPLE_EMAIL,
        ...EXAMPLE_ROI_ESTIMATE,
      },
    },
    answers: {
      200: {
        description: 'Handed to the mailer.',
        body: { name: 'RoiEstimateSentAnswer', schema: roiEstimateSentAnswerSchema },
        example: { message: roiEstimateSentMessage(EXAMPLE_EMAIL) },
      },
      400: invalid(ROI_LINK_MESSAGE, 'link'),
      ...JSON_BODY_FAILURES,
      429: CLIENT_LIMIT,
      502: fail(
        'The mail server refused the message or did not answer.',
        'The estimate could not be sent; try again in a few minutes',
      ),
    },
  },
  requestIntegration: {
    method: 'post',
    path: '/api/integration-requests',
    tag: TAGS.integrations.name,
    summary: 'Ask for an integration',
    description:
      "Stores a request for an integration Aden does not have yet: the tool's name as the visitor wrote it and the e-mail to write back to.",
    body: {
      name: 'IntegrationRequest',
      schema: integrationRequestSchema,
      example: { integration: 'Buildertrend', email: EXAMPLE_EMAIL },
    },
    answers: {
      201: {
        description: 'Stored.',
        body: created,
        example: { id: 1, message: INTEGRATION_REQUEST_RECEIVED },
      },
      400: invalid(INTEGRATION_NAME_MISSING, 'integration'),
      ...JSON_BODY_FAILURES,
      429: CLIENT_LIMIT,
      503: DATABASE_AWAY,
    },
  },
  employee: {
    method: 'get',
    path: '/api/employees/{id}',
    tag: TAGS.content.name,
    summary: "An employee's public card",
    description: 'The card behind /e/{id}.',
    pathParams: { id: { description: "The employee's id.", example: SEED_EMPLOYEES[0].id } },
    answers: {
      200: {
        description: 'The card.',
        body: { name: 'Employee', schema: employeeSchema },
        example: SEED_EMPLOYEES[0],
      },
      404: fail('No employee has this id.', 'Employee not found'),
      503: DATABASE_AWAY,
    },
  },
  form: {
    method: 'get',
    path: '/api/forms/{id}',
    tag: TAGS.content.name,
    summary: 'An online form',
    description: 'The definition the form page renders: its fields, their types and options.',
    pathParams: { id: { description: "The form's id.", example: DEMO_FORM.id } },
    answers: {
      200: {
        description: 'The definition.',
        body: { name: 'FormDefinition', schema: formDefinitionSchema },
        example: DEMO_FORM,
      },
      404: fail('No form has this id.', 'Form not found'),
      503: DATABASE_AWAY,
    },
  },
  submitForm: {
    method: 'post',
    path: '/api/forms/{id}/submissions',
    tag: TAGS.content.name,
    summary: 'Submit an online form',
    description:
      'Each answer is checked against its field (required, type, options); unknown fields are refused.',
    pathParams: { id: { description: "The form's id.", example: DEMO_FORM.id } },
    body: {
      name: 'FormSubmissionRequest',
      schema: formSubmissionRequestSchema,
      example: { answers: DEMO_FORM_ANSWERS },
    },
    answers: {
      201: {
        description: 'Received.',
        body: created,
        example: { id: 1, message: 'Thank you, your answers were received' },
      },
      400: {
        description:
          'The body fails validation, or answers are refused: `errors` says what is wrong per field.',
        body: error,
        example: DEMO_FORM_REFUSAL,
      },
      ...JSON_BODY_FAILURES,
      404: fail('No form has this id.', 'Form not found'),
      429: fail(
        'Too many submissions, or too many bytes of answers, from this network in 15 minutes (per client address, shared by every instance).',
        'Too many requests from your network; try again in 15 minutes',
        true,
      ),
      503: DATABASE_AWAY,
    },
  },
  health: {
    method: 'get',
    path: '/api/health',
    tag: TAGS.operations.name,
    summary: 'Liveness',
    description: 'The process answers; restart it when this fails.',
    answers: {
      200: {
        description: 'Alive.',
        body: { name: 'HealthAnswer', schema: healthAnswerSchema },
        example: { status: 'ok' },
      },
    },
  },
  ready: {
    method: 'get',
    path: '/api/ready',
    tag: TAGS.operations.name,
    summary: 'Readiness',
    description:
      'Whether to route traffic here: the database answers within 2 seconds and takes writes, and no shutdown began.',
    answers: {
      200: {
        description: 'Ready.',
        body: { name: 'ReadyAnswer', schema: readyAnswerSchema },
        example: { status: 'ready' },
      },
      503: {
        description:
          'Shutting down, or the database does not answer or takes no writes: read-only, or out of disk space (then with Retry-After).',
        body: { name: 'NotReadyAnswer', schema: notReadyAnswerSchema },
        example: { status: 'unavailable', message: 'The database is not answering' },
      },
    },
  },
  devOutbox: {
    method: 'get',
    path: '/api/dev/outbox',
    tag: TAGS.development.name,
    summary: 'Codes sent locally',
    description: 'Without SMTP_URL in development, codes are kept here instead of e-mailed; newest first.',
    devOnly: true,
    query: outboxQuerySchema,
    queryExample: { email: EXAMPLE_EMAIL },
    answers: {
      200: {
        description: "The address's messages.",
        body: { name: 'OutboxAnswer', schema: outboxAnswerSchema },
        example: {
          messages: [
            {
              to: EXAMPLE_EMAIL,
              subject: 'Your Aden verification code',
              text: 'Your Aden verification code is 123456.',
              code: '123456',
              sent_at: '2030-01-15T09:00:00.000Z',
            },
          ],
        },
      },
      400: fail('No address named.', 'Name one address: /api/dev/outbox?email=you@example.com'),
    },
  },
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type OperationId = keyof Endpoints;

/** Every endpoint with its operationId (its key in the table), in the table's order. */
export const ENDPOINTS: ListedEndpoint[] = Object.entries(endpoints).map(([operationId, endpoint]) => ({
  ...endpoint,
  operationId,
}));
