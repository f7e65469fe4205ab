import type { AnyActorRef, InspectionEvent } from 'xstate';
import { plainData } from './plainData';
import { LAB_CHANNEL, type LabMessage, type LiveActorState, type SiteMessage } from './protocol';
import { transitionIdOf } from './transitionId';

type Observe = (sink: (event: InspectionEvent) => void) => void;

interface Known {
  ref: AnyActorRef;
  state: LiveActorState;
}

const machineIdOf = (ref: AnyActorRef): string | null => {
  const logic = (ref as { logic?: { id?: unknown; root?: unknown } }).logic;
  return logic?.root && typeof logic.id === 'string' ? logic.id : null;
};
const parentOf = (ref: AnyActorRef) => (ref as { _parent?: AnyActorRef })._parent ?? null;

/**
 * The site's side of live attach (development and lab builds only, loaded on `?lab` or the
 * shortcut): every snapshot of a machine actor goes to the lab over a BroadcastChannel, and the
 * lab may send an event to an actor when the person asks it to.
 */
export function linkSiteToLab(roots: readonly AnyActorRef[], observe: Observe): void {
  const tab = Math.random().toString(36).slice(2, 10);
  const channel = new BroadcastChannel(LAB_CHANNEL);
  const known = new Map<string, Known>();
  const taken = new Map<string, string[]>();
  const post = (message: SiteMessage) => channel.postMessage(message);

  const nameOf = (ref: AnyActorRef, machineId: string): string => {
    const parent = parentOf(ref);
    const parentName = parent ? known.get(parent.sessionId)?.state.name : undefined;
    return parentName ? `${parentName} › ${ref.id}` : machineId;
  };

  const report = (ref: AnyActorRef, event: LiveActorState['event'], given?: unknown) => {
    const machineId = machineIdOf(ref);
    if (!machineId) return;
    const snapshot = (given ?? ref.getSnapshot()) as {
      value: unknown;
      context: unknown;
      status: string;
      children?: object;
    };
    const state: LiveActorState = {
      tab,
      page: window.location.pathname,
      sessionId: ref.sessionId,
      parentId: parentOf(ref)?.sessionId ?? null,
      name: nameOf(ref, machineId),
      machineId,
      value: snapshot.value,
      context: plainData(snapshot.context) as Record<string, unknown>,
      status: snapshot.status,
      event: event ? (plainData(event) as LiveActorState['event']) : null,
      transitions: taken.get(ref.sessionId) ?? [],
      at: Date.now(),
    };
    taken.delete(ref.sessionId);
    known.set(ref.sessionId, { ref, state });
    post({ kind: 'actor', actor: state });
    for (const child of Object.values(snapshot.children ?? {}) as AnyActorRef[])
      if (child && !known.has(child.sessionId)) report(child, null);
  };

  observe((inspection) => {
    if (inspection.type === '@xstate.microstep') {
      const ids = inspection._transitions.map(transitionIdOf);
      taken.set(inspection.actorRef.sessionId, [...(taken.get(inspection.actorRef.sessionId) ?? []), ...ids]);
    }
    if (inspection.type === '@xstate.snapshot')
      report(
        inspection.actorRef as AnyActorRef,
        inspection.event as LiveActorState['event'],
        inspection.snapshot,
      );
  });

  channel.onmessage = ({ data }: MessageEvent<LabMessage>) => {
    if (data.kind === 'hello') for (const { state } of known.values()) post({ kind: 'actor', actor: state });
    if (data.kind === 'send' && data.tab === tab) known.get(data.sessionId)?.ref.send(data.event);
  };
  window.addEventListener('pagehide', () => post({ kind: 'bye', tab }));
  for (const root of roots) report(root, null);
}
