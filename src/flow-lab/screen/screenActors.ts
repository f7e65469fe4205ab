import { type AuthDialogMode, authDialogMachine } from '@machines/authDialog';
import { type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, createActor } from 'xstate';
import { type AppFlowName, appFlows } from '@/app/appFlows';
import { withLabFakes } from '@/flow-lab/sandbox/fakes';
import type { LabStep } from '@/flow-lab/sandbox/labSession';
import { config } from '@/lib/config/siteConfig';
import type { AppActors } from '@/lib/state/appActors';

/** Whether this build offers Google sign-in, as the site's registry decides it (src/app/appFlows.ts). */
const googleConfigured = Boolean(config.googleClientId);

/** The inputs of the registry's machines that take one, as this build gives them (no cookie banner). */
const labInputs: Partial<Record<AppFlowName, unknown>> = {
  authDialog: { googleConfigured },
  buildUpdate: { currentBuildId: 'flow-lab' },
  consent: { required: false, policyVersion: 'flow-lab' },
  routeMiddleware: { origin: 'https://flow-lab.invalid' },
};

/**
 * The input the lab starts a machine with: its example, except where the site's own input reads the
 * build (the auth dialog offers Google only where this build has a Google client, as the site does).
 */
export const labInputOf = (machineId: string, exampleInput: unknown): unknown =>
  machineId === 'authDialog' ? labInputs.authDialog : exampleInput;

/** Which app-wide actor a machine of the lab is, where the app has it as one: the registry's row of that name. */
export const appActorOf = (machineId: string): AppFlowName | undefined =>
  machineId in appFlows ? (machineId as AppFlowName) : undefined;

const quiet = { called: () => undefined, acted: () => undefined };
const still = (machine: AnyStateMachine, input?: unknown) =>
  createActor(withLabFakes(machine, quiet), { input }).start();

/** The sign-in flows the auth dialog shows, each as the dialog's child of that name on the card it opens on. */
const AUTH_DIALOG_CHILDREN: Partial<
  Record<string, { child: 'login' | 'signup' | 'google'; mode: AuthDialogMode }>
> = {
  login: { child: 'login', mode: 'login' },
  signup: { child: 'signup', mode: 'signup' },
  googleSignIn: { child: 'google', mode: 'login' },
};

/**
 * An auth dialog at rest, open on the card of the lab's sign-in flow, whose snapshots name the lab's
 * actor as that flow: the site's dialog (title, caption, Google, the card, the link to the other card)
 * then draws around the lab's actor. Its own sends (the close button, the switch link) move the dialog
 * at rest, never the lab's flow.
 */
function authDialogAround(lab: AnyActorRef, child: 'login' | 'signup' | 'google', mode: AuthDialogMode) {
  const dialog = still(authDialogMachine, { googleConfigured });
  dialog.send({ type: 'auth.show', mode });
  // One snapshot object per snapshot of the dialog: React's stores compare them by identity.
  const withLab = new WeakMap<AnyMachineSnapshot, AnyMachineSnapshot>();
  const snapshotWithLab = () => {
    const snapshot: AnyMachineSnapshot = dialog.getSnapshot();
    let shown = withLab.get(snapshot);
    if (!shown) {
      shown = Object.create(snapshot, {
        children: { value: { ...snapshot.children, [child]: lab }, enumerable: true },
      }) as AnyMachineSnapshot;
      withLab.set(snapshot, shown);
    }
    return shown;
  };
  return answering(dialog, 'getSnapshot', snapshotWithLab);
}

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
  if (slot) return { ...actors, [slot]: lab };
  const inDialog = AUTH_DIALOG_CHILDREN[machineId];
  return inDialog
    ? { ...actors, authDialog: authDialogAround(lab, inDialog.child, inDialog.mode) as never }
    : actors;
}

/**
 * The lab's actor as the screen sees it: what the screen sends goes through the lab's timeline (a
 * step of the log, flashed on the diagram) instead of straight to the actor.
 */
export function routedThroughLab(actor: AnyActorRef, apply: (step: LabStep) => void): AnyActorRef {
  return answering(actor, 'send', (event: { type: string }) => apply({ kind: 'event', event }));
}

/**
 * The actor with one property answered by `replacement`; its other methods run on the actor itself,
 * since its private fields are not the proxy's.
 */
function answering(actor: AnyActorRef, property: string, replacement: unknown): AnyActorRef {
  return new Proxy(actor, {
    get(target, key) {
      if (key === property) return replacement;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
