/**
 * Registry of every statechart of the site, for the flow lab and the model-based tests.
 *
 * Changes from the contracts first agreed (see also each machine's file):
 * - authDialog takes a required input `{ googleConfigured: boolean }`, passed to its `google` child
 *   as `configured`: `createActor(authDialogMachine, { input: { googleConfigured } })`. The `google`
 *   child is invoked while the dialog is open, so the UI sends it `google.script.loaded` (or
 *   `google.script.failed`) each time the dialog opens, from the provider's load status.
 * - authDialog declares its children (`snapshot.children.login | signup | google` are typed).
 * - authDialog runs its `login` and `signup` children for the whole opening (not per card), so
 *   switching cards keeps a sent code and its countdown; closing ends and resets both.
 * - authDialog's `saveSession` params are `{ token, user: { id, firstname, lastname, email } }`;
 *   `redirectToOnboarding` params are `{ token }`; `loginSuccess` is emitted for every method.
 * - signup has no `signup.back`; it starts in a transient `start` state that picks step1 or step2.
 * - googleSignIn starts in a transient `start` state that picks `absent` or `loadingScript`;
 *   `reportCredentialError` params are `{ reason: 'missingCredential' | 'buttonError' }`.
 * - buildUpdate has no `upToDate` state: an unchanged build id goes straight back to `waiting`;
 *   `updated` holds the reload guard (`deciding` -> `reloading` | `known`), and the guard's record
 *   comes in as input `reloads` and goes out through `rememberReload` (sessionStorage).
 * - signup accepts `signup.countdown.resume` while counting down (a restored snapshot has no timer).
 * - session also accepts `session.logout` / `session.unauthorized` while restoring or signed out
 *   (a 401 clears storage whatever the state), and has `logRestoreError` for a failing restore.
 * - loadingBar ignores `loading.start` while loading; an error before the bar shows does nothing.
 * - login takes `rel` in its input for symmetry but does not use it (the login call has no rel).
 * - Actions that carry data take typed params (e.g. `persistSession(_, { token, user })`).
 */
import type { AnyStateMachine } from 'xstate';
import { authDialogMachine } from './authDialog';
import { buildUpdateMachine } from './buildUpdate';
import { consentMachine } from './consent';
import { DEFAULT_REL, MODE_HOMEPAGE } from './constants';
import { contactMachine } from './contact';
import { demoDialogMachine } from './demoDialog';
import { googleSignInMachine } from './googleSignIn';
import { integrationRequestMachine } from './integrationRequest';
import { loadingBarMachine } from './loadingBar';
import { loginMachine } from './login';
import { onlineFormMachine } from './onlineForm';
import { pageDataMachine } from './pageData';
import type { RoiPlan } from './roi/inputs';
import { roiCalculatorMachine } from './roiCalculator';
import { roiEstimateEmailMachine } from './roiEstimateEmail';
import { routeMiddlewareMachine } from './routeMiddleware';
import { sessionMachine } from './session';
import { signupMachine } from './signup';

/** Two paid plans as src/content/pricing.ts gives them, for the flow lab and the tests. */
export const EXAMPLE_ROI_PLANS = [
  {
    id: 'team',
    name: 'Team',
    pricePerUserPerMonth: 24,
    maxUsers: 25,
    nextPlan: 'Business',
    oneTimeCosts: { implementation: 900, migration: 600, trainingPerSeat: 30 },
  },
  {
    id: 'business',
    name: 'Business',
    pricePerUserPerMonth: 49,
    maxUsers: 250,
    nextPlan: 'Enterprise',
    oneTimeCosts: { implementation: 6_000, migration: 4_000, trainingPerSeat: 0 },
  },
] as const satisfies readonly RoiPlan[];

export interface MachineEntry {
  id: string;
  /** The flow's name in words, as the flow lab lists it: 'Sign-up', 'Auth dialog'. */
  name: string;
  description: string;
  machine: AnyStateMachine;
  /** An input to start the machine with in the flow lab; absent when it takes none. */
  exampleInput?: unknown;
}

