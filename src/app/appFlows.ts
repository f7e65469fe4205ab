import { authDialogDefinition, isAuthDialogShown } from '@machines/authDialogDefinition';
import { buildUpdateMachine } from '@machines/buildUpdate';
import { consentMachine, selectSettingsOpen } from '@machines/consent';
import { contactMachine } from '@machines/contact';
import { demoDialogMachine } from '@machines/demoDialog';
import { loadingBarMachine } from '@machines/loadingBar';
import { routeMiddlewareMachine } from '@machines/routeMiddleware';
import { sessionMachine } from '@machines/session';
import {
  type ActorRefFrom,
  type AnyActorRef,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  type InputFrom,
  type InspectionEvent,
  type Observer,
  type SnapshotFrom,
} from 'xstate';
import { createAuthDialogLogic } from '@/features/auth/authDialog.effects';
import { AUTH_FORM_UNAVAILABLE_MESSAGE, preloadAuthFlows } from '@/features/auth/authFlowsModule';
import { useAuthLink } from '@/features/auth/useAuthLink';
import { createConsentLogic } from '@/features/consent/consent.effects';
import { COOKIE_POLICY_VERSION } from '@/features/consent/policy';
import { createContactLogic } from '@/features/contact/contact.effects';
import { createDemoDialogLogic } from '@/features/scheduling/demoDialog.effects';
import { config } from '@/lib/config/siteConfig';
import type { LazyDialogComponent } from '@/lib/loading/LazyDialog';
import { type AppActors, reportChunkLoadFailure } from '@/lib/state/appActors';
import { readReloadGuard } from '@/lib/state/reloadState';
import { reopenAfterReload } from '@/lib/state/reopenedDialogs';
import { createRestorableActor } from '@/lib/state/restoredActors';
import { createBuildUpdateLogic } from './buildUpdate.effects';
import { createRouteMiddlewareLogic, rulesEvent } from './routeMiddleware.effects';
import { createSessionLogic } from './session.effects';

/** The step of src/entry/startSiteActors.ts that starts an actor; actors of one step start in row order. */
export type StartStep = 'withFlows' | 'withNavigation' | 'inBackground';

/** One app-wide flow: its statechart, its effects, its input, when it starts and whether a reload keeps it. */
export interface AppFlow<TMachine extends AnyStateMachine, TDialogName extends string = string> {
  /** The statechart: the actor's type, and what a component test or the flow lab runs with fakes. */
  machine: TMachine;
  /**
   * The machine with its real effects (its `create<Flow>Logic`), given the other app-wide actors. The
   * rows are created in order: what the logic takes as it is made comes from a row above; an effect
   * that reads the actors when it runs may reach any. Absent: it has no effects.
   * A row that reads the actors writes its types out (`(actors: AppActors): typeof <flow>Machine`):
   * the `AppActors` type comes from the registry, which TypeScript cannot infer through itself.
   */
  logic?: (actors: AppActors) => TMachine;
  /** Its input in the page (the browser's, or the prerender's when there is no window). */
  input?: () => InputFrom<TMachine>;
  /** Kept across a deployment reload (SPEC 8): saved before it, created from that snapshot after. */
  restorable?: boolean;
  starts: StartStep;
  /** Its dialog, if it has one: a chunk of its own, open while the flow says so (src/app/dialogs.tsx). */
  dialog?: AppDialog<TMachine, TDialogName>;
}

/** An app-wide flow's dialog, mounted once by the layout; its code loads when wanted (LazyDialog.tsx). */
export interface AppDialog<TMachine extends AnyStateMachine, TName extends string = string> {
  /** The name a control opens it by (`opensDialog`), and its press shell's. */
  name: TName;
  load: () => Promise<LazyDialogComponent>;
  /** Shown when its code could not be fetched. */
  failureMessage: string;
  isOpen: (snapshot: SnapshotFrom<TMachine>) => boolean;
  close: EventFromLogic<TMachine>;
  /** What must come with its code (the sign-in flows'). */
  alsoLoad?: () => Promise<unknown>;
  /** Opened again after a deployment reload, with these values of its opening, if its code failed. */
  reopenFields?: (snapshot: SnapshotFrom<TMachine>) => Record<string, string>;
  /** Runs in its slot while the page runs (the auth dialog's sign-up link, which opens it). */
  whilePageRuns?: () => void;
}

