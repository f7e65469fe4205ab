import { type AnyActorRef, type AnyStateMachine, createActor } from 'xstate';
import { type AppFlowName, appFlows } from '@/app/appFlows';
import { withLabFakes } from '@/flow-lab/sandbox/fakes';
import type { LabStep } from '@/flow-lab/sandbox/labSession';
import type { AppActors } from '@/lib/state/appActors';

/** The inputs of the registry's machines that take one, as a build without the banner gives them. */
const labInputs: Partial<Record<AppFlowName, unknown>> = {
  authDialog: { googleConfigured: false },
  buildUpdate: { currentBuildId: 'flow-lab' },
  consent: { required: false, policyVersion: 'flow-lab' },
  routeMiddleware: { origin: 'https://flow-lab.invalid' },
};

/** Which app-wide actor a machine of the lab is, where the app has it as one: the registry's row of that name. */
export const appActorOf = (machineId: string): AppFlowName | undefined =>
  machineId in appFlows ? (machineId as AppFlowName) : undefined;

const quiet = { called: () => undefined, acted: () => undefined };
const still = (machine: AnyStateMachine, input?: unknown) =>
  createActor(withLabFakes(machine, quiet), { input }).start();

/**
 * The app-wide actors a screen of the lab reaches, one per row of the registry: the lab's own actor
 * in its place, the others at rest (their calls never answered, their actions not run) so that
 * nothing but the lab's machine moves. Consent is not required, as in a build without the banner.
 */
export function screenActors(lab: AnyActorRef, machineId: string): AppActors {
  const actors = Object.fromEntries(
    (Object.keys(appFlows) as AppFlowName[]).map((name) => [
      name,
      still(appFlows[name].machine, labInputs[name]),
    ]),
  ) as unknown as AppActors;
  const slot = appActorOf(machineId);
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
