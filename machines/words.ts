import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * The words product staff read in the flow lab: each machine's root `meta.words` names its events
 * and guards in one sentence each; each state node has its own `description` (XState's field).
 * Guards and events have no description field in XState, hence the root meta.
 */
export interface MachineWords {
  /** Event type -> what the visitor (or the app) did, e.g. 'Asks for a code to be e-mailed'. */
  events: Record<string, string>;
  /** Guard name -> the condition in words, e.g. 'An e-mail address has been typed'. */
  guards: Record<string, string>;
}

/** The root meta of a machine that carries its words: `meta: { words: {...} satisfies MachineWords }`. */
export interface WordsMeta {
  words: MachineWords;
}

const EMPTY: MachineWords = { events: {}, guards: {} };

export function machineWords(machine: AnyStateMachine): MachineWords {
  const meta = machine.root.meta as Partial<WordsMeta> | undefined;
  return meta?.words ?? EMPTY;
}

export function eventWords(machine: AnyStateMachine, eventType: string): string | undefined {
  return machineWords(machine).events[eventType];
}

export function guardWords(machine: AnyStateMachine, guard: string): string | undefined {
  return machineWords(machine).guards[guard];
}

/** Every state node below the root, depth first, in document order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      nodes.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return nodes;
}
