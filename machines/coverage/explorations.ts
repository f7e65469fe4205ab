import type { ContactRequest } from '@contract/contactRequest';
import { EXAMPLE_ROI_ESTIMATE } from '@contract/roiEstimate';
import { ROI_PLANS } from '@contract/roiPlans';
import type { RouteRules } from '@contract/routeRules';
import { authDialogMachine } from '@machines/authDialog';
import type { AuthResponse, AuthResult } from '@machines/authResult';
import { buildUpdateMachine } from '@machines/buildUpdate';
import { consentMachine, type StoredConsent } from '@machines/consent';
import {
  DEFAULT_REL,
  LOADING_BAR_FULL_PROGRESS,
  MODE_HOMEPAGE,
  REL_AIFORM,
  RELOAD_GUARD_MS,
} from '@machines/constants';
import { contactMachine } from '@machines/contact';
import { demoDialogMachine } from '@machines/demoDialog';
import { googleSignInMachine } from '@machines/googleSignIn';
import { machines } from '@machines/index';
import { integrationRequestMachine } from '@machines/integrationRequest';
import { loadingBarMachine } from '@machines/loadingBar';
import { loginMachine } from '@machines/login';
import { onlineFormMachine } from '@machines/onlineForm';
import { pageDataMachine } from '@machines/pageData';
import { roiCalculatorMachine } from '@machines/roiCalculator';
import { roiEstimateEmailMachine } from '@machines/roiEstimateEmail';
import { routeMiddlewareMachine } from '@machines/routeMiddleware';
import { type SessionUser, sessionMachine } from '@machines/session';
import { type SignupInput, signupMachine } from '@machines/signup';
import type { AnyStateMachine } from 'xstate';
import type { CoverageOptions } from './modelWalk';

/**
 * How each machine of the registry is explored for coverage: the inputs it starts from and the
 * sample events (payloads, call answers) that drive each guard both ways. The machine tests assert
 * full coverage with these (tests/machines/*.test.ts); a lab build counts them for the lab's list.
 */
export interface Exploration<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine;
  options: CoverageOptions<TMachine>;
}

const explore = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: CoverageOptions<TMachine> = {},
): Exploration<TMachine> => ({ machine, options });

const email = 'ada@example.com';
const code = '123456';

/** An auth response as the platform sends it, onboarding finished or not. */
export function authResponse(overrides: Partial<AuthResponse> = {}): AuthResponse {
  return {
    token: 'jwt-token',
    id: 42,
    firstname: 'Ada',
    lastname: 'Lovelace',
    email,
    user_onboarding: JSON.stringify({ finishedOnboarding: true }),
    arp_onboarding: JSON.stringify({ finishedOnboarding: true }),
    ...overrides,
  };
}
export const unfinishedOnboarding = JSON.stringify({ finishedOnboarding: false });
export const authResult = (
  method: AuthResult['method'],
  overrides: Partial<AuthResponse> = {},
): AuthResult => ({
  ...authResponse(overrides),
  method,
});

const blankSignup: SignupInput = { email: '', code: '', rel: DEFAULT_REL, rId: null, mode: MODE_HOMEPAGE };
const buildInput = { currentBuildId: 'build-1' };
const chunkFailure = (path: string, now: number) =>
  ({ type: 'build.chunkFailed', href: `${path}?ref=menu`, path, now }) as const;
const POLICY = '2026-11';
const storedConsent = (choice: Omit<StoredConsent, 'version' | 'date'>, version = POLICY): StoredConsent => ({
  ...choice,
  version,
  date: '2026-11-01T10:00:00.000Z',
});
const contactRequest: ContactRequest = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  phone_number: '(+1) 2025550123',
  email,
};
const routeOrigin = 'https://site.example';
const routeRules: RouteRules = {
  trailingSlash: 'strip',
  redirects: [
    { from: '/ecommerce', to: '/eCommerce' },
    { from: '/docs', to: 'https://docs.example.com' },
    { from: '/loop-a', to: '/loop-b' },
    { from: '/loop-b', to: '/loop-a' },
  ],
};
const storedUser: SessionUser = { id: 7, firstname: 'Ada', lastname: 'Lovelace', email };
const profile: SessionUser = {
  user_id: 7,
  firstname: 'Ada',
  lastname: 'Lovelace',
  email,
  create_time: '2024-01-01T00:00:00Z',
  company_name: 'Analytical Engines',
  avatar: null,
};
const pagePayload = { post: { slug: 'automating-month-end-close', title: 'Automating the month-end close' } };

