import { authDialogMachine } from '@machines/authDialog';
import { buildUpdateMachine } from '@machines/buildUpdate';
import { consentMachine } from '@machines/consent';
import { contactMachine } from '@machines/contact';
import { demoDialogMachine } from '@machines/demoDialog';
import { loadingBarMachine } from '@machines/loadingBar';
import { sessionMachine } from '@machines/session';
import { type AnyActorRef, type AnyStateMachine, createActor } from 'xstate';
import { withLabFakes } from '@/flow-lab/sandbox/fakes';
import type { LabStep } from '@/flow-lab/sandbox/labSession';
import type { AppActors } from '@/lib/state/appActors';

/** Which app-wide actor each machine is, where the app has it as one. */
export const APP_ACTOR_OF: Partial<Record<string, keyof AppActors>> = {
  session: 'session',
  authDialog: 'authDialog',
  contact: 'contact',
  demoDialog: 'demoDialog',
  loadingBar: 'loadingBar',
  buildUpdate: 'buildUpdate',
  consent: 'consent',
};

const quiet = { called: () => undefined, acted: () => undefined };
const still = (machine: AnyStateMachine, input?: unknown) =>
  createActor(withLabFakes(machine, quiet), { input }).start();

/**
 * The app-wide actors a screen of the lab reaches: the lab's own actor in its place, the others
 * at rest (their calls never answered, their actions not run) so that nothing but the lab's
 * machine moves. Consent is not required, as in a build without the banner.
 */
export function screenActors(lab: AnyActorRef, machineId: string): AppActors {
  const actors = {
    session: still(sessionMachine),
    authDialog: still(authDialogMachine, { googleConfigured: false }),
    contact: still(contactMachine),
    demoDialog: still(demoDialogMachine),
    discoveryCall: still(demoDialogMachine),
    loadingBar: still(loadingBarMachine),
    buildUpdate: still(buildUpdateMachine, { currentBuildId: 'flow-lab' }),
    consent: still(consentMachine, { required: false, policyVersion: 'flow-lab' }),
  } as unknown as AppActors;
  const slot = APP_ACTOR_OF[machineId];
  return slot ? { ...actors, [slot]: lab } : actors;
}

/**
 * The lab's actor as the screen sees it: what the screen sends goes through the lab's timeline (a
 * step of the log, flashed on the diagram) instead of straight to the actor.
 */
export function routedThroughLab(actor: AnyActorRef, apply: (step: LabStep) => void): AnyActorRef {
  return new Proxy(actor, {
    get(target, property) {
      if (property === 'send') return (event: { type: string }) => apply({ kind: 'event', event });
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
