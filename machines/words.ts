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
  /** Invoked actor (its `src`) -> what the call does and how it ends, for a machine that invokes any. */
  calls?: Record<string, CallWords>;
}

/** An invoked call in words: what it does while the state waits, and its two outcomes. */
export interface CallWords {
  /** E.g. 'Asks the server to e-mail a sign-up code'. */
  does: string;
  /** E.g. 'The server has e-mailed the code'. */
  done: string;
  /** E.g. 'The server refuses, or cannot be reached'. */
  error: string;
}

/**
 * The root meta of every machine, read by the flow lab and the registry (machines/index.ts): its name
 * in words, an input to start it with when it takes one, and its words. The root's own
 * `description` (XState's field) says in a sentence what the flow does.
 */
export interface MachineMeta {
  /** The flow's name in words, as the flow lab lists it: 'Sign-up', 'Auth dialog'. */
  name: string;
  /** An input to start the machine with in the flow lab; absent when it takes none. */
  exampleInput?: unknown;
  words: MachineWords;
}

const EMPTY: MachineWords = { events: {}, guards: {} };

export function machineWords(machine: AnyStateMachine): MachineWords {
  const meta = machine.root.meta as Partial<MachineMeta> | undefined;
  return meta?.words ?? EMPTY;
}

/** A flow's name in words, as its machine gives it (its id in a build without the lab's words). */
export function flowName(machine: AnyStateMachine): string {
  const meta = machine.root.meta as Partial<MachineMeta> | undefined;
  return meta?.name ?? machine.id;
}

export function eventWords(machine: AnyStateMachine, eventType: string): string | undefined {
  return machineWords(machine).events[eventType];
}

export function guardWords(machine: AnyStateMachine, guard: string): string | undefined {
  return machineWords(machine).guards[guard];
}

export function callWords(machine: AnyStateMachine, src: string): CallWords | undefined {
  return machineWords(machine).calls?.[src];
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

/**
 * The root meta of a machine whose events are the union `TEvent`: one sentence per event type, no
 * more and no fewer (`meta: {...} satisfies WordsFor<SignupEvent>` fails type-checking on a typo).
 */
export interface WordsFor<TEvent extends { type: string }> extends MachineMeta {
  words: {
    events: Record<TEvent['type'], string>;
    guards: Record<string, string>;
    calls?: Record<string, CallWords>;
  };
}

/**
 * XState's own events (actor results, timers): the lab names these itself. A child's snapshot is
 * not among them: a parent that listens to it takes it as its own event, with words.
 */
const isBuiltInEvent = (type: string) => type.startsWith('xstate.') && !type.startsWith('xstate.snapshot.');

/** Every event type some state of the machine has a transition for (its own, not its children's). */
export function eventTypesOf(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of [machine.root, ...stateNodesOf(machine)])
    for (const type of node.transitions.keys()) if (!isBuiltInEvent(type)) types.add(type);
  return [...types].sort();
}

/** The source of every actor some state of the machine invokes (its own, not its children's). */
export function invokedSourcesOf(machine: AnyStateMachine): string[] {
  const sources = new Set<string>();
  for (const node of stateNodesOf(machine))
    for (const invoked of node.invoke) if (typeof invoked.src === 'string') sources.add(invoked.src);
  return [...sources].sort();
}

/** The guards the machine names in `setup({ guards })`. */
export function guardNamesOf(machine: AnyStateMachine): string[] {
  return Object.keys(machine.implementations.guards).sort();
}

/**
 * The active state nodes of a state value, one path per active leaf, each from the outermost
 * state to the leaf (a parallel state gives one path per region).
 */
export function activeStatePaths(machine: AnyStateMachine, value: unknown): AnyStateNode[][] {
  const paths: AnyStateNode[][] = [];
  const visit = (node: AnyStateNode, below: unknown, path: AnyStateNode[]) => {
    if (typeof below === 'string') {
      const child = node.states[below] as AnyStateNode | undefined;
      paths.push(child ? [...path, child] : path);
      return;
    }
    const entries = below && typeof below === 'object' ? Object.entries(below) : [];
    if (entries.length === 0) {
      if (path.length > 0) paths.push(path);
      return;
    }
    for (const [key, inner] of entries) {
      const child = node.states[key] as AnyStateNode | undefined;
      if (child) visit(child, inner, [...path, child]);
    }
  };
  visit(machine.root, value, []);
  return paths;
}
