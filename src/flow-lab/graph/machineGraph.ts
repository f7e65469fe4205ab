import { transitionLabel } from '@machines/coverage/modelWalk';
import { flowName } from '@machines/words';
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { guardSentence, invokeWords, stateTitle, type TransitionTrigger, triggerWords } from './chartWords';
import { type ChildFlow, childFlowBoxId, childFlowsOf } from './childFlows';
import { guardCode, guardTree } from './guardTree';

/**
 * The statechart of a machine as a graph: one node per state (nested inside its parent), one edge
 * per transition and target. Read from the machine's own state nodes, so every machine of the
 * registry is drawn without anything written for it.
 */
export interface StateBox {
  /** The state node's id, e.g. `signup.step1.codeRequest.idle`. */
  id: string;
  key: string;
  parentId: string | null;
  /** `flow`: a child flow the parent state runs, drawn inside it (`childFlows.ts`). */
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history' | 'flow';
  /** Of a `flow` box: the invoke id it is the child of. */
  invokeId?: string;
  /** The state its parent enters first (a parallel parent's regions are all entered). */
  initial: boolean;
  /** A region of a parallel state. */
  region: boolean;
  /** The state in words: its description's short form (the key when it has none). */
  title: string;
  /** Its whole description, for a tooltip. */
  description: string;
  /** Ids of the actors invoked while in this state. */
  invokes: string[];
  /** What each invoked actor does, in words ("While here: asks the server to …"), in `invokes` order. */
  invokeWords: string[];
  childIds: string[];
  /** A compound state drawn closed: its children and the transitions among them are hidden. */
  collapsed?: boolean;
  /** Of a closed state: the states inside it, outer to inner, so the drawing can say where it is now. */
  hidden?: { id: string; title: string }[];
}

export interface TransitionEdge {
  /** Unique in the graph: source, event type, order among that event's transitions, target. */
  id: string;
  /** Identifies the transition (all targets of a multi-target transition share it). */
  transitionId: string;
  source: string;
  /** The target state; the source itself for a transition without target (it stays). */
  target: string;
  /** The event type as XState sends it (`xstate.after...`, `xstate.done.actor...` included). */
  eventType: string;
  trigger: TransitionTrigger;
  /** The guard as written in the machine, e.g. `and(hasEmail, isNotCountingDown)`. */
  guard: string | null;
  /** What makes it happen and when it may, in words. */
  words: { trigger: string; guard: string | null };
  /** A transition without target: actions only, the state is not left. */
  targetless: boolean;
  label: string;
  /** The transition's name in the coverage figures (`transitionLabel`): how a test run names it. */
  testName: string;
  /** Set when a closed group moved an end: the transition's own source and target. */
  movedFrom?: { source: string; target: string };
}

export interface MachineGraph {
  machineId: string;
  rootId: string;
  states: StateBox[];
  edges: TransitionEdge[];
}

interface NodeLike {
  id: string;
  key: string;
  description?: string;
  type: StateBox['kind'];
  parent?: NodeLike;
  states: Record<string, NodeLike>;
  initial?: { target: NodeLike[] };
  invoke: { id: string; src: unknown }[];
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  after: (TransitionLike & { delay: string | number })[];
}

interface TransitionLike {
  target?: readonly NodeLike[];
  eventType: string;
  guard?: unknown;
}

function triggerOf(node: NodeLike, transition: TransitionLike): TransitionTrigger {
  const { eventType } = transition;
  if (eventType === '') return { kind: 'always' };
  if (eventType.startsWith('xstate.after.')) {
    const delayed = node.after.find((candidate) => candidate.eventType === eventType);
    return { kind: 'delay', delay: String(delayed?.delay ?? eventType.split('.')[2]) };
  }
  const invoked = (prefix: string) => {
    const id = eventType.slice(prefix.length);
    const found = node.invoke.find((candidate) => candidate.id === id);
    return typeof found?.src === 'string' ? found.src : id;
  };
  if (eventType.startsWith('xstate.done.actor.'))
    return { kind: 'actorDone', actor: invoked('xstate.done.actor.') };
  if (eventType.startsWith('xstate.error.actor.'))
    return { kind: 'actorError', actor: invoked('xstate.error.actor.') };
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'stateDone' };
  return { kind: 'event', eventType };
}

