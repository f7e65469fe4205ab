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
  flowEventsBatchSchema,
  flowEventsStoredAnswerSchema,
  flowStatsAnswerSchema,
  flowStatsQuerySchema,
  MAX_STEPS_PER_BATCH,
  SMALLEST_SHOWN_COUNT,
} from './flowEvents.ts';
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
  roiEstimateRequestSchema,
  roiEstimateSentAnswerSchema,
  roiEstimateSentMessage,
} from './roiEstimate.ts';
import { ROI_MESSAGES } from './roiInputs.ts';
import {
  ADDRESS_DAILY_WRONG_CODE_GUESSES,
  CODE_MAIL_LIMITS,
  DAILY_WRONG_CODE_GUESSES,
  DEFAULT_SIGNUP_PLAN,
  MODE_HOMEPAGE,
  PASSWORD_MIN_LENGTH,
  RESEND_COUNTDOWN_S,
  ROI_MAIL_LIMITS,
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
  visitors: {
    name: 'Visitors',
    description:
      "Each step visitors' flows take (with their consent), counted per day; read back by staff only.",
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
    description: `Sends a 6-digit code to an e-mail that has no account yet. Another code for the same address waits ${RESEND_COUNTDOWN_S} seconds; at most ${CODE_MAIL_LIMITS.perRecipient} codes a day reach one address, and the site sends at most ${CODE_MAIL_LIMITS.perHour} an hour (times RATE_LIMIT_SCALE).`,
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
      429: {
        ...fail(
          `A code was sent less than ${RESEND_COUNTDOWN_S} seconds ago, ${ADDRESS_DAILY_WRONG_CODE_GUESSES} wrong codes for the address from every network together locked it for the day, too many requests from this network, too many codes to this address today, or too many from the whole site this hour.`,
          SIGNUP_REFUSALS.resendWait(42),
          true,
        ),
        otherMessages: [
          'Too many requests from your network; try again in 15 minutes',
          SIGNUP_REFUSALS.tooManyGuessesToday('24 hours'),
          'Too many verification codes were e-mailed to this address today; try again in 24 hours',
          'Too many verification codes are being e-mailed right now; try again in 60 minutes',
        ],
      },
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
        `${DAILY_WRONG_CODE_GUESSES} wrong codes for this e-mail from this network in 24 hours (across resends), ${ADDRESS_DAILY_WRONG_CODE_GUESSES} from every network together, or too many requests from this network.`,
        SIGNUP_REFUSALS.tooManyGuessesToday('24 hours'),
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
      'Stores a contact-sales request; the phone number is written `(+DIAL) NATIONAL`. `preferred_time` and `time_zone` (optional) say when the visitor would like the call. A request for a demo time carries `preferred_time` and may leave out `phone_number`: the invitation goes to `email`; without either, `phone_number` is required.',
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
    description: `Checks the calculator's inputs as the calculator does, computes the estimate with the calculator's formula and e-mails it, with the inputs and a link to the calculator on the site's address (SITE_URL), to the address given. Nothing of the e-mail but the address and the inputs comes from the request: other fields (a link, figures) are ignored. At most ${ROI_MAIL_LIMITS.perRecipient} estimates a day reach one address, and the site sends at most ${ROI_MAIL_LIMITS.perHour} an hour (times RATE_LIMIT_SCALE).`,
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
      400: invalid(ROI_MESSAGES.people, 'inputs.people'),
      ...JSON_BODY_FAILURES,
      429: {
        ...fail(
          'Too many requests from this network, too many estimates to this address today, or too many from the whole site this hour.',
          'Too many estimates were e-mailed to this address today; try again in 24 hours',
          true,
        ),
        otherMessages: [
          'Too many requests from your network; try again in 15 minutes',
          'Too many estimates are being e-mailed right now; try again in 60 minutes',
        ],
      },
      502: fail(
        'The mail server refused the message or did not answer; it counts against no limit.',
        'The estimate could not be sent; try again in a few minutes',
      ),
      503: DATABASE_AWAY,
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
  reportFlowEvents: {
    method: 'post',
    path: '/api/flow-events',
    tag: TAGS.visitors.name,
    summary: "Report a visit's steps",
    description: `A batch of up to ${MAX_STEPS_PER_BATCH} steps of one visit, each a transition its flow's machine can take (contract/flow-graph.json) and the time spent in the state it left, rounded to 100 ms and at most 30 minutes. The batch is stored whole or not at all; only the visit's way through each flow (kept 30 days after its latest step) carries the visit's id, the daily counts (kept 13 months) none.`,
    body: {
      name: 'FlowEventsBatch',
      schema: flowEventsBatchSchema,
      example: {
        visit: 'Jq3v9Xw2LmT8sKpA',
        events: [
          {
            flow: 'signup',
            from: 'signup.step1.codeCheck.checking',
            event: 'xstate.done.actor.checkVerifyCode',
            to: 'signup.step2',
            ms: 800,
          },
        ],
      },
    },
    answers: {
      201: {
        description: 'Stored: the number of steps.',
        body: { name: 'FlowEventsStoredAnswer', schema: flowEventsStoredAnswerSchema },
        example: { stored: 1 },
      },
      400: {
        ...fail(
          'The body fails validation: a flow, state or event the machines do not have, a transition the flow cannot take, a time that is negative, fractional, unrounded or over 30 minutes, or a key given twice.',
          'events[0].to: the sign-up flow cannot go from signup.step1.codeCheck.checking on xstate.done.actor.checkVerifyCode to signup.done',
        ),
      },
      ...JSON_BODY_FAILURES,
      413: {
        ...JSON_BODY_FAILURES[413],
        otherMessages: [`A batch holds at most ${MAX_STEPS_PER_BATCH} steps`],
      },
      429: CLIENT_LIMIT,
      503: DATABASE_AWAY,
    },
  },
  flowStats: {
    method: 'get',
    path: '/api/flow-stats',
    tag: TAGS.visitors.name,
    summary: "A flow's visitors, for staff",
    description: `Over a period (days=7|30|90 up to today, or from and to): entries, stops and time per state, counts per transition, and with path=state,state,... the funnel along it. Only for accounts listed in STAFF_EMAILS. Any count from 1 to ${SMALLEST_SHOWN_COUNT - 1} reads \`{ "fewerThan": ${SMALLEST_SHOWN_COUNT} }\`, and a percentile of fewer than ${SMALLEST_SHOWN_COUNT} times is null.`,
    signedIn: true,
    query: flowStatsQuerySchema,
    queryExample: { flow: 'signup', days: '30', path: 'signup.step1,signup.step2,signup.done' },
    answers: {
      200: {
        description: 'The counts.',
        body: { name: 'FlowStatsAnswer', schema: flowStatsAnswerSchema },
        example: {
          flow: 'signup',
          from: '2030-01-09',
          to: '2030-01-15',
          states: [
            {
              state: 'signup.step2',
              entries: 120,
              ended: { fewerThan: SMALLEST_SHOWN_COUNT },
              time: { samples: 118, p50Ms: 15_000, p90Ms: 70_000 },
            },
          ],
          transitions: [
            {
              from: 'signup.step1.codeCheck.checking',
              event: 'xstate.done.actor.checkVerifyCode',
              to: 'signup.step2',
              count: 120,
            },
          ],
          funnel: [
            { state: 'signup.step1', visits: 300 },
            { state: 'signup.step2', visits: 120 },
            { state: 'signup.done', visits: 97 },
          ],
        },
      },
      400: invalid('days must be 7, 30 or 90', 'days'),
      401: fail('No token, or one that is bad, expired or signed out.', 'Unauthorized: sign in first'),
      403: fail(
        "The account's e-mail is not listed in STAFF_EMAILS.",
        'Only staff can read visitor statistics',
      ),
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
