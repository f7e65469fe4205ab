import generated from './flow-graph.json' with { type: 'json' };

/**
 * The counted flows' statecharts as data: written from the machines by
 * scripts/generators/writeFlowGraph.ts, so the server (which may not import machines/) checks every
 * reported step against the machine itself, and a new machine is counted without new code.
 */
export interface FlowGraphFlow {
  /** The flow's name in words, as the flow lab lists it: 'Sign-up'. */
  name: string;
  /** Every state's id: the machine's id and the state's path, dotted (`signup.step2.codeSent`). */
  states: string[];
  /** Source state -> event type -> every state the transition may enter (one per guarded branch). */
  transitions: Record<string, Record<string, string[]>>;
}

export interface FlowGraph {
  flows: Record<string, FlowGraphFlow>;
}

/** The event type of a transition taken without an event (XState's `always`), which has none of its own. */
export const ALWAYS_EVENT = 'xstate.always';

export const FLOW_GRAPH: FlowGraph = generated;

/** "the sign-up flow", "the ROI calculator flow": a name's first letter is lowered unless it starts an acronym. */
export function flowInWords(flow: FlowGraphFlow): string {
  const name = /^[A-Z][a-z]/.test(flow.name) ? flow.name[0]?.toLowerCase() + flow.name.slice(1) : flow.name;
  return `the ${name} flow`;
}

export interface FlowStep {
  flow: string;
  from: string;
  event: string;
  to: string;
}

/** Why a step is not one the flow's machine can take, naming the field at fault; undefined when it can. */
export function stepProblem(
  graph: FlowGraph,
  step: FlowStep,
): { field: keyof FlowStep; message: string } | undefined {
  const flow = Object.hasOwn(graph.flows, step.flow) ? graph.flows[step.flow] : undefined;
  if (!flow) return { field: 'flow', message: `no flow is called "${step.flow}"` };
  const words = flowInWords(flow);
  if (!flow.states.includes(step.from))
    return { field: 'from', message: `${words} has no state "${step.from}"` };
  if (!flow.states.includes(step.to)) return { field: 'to', message: `${words} has no state "${step.to}"` };
  const leaving = Object.hasOwn(flow.transitions, step.from) ? flow.transitions[step.from] : undefined;
  const targets = leaving && Object.hasOwn(leaving, step.event) ? leaving[step.event] : undefined;
  if (!targets) {
    const known = Object.values(flow.transitions).some((events) => Object.hasOwn(events, step.event));
    return known
      ? { field: 'event', message: `${words} cannot leave ${step.from} on ${step.event}` }
      : { field: 'event', message: `${words} has no event "${step.event}"` };
  }
  if (!targets.includes(step.to))
    return { field: 'to', message: `${words} cannot go from ${step.from} on ${step.event} to ${step.to}` };
  return undefined;
}