const written = {
  session: explore(sessionMachine, {
    events: [
      { type: 'xstate.done.actor.restoreSession', output: { token: 'stored-token', user: storedUser } },
      { type: 'xstate.done.actor.restoreSession', output: { token: null, user: null } },
      { type: 'xstate.error.actor.restoreSession', error: new Error('storage blocked') },
      { type: 'xstate.done.actor.fetchProfile', output: profile },
      { type: 'xstate.error.actor.fetchProfile', error: { message: 'Server down' } },
      { type: 'session.login', token: 'new-token', user: storedUser },
    ],
  }),
  loadingBar: explore(loadingBarMachine, {
    // Progress grows without bound in steps; what matters to the transitions is visible/error.
    serializeContext: ({ visible, error, progress }) => ({
      visible,
      error,
      full: progress === LOADING_BAR_FULL_PROGRESS,
    }),
  }),
  authDialog: explore(authDialogMachine, {
    input: { googleConfigured: true },
    // The flows' code already in, and not yet (the dialog then waits for it in `loading`).
    provided: [{}, { guards: { flowsReady: () => false } }],
    events: [
      { type: 'auth.show', mode: 'login' },
      { type: 'auth.show', mode: 'signup' },
      { type: 'auth.show', mode: 'signup', email, code, rel: REL_AIFORM, rId: 'employee-7' },
      { type: 'auth.switch', mode: 'login' },
      { type: 'auth.switch', mode: 'signup' },
      { type: 'xstate.done.actor.login', output: authResult('email-login') },
      { type: 'xstate.done.actor.signup', output: authResult('email-signup') },
      {
        type: 'xstate.done.actor.signup',
        output: authResult('email-signup', { user_onboarding: unfinishedOnboarding }),
      },
      { type: 'xstate.done.actor.google', output: authResult('google') },
      { type: 'xstate.done.actor.loadFlows' },
      { type: 'xstate.error.actor.loadFlows', error: new Error('offline') },
      // The sign-up card with a code's countdown at its last two seconds, and with none running.
      {
        type: 'xstate.snapshot.signup',
        snapshot: { context: { codeSent: true, email, secondsLeft: 2 } },
      },
      { type: 'xstate.snapshot.signup', snapshot: { context: { codeSent: false, email, secondsLeft: 0 } } },
      { type: 'xstate.snapshot.signup', snapshot: { context: { codeSent: true, email, secondsLeft: 0 } } },
      {
        type: 'xstate.done.actor.google',
        output: authResult('google', { user_onboarding: unfinishedOnboarding }),
      },
    ],
  }),
  login: explore(loginMachine, {
    input: { email, rel: DEFAULT_REL },
    events: [
      { type: 'login.submit', email, password: 'secret-password' },
      { type: 'login.submit', email: '', password: 'secret-password' },
      { type: 'xstate.done.actor.loginRequest', output: authResponse() },
      { type: 'xstate.error.actor.loginRequest', error: { message: 'Wrong password' } },
    ],
  }),
  signup: explore(signupMachine, {
    inputs: [blankSignup, { ...blankSignup, email, code }, { ...blankSignup, email, secondsLeft: 2 }],
    events: [
      { type: 'signup.code.send', email },
      { type: 'signup.code.send', email: '' },
      { type: 'signup.continue', email, code },
      { type: 'signup.continue', email, code: '' },
      { type: 'signup.continue', email: '', code },
      { type: 'signup.submit', email, password: 'long-enough-password' },
      { type: 'signup.submit', email: '', password: 'long-enough-password' },
      { type: 'xstate.done.actor.register', output: authResponse() },
    ],
  }),
  googleSignIn: explore(googleSignInMachine, {
    inputs: [
      { rel: DEFAULT_REL, configured: true },
      { rel: DEFAULT_REL, configured: false },
    ],
    events: [
      { type: 'google.credential', credential: 'google-jwt' },
      { type: 'google.credential' },
      { type: 'xstate.done.actor.exchangeCredential', output: authResponse() },
    ],
  }),
  integrationRequest: explore(integrationRequestMachine, {
    events: [
      { type: 'ask.submit', integration: 'Buildertrend', email },
      { type: 'xstate.done.actor.sendIntegrationRequest', output: { id: 1 } },
      { type: 'xstate.error.actor.sendIntegrationRequest', error: { status: 429 } },
    ],
  }),
  contact: explore(contactMachine, {
    events: [
      { type: 'contact.open', email },
      { type: 'contact.open' },
      { type: 'contact.open', askForTime: true },
      { type: 'contact.submit', ...contactRequest },
    ],
  }),
  consent: explore(consentMachine, {
    inputs: [
      { required: true, policyVersion: POLICY },
      { required: false, policyVersion: POLICY },
    ],
    events: [
      { type: 'xstate.done.actor.0.consent.unknown.reading', output: null },
      {
        type: 'xstate.done.actor.0.consent.unknown.reading',
        output: storedConsent({ functional: true, marketing: false }),
      },
      {
        type: 'xstate.done.actor.0.consent.unknown.reading',
        output: storedConsent({ functional: true, marketing: true }, '2025-01'),
      },
      { type: 'consent.toggle', category: 'functional' },
      { type: 'consent.toggle', category: 'marketing' },
      { type: 'consent.grant', category: 'functional' },
      { type: 'consent.grant', category: 'marketing' },
    ],
  }),
  demoDialog: explore(demoDialogMachine),
  buildUpdate: explore(buildUpdateMachine, {
    inputs: [buildInput, { ...buildInput, reloads: { '/pricing': 0 } }],
    events: [
      { type: 'xstate.done.actor.fetchLatestBuild', output: { id: 'build-1' } },
      { type: 'xstate.done.actor.fetchLatestBuild', output: { id: 'build-2' } },
      chunkFailure('/pricing', 1),
      chunkFailure('/pricing', RELOAD_GUARD_MS),
    ],
  }),
  routeMiddleware: explore(routeMiddlewareMachine, {
    inputs: [{ origin: routeOrigin }, { origin: routeOrigin, middleware: ['validate', 'auth'] }],
    events: [
      { type: 'route.navigate', to: '/pricing' },
      { type: 'route.navigate', to: '/ecommerce', history: true },
      { type: 'route.navigate', to: '/docs' },
      { type: 'route.navigate', to: '/loop-a' },
      { type: 'route.navigate', to: 'https://elsewhere.example/' },
      { type: 'route.navigate', to: '/arp/onboarding?t=x', external: true, newTab: true },
      { type: 'route.rules.loaded', rules: routeRules },
      { type: 'route.rules.unavailable' },
      { type: 'xstate.done.actor.validateRoute', output: { accepted: true, matched: true } },
      { type: 'xstate.done.actor.validateRoute', output: { accepted: true, matched: false } },
      { type: 'xstate.done.actor.validateRoute', output: { accepted: false, status: 410 } },
    ],
    // What the guards read; the rest (outcome, error text) follows from it.
    serializeContext: (context) => ({
      step: context.step,
      matched: context.matched,
      redirects: context.redirects,
      rules: context.rules !== null,
      rulesUnavailable: context.rulesUnavailable,
      request: context.request?.path,
      leaving: context.leavingTo,
    }),
  }),
  pageData: explore(pageDataMachine, {
    inputs: [{ key: '/blog/a' }, { key: '/blog/a', initial: pagePayload }, { key: '/blog/a', missing: true }],
    events: [
      { type: 'xstate.done.actor.load', output: pagePayload },
      { type: 'xstate.error.actor.load', error: { status: 404, message: 'Not found' } },
      { type: 'xstate.error.actor.load', error: { status: 500, message: 'Internal server error' } },
    ],
  }),
  onlineForm: explore(onlineFormMachine, {
    input: { formId: 'demo' },
    events: [
      { type: 'form.submit', answers: { company: 'Acme', email, consent: true, employees: 12 } },
      { type: 'xstate.done.actor.submitForm', output: { id: 1 } },
      {
        type: 'xstate.error.actor.submitForm',
        error: {
          status: 400,
          message: 'Work email: Must be a valid email',
          errors: { email: 'Must be a valid email', industry: 'This field is required' },
        },
      },
      { type: 'form.field.change', name: 'email' },
      { type: 'form.field.change', name: 'company' },
    ],
  }),
  roiCalculator: explore(roiCalculatorMachine, {
    input: { plans: ROI_PLANS, defaultPlan: 'business' },
    events: [
      { type: 'xstate.done.actor.readSharedSearch', output: 'team=40' },
      { type: 'xstate.done.actor.readSharedSearch', output: 'team=0' },
      { type: 'roi.change', field: 'people', value: '12' },
      { type: 'roi.change', field: 'people', value: '0' },
      { type: 'roi.change', field: 'officeUsers', value: '300' },
      { type: 'roi.enterprise.ask' },
    ],
  }),
  roiEstimateEmail: explore(roiEstimateEmailMachine, {
    events: [
      { type: 'estimate.email.change', email: 'cfo@example.com' },
      { type: 'estimate.email.change', email: '' },
      { type: 'estimate.email.change', email: 'cfo@' },
      { type: 'estimate.send', estimate: EXAMPLE_ROI_ESTIMATE },
      { type: 'xstate.done.actor.sendEstimate', output: { message: 'Your estimate is on its way' } },
      {
        type: 'xstate.error.actor.sendEstimate',
        error: { status: 429, message: 'Too many requests from your network; try again in 15 minutes' },
      },
    ],
  }),
} satisfies Record<string, Exploration>;

/**
 * Every machine of the registry: as written above, or else walked from the start with no samples
 * (a machine whose guards read only its own context and events needs none).
 */
export const explorations: typeof written = {
  ...Object.fromEntries(machines.map((entry) => [entry.id, explore(entry.machine)])),
  ...written,
};