export const machines: readonly MachineEntry[] = [
  {
    id: 'session',
    name: 'Session',
    description:
      'Who is signed in: restores the stored token and user, loads the profile, clears on logout or 401.',
    machine: sessionMachine,
  },
  {
    id: 'loadingBar',
    name: 'Loading bar',
    description: 'The page loading bar: throttled show, eased progress, error colour, hide then reset.',
    machine: loadingBarMachine,
  },
  {
    id: 'authDialog',
    name: 'Auth dialog',
    description: 'The login / sign-up modal hosting the login, signup and Google flows; saves the session.',
    machine: authDialogMachine,
    exampleInput: { googleConfigured: true },
  },
  {
    id: 'login',
    name: 'Login',
    description: 'Email and password login card.',
    machine: loginMachine,
    exampleInput: { email: '', rel: DEFAULT_REL },
  },
  {
    id: 'signup',
    name: 'Sign-up',
    description: 'Two-step email sign-up: send code with a 60-second countdown, check code, then register.',
    machine: signupMachine,
    exampleInput: { email: '', code: '', rel: DEFAULT_REL, rId: null, mode: MODE_HOMEPAGE },
  },
  {
    id: 'googleSignIn',
    name: 'Google sign-in',
    description: 'Continue with Google: script load, credential check, exchange for a session.',
    machine: googleSignInMachine,
    exampleInput: { rel: DEFAULT_REL, configured: true },
  },
  {
    id: 'contact',
    name: 'Contact',
    description: 'Contact-sales dialog: form, then the scheduling widget; error flag on failure.',
    machine: contactMachine,
  },
  {
    id: 'integrationRequest',
    name: 'Ask for an integration',
    description:
      'Ask for this integration: a name and an e-mail sent to the server from an empty integrations search; sent, or failed with the reason.',
    machine: integrationRequestMachine,
  },
  {
    id: 'consent',
    name: 'Cookie consent',
    description:
      'Cookie consent: reads the stored choice, asks with a banner, decides per category (functional, marketing), reopened from the footer.',
    machine: consentMachine,
    exampleInput: { required: true, policyVersion: '2026-11' },
  },
  {
    id: 'demoDialog',
    name: 'Demo dialog',
    description: 'The "Book a demo" scheduling dialog: open or closed.',
    machine: demoDialogMachine,
  },
  {
    id: 'buildUpdate',
    name: 'New version check',
    description: 'Hourly new-build polling and the once-per-10-seconds chunk-load reload guard.',
    machine: buildUpdateMachine,
    exampleInput: { currentBuildId: 'current' },
  },
  {
    id: 'routeMiddleware',
    name: 'Navigation',
    description:
      'Every navigation: validate, then the manifest redirect rules, then the page code; refuses external URLs without opt-in.',
    machine: routeMiddlewareMachine,
    exampleInput: { origin: 'https://adenhq.com' },
  },
  {
    id: 'pageData',
    name: 'Page data',
    description:
      "What a page shows, loaded once: a prerendered page's payload (in the first HTML, else {path}/_payload.json) or the API call for a page's id; ready, not found or failed.",
    machine: pageDataMachine,
    exampleInput: { key: '/blog/example' },
  },
  {
    id: 'onlineForm',
    name: 'Online form',
    description: 'An online form: submit answers, then the result page or the server field errors.',
    machine: onlineFormMachine,
    // The form the server seeds (server/db/seed.ts), so the lab's screen draws its fields.
    exampleInput: { formId: 'demo' },
  },
  {
    id: 'roiCalculator',
    name: 'ROI calculator',
    description:
      'The ROI calculator: restores a shared link, validates each input, keeps the last valid result (stale) while an input is invalid, offers an Enterprise estimate past the plans, copies the link.',
    machine: roiCalculatorMachine,
    // The site passes the paid plans of src/content/pricing.ts; these stand in for them in the flow lab.
    exampleInput: { plans: EXAMPLE_ROI_PLANS, defaultPlan: 'business' },
  },
  {
    id: 'roiEstimateEmail',
    name: 'Email me this estimate',
    description:
      'Email me this estimate: asks only for an e-mail address, sends the estimate through the server, then offers a call.',
    machine: roiEstimateEmailMachine,
  },
];

/** A flow's name in words by its machine's id (the id itself for a machine not registered). */
export function flowName(machineId: string): string {
  return machines.find((entry) => entry.id === machineId)?.name ?? machineId;
}
