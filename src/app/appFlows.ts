import { authDialogMachine } from '@machines/authDialog';
import { buildUpdateMachine } from '@machines/buildUpdate';
import { consentMachine } from '@machines/consent';
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
  type InputFrom,
  type InspectionEvent,
  type Observer,
} from 'xstate';
import { createAuthDialogLogic } from '@/features/auth/authDialog.effects';
import { createConsentLogic } from '@/features/consent/consent.effects';
import { COOKIE_POLICY_VERSION } from '@/features/consent/policy';
import { createContactLogic } from '@/features/contact/contact.effects';
import { createDemoDialogLogic } from '@/features/scheduling/demoDialog.effects';
import { config } from '@/lib/config/siteConfig';
import { type AppActors, reportChunkLoadFailure } from '@/lib/state/appActors';
import { readReloadGuard } from '@/lib/state/reloadState';
import { createRestorableActor } from '@/lib/state/restoredActors';
import { createBuildUpdateLogic } from './buildUpdate.effects';
import { readEmbeddedRouteRules } from './embeddedRouteRules';
import { createRouteMiddlewareLogic, rulesEvent } from './routeMiddleware.effects';
import { createSessionLogic } from './session.effects';

/** The step of src/entry/startSiteActors.ts that starts an actor; actors of one step start in row order. */
export type StartStep = 'withFlows' | 'withNavigation' | 'inBackground';

/** One app-wide flow: its statechart, its effects, its input, when it starts and whether a reload keeps it. */
export interface AppFlow<TMachine extends AnyStateMachine> {
  /** The statechart: the actor's type, and what a component test or the flow lab runs with fakes. */
  machine: TMachine;
  /**
   * The machine with its real effects (its `create<Flow>Logic`), given the other app-wide actors: an
   * effect reads them when it runs, so a flow may name one created after it. Absent: it has no effects.
   * A row that reads the actors writes its types out (`(actors: AppActors): typeof <flow>Machine`):
   * the `AppActors` type comes from the registry, which TypeScript cannot infer through itself.
   */
  logic?: (actors: AppActors) => TMachine;
  /** Its input in the page (the browser's, or the prerender's when there is no window). */
  input?: () => InputFrom<TMachine>;
  /** Kept across a deployment reload (SPEC 8): saved before it, created from that snapshot after. */
  restorable?: boolean;
  starts: StartStep;
}

const flow = <TMachine extends AnyStateMachine>(row: AppFlow<TMachine>) => row;
const inBrowser = () => typeof window !== 'undefined';

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
  }),
  session: flow({ machine: sessionMachine, logic: createSessionLogic, starts: 'withFlows' }),
  authDialog: flow({
    machine: authDialogMachine,
    // Its flows' code comes on intent or when first asked for; a failed fetch is a missing chunk.
    logic: (actors: AppActors): typeof authDialogMachine =>
      createAuthDialogLogic(actors.session, () => reportChunkLoadFailure(actors.buildUpdate)),
    input: () => ({ googleConfigured: Boolean(config.googleClientId) }),
    restorable: true,
    starts: 'withFlows',
  }),
  demoDialog: flow({
    machine: demoDialogMachine,
    logic: (actors: AppActors): typeof demoDialogMachine => createDemoDialogLogic(actors.contact),
    restorable: true,
    starts: 'withFlows',
  }),
  /** The discovery-call scheduler (the pricing page's plans, a section's call to action). */
  discoveryCall: flow({
    machine: demoDialogMachine,
    logic: (actors: AppActors): typeof demoDialogMachine => createDemoDialogLogic(actors.contact),
    restorable: true,
    starts: 'withFlows',
  }),
  contact: flow({
    machine: contactMachine,
    logic: createContactLogic,
    restorable: true,
    starts: 'withFlows',
  }),
  loadingBar: flow({ machine: loadingBarMachine, starts: 'withFlows' }),
  /** Every navigation of the site: links, navigate(), back/forward, the first load, the ARP hand-offs. */
  routeMiddleware: flow({
    machine: routeMiddlewareMachine,
    logic: (actors: AppActors): typeof routeMiddlewareMachine =>
      createRouteMiddlewareLogic({
        loadingBar: actors.loadingBar,
        buildUpdate: actors.buildUpdate,
        giveRules: (manifest) => actors.routeMiddleware.send(rulesEvent(manifest)),
      }),
    input: () =>
      inBrowser()
        ? { origin: window.location.origin, rules: readEmbeddedRouteRules(document) }
        : { origin: config.siteUrl },
    starts: 'withNavigation',
  }),
  // The dev server has no build manifest to poll: src/entry/startSiteActors.ts starts it in a build only.
  buildUpdate: flow({
    machine: buildUpdateMachine,
    logic: (actors: AppActors): typeof buildUpdateMachine =>
      createBuildUpdateLogic(() => restorableActors(actors)),
    input: () => ({ currentBuildId: config.buildId, reloads: inBrowser() ? readReloadGuard() : {} }),
    starts: 'inBackground',
  }),
};

export type AppFlows = typeof appFlows;
export type AppFlowName = keyof AppFlows;

/** The app-wide actors, one per row: each an actor of its row's machine. */
type RegisteredActors = { [Name in AppFlowName]: ActorRefFrom<AppFlows[Name]['machine']> };

declare module '@/lib/state/appActors' {
  interface AppActors extends RegisteredActors {}
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