const flow = <TMachine extends AnyStateMachine, const TDialogName extends string = never>(
  row: AppFlow<TMachine, TDialogName>,
) => row;
const UNAVAILABLE = (what: string) =>
  `The ${what} could not be loaded. Please check your connection and try again.`;
const inBrowser = () => typeof window !== 'undefined';

/**
 * A scheduler's flow: the demo dialog's machine with its effects, kept across a reload, whose dialog
 * `pick` chooses from the scheduling chunk.
 */
const schedulerFlow = <const TDialogName extends string>(
  name: TDialogName,
  pick: (module: typeof import('@/features/scheduling/SchedulingDialog')) => LazyDialogComponent,
) =>
  flow({
    machine: demoDialogMachine,
    logic: (actors: AppActors): typeof demoDialogMachine => createDemoDialogLogic(actors),
    restorable: true,
    starts: 'withFlows',
    dialog: {
      name,
      load: () => import('@/features/scheduling/SchedulingDialog').then(pick),
      failureMessage: UNAVAILABLE('scheduler'),
      isOpen: (snapshot) => snapshot.matches('open'),
      close: { type: 'demo.close' },
    },
  });

/**
 * The registry of the app-wide flows, one row each. From it come the `AppActors` type
 * (src/lib/state/appActors.tsx), their creation and start order (src/entry/siteActors.ts,
 * src/entry/startSiteActors.ts), the dialogs a deployment reload keeps, the flow lab's screens and the
 * component tests' fakes (tests/helpers/fakeAppActors.ts).
 */
export const appFlows = {
  // First: Google Consent Mode's defaults are queued before anything could load a Google tag.
  consent: flow({
    machine: consentMachine,
    logic: createConsentLogic,
    input: () => ({ required: config.consentRequired, policyVersion: COOKIE_POLICY_VERSION }),
    starts: 'withFlows',
    // From the banner's "Customize" or the footer's "Cookie settings".
    dialog: {
      name: 'cookieSettings',
      load: () => import('@/features/consent/CookieSettings').then((module) => module.CookieSettings),
      failureMessage: UNAVAILABLE('cookie settings'),
      isOpen: selectSettingsOpen,
      close: { type: 'consent.close' },
    },
  }),
  session: flow({ machine: sessionMachine, logic: createSessionLogic, starts: 'withFlows' }),
  // "Book a demo" (SPEC 2).
  demoDialog: schedulerFlow('demo', (module) => module.BookDemoDialog),
  /** The discovery-call scheduler (the pricing page's plans, a section's call to action). */
  discoveryCall: schedulerFlow('discoveryCall', (module) => module.DiscoveryCallDialog),
  // The contact-sales dialog (SPEC 2).
  contact: flow({
    machine: contactMachine,
    logic: createContactLogic,
    restorable: true,
    starts: 'withFlows',
    dialog: {
      name: 'contact',
      load: () => import('@/features/contact/ContactDialog').then((module) => module.ContactDialog),
      failureMessage: UNAVAILABLE('contact form'),
      isOpen: (snapshot) => !snapshot.matches('closed'),
      close: { type: 'contact.close' },
      reopenFields: (snapshot) => ({ email: snapshot.context.email }),
    },
  }),
  // Last of the dialogs, so that it is mounted above the others.
  authDialog: flow({
    // The chart without its flows (machines/authDialog.ts adds them): their code is not on the page
    // until the dialog is wanted, on intent or when first asked for; a failed fetch is a missing chunk.
    machine: authDialogDefinition,
    logic: (actors: AppActors): typeof authDialogDefinition =>
      createAuthDialogLogic(actors.session, (asked) => {
        // The reload that follows a deployment opens the card asked for again, with its e-mail.
        reopenAfterReload('auth', asked);
        reportChunkLoadFailure(actors.buildUpdate);
      }),
    input: () => ({ googleConfigured: Boolean(config.googleClientId) }),
    restorable: true,
    starts: 'withFlows',
    dialog: {
      name: 'auth',
      load: () => import('@/features/auth/AuthDialog').then((module) => module.AuthDialogWithGoogle),
      failureMessage: AUTH_FORM_UNAVAILABLE_MESSAGE,
      isOpen: isAuthDialogShown,
      close: { type: 'auth.close' },
      reopenFields: (snapshot) => ({ mode: snapshot.context.mode, email: snapshot.context.email }),
      // The sign-in flows' code comes with the dialog's.
      alsoLoad: preloadAuthFlows,
      // A sign-up link (`email` and `vuid` in the URL) opens it (SPEC 2).
      whilePageRuns: useAuthLink,
    },
  }),
  loadingBar: flow({ machine: loadingBarMachine, starts: 'withFlows' }),
  // The dev server has no build manifest to poll: src/entry/startSiteActors.ts starts it in a build only.
  buildUpdate: flow({
    machine: buildUpdateMachine,
    logic: (actors: AppActors): typeof buildUpdateMachine =>
      createBuildUpdateLogic(() => restorableActors(actors)),
    input: () => ({ currentBuildId: config.buildId, reloads: inBrowser() ? readReloadGuard() : {} }),
    starts: 'inBackground',
  }),
  /** Every navigation of the site: links, navigate(), back/forward, the first load, the ARP hand-offs. */
  routeMiddleware: flow({
    machine: routeMiddlewareMachine,
    logic: (actors: AppActors): typeof routeMiddlewareMachine =>
      createRouteMiddlewareLogic({
        loadingBar: actors.loadingBar,
        buildUpdate: actors.buildUpdate,
        giveRules: (manifest) => actors.routeMiddleware.send(rulesEvent(manifest)),
      }),
    // The rules come with the build manifest (manifestLoader.ts): a page renders without them, and a
    // path that is no page waits for them, so the browser's code does not carry a copy.
    input: () => ({ origin: inBrowser() ? window.location.origin : config.siteUrl }),
    starts: 'withNavigation',
  }),
};