export function triggerLabel(trigger: TransitionTrigger): string {
  switch (trigger.kind) {
    case 'event':
      return trigger.eventType;
    case 'delay':
      return `after ${trigger.delay}`;
    case 'always':
      return 'always';
    case 'actorDone':
      return `done: ${trigger.actor}`;
    case 'actorError':
      return `error: ${trigger.actor}`;
    case 'stateDone':
      return 'done';
  }
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const states: StateBox[] = [];
  const edges: TransitionEdge[] = [];
  const flowsIn = new Map<string, ChildFlow[]>();
  for (const flow of childFlowsOf(machine))
    flowsIn.set(flow.stateId, [...(flowsIn.get(flow.stateId) ?? []), flow]);

  const visit = (node: NodeLike, initial: boolean, region: boolean) => {
    const children = Object.values(node.states);
    const initialIds = new Set(
      node.type === 'parallel'
        ? children.map((child) => child.id)
        : (node.initial?.target ?? []).map((target) => target.id),
    );
    const flows = flowsIn.get(node.id) ?? [];
    const flowSources = new Set(flows.map((flow) => flow.src));
    const invokes = node.invoke.map((invoked) =>
      typeof invoked.src === 'string' ? invoked.src : invoked.id,
    );
    // A child flow is a box of its own inside the state, not a line of its header.
    const calls = invokes.filter((src) => !flowSources.has(src));
    states.push({
      id: node.id,
      key: node.key,
      parentId: node.parent?.id ?? null,
      kind: node.type,
      initial,
      region,
      title: node.parent ? stateTitle(node.description, node.key) : flowName(machine),
      description: node.description ?? '',
      invokes,
      invokeWords: calls.map((src) => invokeWords(machine, src)),
      childIds: [...children.map((child) => child.id), ...flows.map(childFlowBoxId)],
    });

    const all: TransitionLike[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    const seen = new Map<string, number>();
    const guardedBefore = new Set<string>();
    for (const transition of all) {
      const order = seen.get(transition.eventType) ?? 0;
      seen.set(transition.eventType, order + 1);
      const trigger = triggerOf(node, transition);
      const tree = guardTree(transition.guard);
      const guard = tree && guardCode(tree);
      // An unguarded transition after guarded ones for the same event is taken when none of them is.
      const otherwise = !tree && guardedBefore.has(transition.eventType);
      if (tree) guardedBefore.add(transition.eventType);
      const condition = tree ? guardSentence(machine, tree) : otherwise ? 'otherwise' : null;
      const words = {
        trigger: triggerWords(machine, trigger),
        guard:
          trigger.kind === 'always' && condition?.startsWith('only when ')
            ? condition.replace('only when ', 'when ')
            : condition,
      };
      const transitionId = `${node.id}:${transition.eventType || 'always'}:${order}`;
      const testName = transitionLabel(transition as unknown as AnyTransitionDefinition);
      const targets = transition.target?.length ? transition.target.map((target) => target.id) : [node.id];
      for (const target of targets) {
        edges.push({
          id: `${transitionId}->${target}`,
          transitionId,
          source: node.id,
          target,
          eventType: transition.eventType,
          trigger,
          guard,
          words,
          targetless: !transition.target?.length,
          label: guard ? `${triggerLabel(trigger)} [${guard}]` : triggerLabel(trigger),
          testName,
        });
      }
    }
    for (const flow of flows)
      states.push({
        id: childFlowBoxId(flow),
        key: flow.src,
        parentId: node.id,
        kind: 'flow',
        invokeId: flow.invokeId,
        initial: false,
        region: false,
        title: `${flow.name} flow`,
        description: `${flow.name} flow, run here as a child flow; open it to see its chart`,
        invokes: [],
        invokeWords: [],
        childIds: [],
      });
    for (const child of children) visit(child, initialIds.has(child.id), node.type === 'parallel');
  };
  visit(machine.root as unknown as NodeLike, true, false);
  return { machineId: machine.id, rootId: machine.root.id, states, edges };
}

/** The ids of the active states of a snapshot, ancestors included. */
export function activeStateIds(snapshot: { _nodes?: { id: string }[] }): Set<string> {
  return new Set((snapshot._nodes ?? []).map((node) => node.id));
}

/**
 * The graph with the given compound states closed: their descendants are left out, a transition
 * from or to a hidden state starts or ends at the closed state, and transitions within it go.
 */
export function collapseGraph(graph: MachineGraph, collapsed: ReadonlySet<string>): MachineGraph {
  if (collapsed.size === 0) return graph;
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  /** The outermost closed state holding `id` (itself included), or `id` when none does. */
  const shownAs = (id: string): string => {
    let shown = id;
    for (
      let current = byId.get(id);
      current;
      current = current.parentId ? byId.get(current.parentId) : undefined
    )
      if (collapsed.has(current.id) && current.childIds.length > 0) shown = current.id;
    return shown;
  };
  const states = graph.states
    .filter((state) => shownAs(state.id) === state.id)
    .map((state) =>
      collapsed.has(state.id) && state.childIds.length > 0
        ? {
            ...state,
            childIds: [],
            collapsed: true,
            hidden: graph.states
              .filter((inner) => inner.id !== state.id && shownAs(inner.id) === state.id)
              .map((inner) => ({ id: inner.id, title: inner.title })),
          }
        : state,
    );
  const edges = graph.edges.flatMap((edge) => {
    const source = shownAs(edge.source);
    const target = shownAs(edge.target);
    if (source === target && source !== edge.source) return [];
    const moved = source !== edge.source || target !== edge.target;
    return [
      {
        ...edge,
        source,
        target,
        ...(moved ? { movedFrom: { source: edge.source, target: edge.target } } : {}),
      },
    ];
  });
  return { ...graph, states, edges };
}
