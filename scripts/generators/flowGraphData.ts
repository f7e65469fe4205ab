import type { AnyStateMachine } from 'xstate';
import { ALWAYS_EVENT, type FlowGraph } from '../../contract/flowGraph';

/**
 * Machines that run for every visitor without a UI of their own: what they do says nothing about
 * what a visitor chose, so they are not counted. Every other machine of the registry is.
 */
export const UNCOUNTED_FLOWS: ReadonlySet<string> = new Set([
  'buildUpdate',
  'loadingBar',
  'pageData',
  'routeMiddleware',
  'session',
]);

interface NodeLike {
  id: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, { target?: readonly { id: string }[] }[]>;
  always?: { target?: readonly { id: string }[] }[];
}

/**
 * The counted flows' graphs, read from the machines themselves: every state by its id (the dotted
 * path, `signup.step2.codeSent`) and every transition that leaves a state for another (or enters
 * itself again), with all the targets its guards may pick. A transition without target only runs
 * actions (typing, timers) and is not a step a visitor makes.
 */
export function flowGraphOf(entries: readonly { id: string; name: string; machine: AnyStateMachine }[]) {
  const graph: FlowGraph = { flows: {} };
  for (const { id, name, machine } of [...entries].sort((a, b) => a.id.localeCompare(b.id))) {
    if (UNCOUNTED_FLOWS.has(id)) continue;
    const states: string[] = [];
    const transitions: Record<string, Record<string, string[]>> = {};
    const visit = (node: NodeLike) => {
      states.push(node.id);
      const all = [
        ...[...node.transitions.entries()].flatMap(([eventType, list]) =>
          list.map((transition) => [eventType, transition] as const),
        ),
        ...(node.always ?? []).map((transition) => [ALWAYS_EVENT, transition] as const),
      ];
      for (const [eventType, transition] of all) {
        if (!transition.target?.length) continue;
        const byEvent = transitions[node.id] ?? {};
        const targets = byEvent[eventType] ?? [];
        for (const target of transition.target) if (!targets.includes(target.id)) targets.push(target.id);
        byEvent[eventType] = targets;
        transitions[node.id] = byEvent;
      }
      for (const child of Object.values(node.states)) visit(child);
    };
    visit(machine.root as unknown as NodeLike);
    graph.flows[id] = { name, states, transitions };
  }
  return graph;
}

/** The file contract/flow-graph.json holds: the graph as indented JSON. */
export const flowGraphText = (graph: FlowGraph) => `${JSON.stringify(graph, null, 2)}\n`;
