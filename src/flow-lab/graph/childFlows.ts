import { flowName } from '@machines/words';
import type { AnyStateMachine } from 'xstate';
import { stateTitle } from './chartWords';

/** A flow another flow runs as a child while in one of its states (the auth dialog's sign-up). */
export interface ChildFlow {
  /** The state that invokes it, e.g. `authDialog.open`. */
  stateId: string;
  /** The invoke's id, the key of `snapshot.children`, e.g. `signup`. */
  invokeId: string;
  src: string;
  machine: AnyStateMachine;
  /** Its name in words, e.g. 'Sign-up'. */
  name: string;
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'implementations' in logic;

interface InvokingNode {
  id: string;
  invoke: { id: string; src: unknown }[];
  states: Record<string, InvokingNode>;
}

/** Every flow the machine runs as a child, with the state it runs in, in document order. */
export function childFlowsOf(machine: AnyStateMachine): ChildFlow[] {
  const flows: ChildFlow[] = [];
  const visit = (node: InvokingNode) => {
    for (const invoked of node.invoke) {
      const src = typeof invoked.src === 'string' ? invoked.src : null;
      const logic = src ? machine.implementations.actors[src] : invoked.src;
      if (isMachine(logic))
        flows.push({
          stateId: node.id,
          invokeId: invoked.id,
          src: src ?? invoked.id,
          machine: logic,
          name: flowName(logic),
        });
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root as unknown as InvokingNode);
  return flows;
}

/** The id of the box that draws a child flow inside its parent's state. */
export const childFlowBoxId = (flow: Pick<ChildFlow, 'stateId' | 'invokeId'>) =>
  `${flow.stateId}::${flow.invokeId}`;

/** Where a running child flow is: its active state ids, and its innermost states' titles. */
export interface ChildFlowState {
  active: ReadonlySet<string>;
  /** "Step 1 › No code is on its way" for one region; regions joined with " · ". */
  now: string;
}

interface SnapshotLike {
  value?: unknown;
  _nodes?: { id: string; key: string; description?: string; parent?: unknown; states: object }[];
}
interface ParentSnapshotLike {
  children?: Record<string, { getSnapshot?: () => unknown } | undefined>;
}

/** The state of each running child flow of a snapshot, by invoke id (absent when not running). */
export function childFlowStates(snapshot: unknown): Map<string, ChildFlowState> {
  const states = new Map<string, ChildFlowState>();
  const children = (snapshot as ParentSnapshotLike | null)?.children ?? {};
  for (const [invokeId, child] of Object.entries(children)) {
    const inner = child?.getSnapshot?.() as SnapshotLike | undefined;
    const nodes = inner?._nodes;
    if (!nodes) continue;
    const ids = new Set(nodes.map((node) => node.id));
    const innermost = nodes.filter(
      (node) => node.parent && Object.keys(node.states).length === 0 && ids.has(node.id),
    );
    states.set(invokeId, {
      active: ids,
      now: innermost.map((node) => stateTitle(node.description, node.key)).join(' · '),
    });
  }
  return states;
}