export type AppFlows = typeof appFlows;
export type AppFlowName = keyof AppFlows;

/** The app-wide actors, one per row: each an actor of its row's machine. */
type RegisteredActors = { [Name in AppFlowName]: ActorRefFrom<AppFlows[Name]['machine']> };

/** The names of the rows' dialogs. */
type DialogName = {
  [Name in AppFlowName]: AppFlows[Name] extends { dialog?: AppDialog<never, infer Dialog> } ? Dialog : never;
}[AppFlowName];

declare module '@/lib/state/appActors' {
  interface AppActors extends RegisteredActors {}
}
declare module '@/lib/loading/LazyDialog' {
  interface LazyDialogNames extends Record<DialogName, true> {}
}

const names = Object.keys(appFlows) as AppFlowName[];
const row = (name: AppFlowName): AppFlow<AnyStateMachine> => appFlows[name];

/** The rows' names in start order: the steps in turn, within a step the rows' order. */
export const namesStartingIn = (step: StartStep): AppFlowName[] =>
  names.filter((name) => row(name).starts === step);

/** The flows a deployment reload keeps (SPEC 8). */
export const restorableNames: AppFlowName[] = names.filter((name) => row(name).restorable);

/** The actors a deployment reload saves, by name. */
export const restorableActors = (actors: AppActors): Record<string, AnyActorRef> =>
  Object.fromEntries(restorableNames.map((name) => [name, actors[name]]));

/**
 * Creates the app-wide actors, one per row, each from its logic and input; a restorable one from the
 * snapshot a deployment reload saved for this page, if any. Called once, where the app is composed
 * (src/entry/siteActors.ts); they start after hydration (src/entry/startSiteActors.ts).
 */
export function createAppActors({ inspect }: { inspect?: Observer<InspectionEvent> } = {}): AppActors {
  const actors: Partial<Record<AppFlowName, AnyActorRef>> = {};
  for (const name of names) {
    const { machine, logic, input, restorable } = row(name);
    const actorLogic = logic ? logic(actors as AppActors) : machine;
    const options = { inspect, ...(input ? { input: input() } : {}) };
    actors[name] = restorable
      ? createRestorableActor(name, actorLogic, options)
      : createActor(actorLogic, options);
  }
  return actors as AppActors;
}
