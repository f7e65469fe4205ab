import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** Whether an actor's logic is a state machine of its own (a child flow), not a promise or a callback. */
export const isMachineLogic = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic;

/** Each invoke id of the machine with its source, and whether that source is a machine of its own. */
export function invokedSources(machine: AnyStateMachine): Map<string, { src: string; isMachine: boolean }> {
  const sources = new Map<string, { src: string; isMachine: boolean }>();
  const implementations = machine.implementations.actors as Record<string, unknown>;
  const visit = (node: AnyStateNode) => {
    for (const invoked of node.invoke) {
      if (typeof invoked.src !== 'string') continue;
      sources.set(invoked.id, { src: invoked.src, isMachine: isMachineLogic(implementations[invoked.src]) });
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return sources;
}
