/**
 * Model-based coverage for the statecharts in machines/: the walk the machine tests assert on
 * (tests/helpers/modelPaths.ts) and the lab's build counts (coverage/explorations.ts).
 *
 * `coverage(machine, options)` explores every snapshot reachable from the machine's initial
 * snapshot with `getAdjacencyMap` from `xstate/graph` (the traversal behind getShortestPaths and
 * getSimplePaths) and compares what it reached with the machine definition:
 *
 * - every state node (walked from `machine.root`), and
 * - every transition definition: each `on`, `after`, `always`, `invoke.onDone` / `onError`
 *   candidate of every state node, guarded alternatives counted separately.
 *
 * How it works, and what callers must know:
 *
 * - The traversal is pure: `machine.transition()` is called with a mock actor scope, so invoked
 *   actors never run, delays never fire and actions never execute (assign and other built-ins still
 *   update the context). Actor results and timers are therefore explored as ordinary events: in each
 *   snapshot the traversal sends every event type the active state nodes listen to, including
 *   `xstate.after.<delay>.<stateId>`, `xstate.done.actor.<invokeId>` and
 *   `xstate.error.actor.<invokeId>`.
 * - An event type is sent as a bare `{ type }` unless `events` holds samples of that type; then each
 *   sample is sent instead. Give samples for payloads (an actor's `output`, a form's fields) and give
 *   several samples of one type to drive each guard both ways.
 * - Taken transitions are recorded from the `@xstate.microstep` inspection events of each
 *   macrostep, so transitions taken on raised events and eventless (`always`) transitions count too.
 *   A state counts as reached when a settled snapshot or an intermediate microstep has it active,
 *   or a transition was taken out of it, so transient states (left at once by `always`) count.
 * - Snapshots are told apart by state value and context. When the context can grow without bound
 *   (a timer count, a progress value), pass `serializeContext` to keep only what the guards read;
 *   merge nothing a guard tells apart, or the branches behind it are never explored.
 */

import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type ContextFrom,
  type EventObject,
  getNextTransitions,
  type InputFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';

/** An event to send during exploration: any type (`xstate.done.actor.*` included) and payload. */
export type SampleEvent = { type: string } & Record<string, unknown>;

export interface CoverageOptions<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine's input, for machines that take one. */
  input?: InputFrom<TMachine>;
  /**
   * Several inputs, when the input decides where the machine starts: the exploration runs from
   * each, and the report is their union.
   */
  inputs?: ReadonlyArray<InputFrom<TMachine>>;
  /**
   * Several implementations given to the machine (a guard that reads the world outside it, each way):
   * the exploration runs with each, and the report is their union. Without it, the machine as it is.
   */
  provided?: ReadonlyArray<Parameters<TMachine['provide']>[0]>;
  /** Sample events; each replaces the bare `{ type }` for its event type. */
  events?: readonly SampleEvent[];
  /** What of the context distinguishes two snapshots (default: all of it). */
  serializeContext?: (context: ContextFrom<TMachine>) => unknown;
  /** Upper bound on explored snapshots, so an unbounded context fails loudly instead of hanging. */
  limit?: number;
}

export interface CoverageReport {
  /** Ids of every state node of the machine, root included. */
  allStates: string[];
  /** Labels of every transition definition of the machine. */
  allTransitions: string[];
  reachedStates: string[];
  takenTransitions: string[];
  missingStates: string[];
  missingTransitions: string[];
  /** Number of distinct snapshots explored (summed over inputs). */
  snapshotCount: number;
}

const DEFAULT_LIMIT = 20_000;

/** Every state node of the machine, the root first. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/** Every transition definition of a state node: event transitions first, then eventless ones. */
function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function guardLabel(guard: unknown): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner: unknown = Reflect.get(guard, 'guards');
    return Array.isArray(inner)
      ? `${guard.name}(${inner.map(guardLabel).join(', ')})`
      : guard.name || 'inline';
  }
  if (typeof guard === 'object' && guard !== null) return String(Reflect.get(guard, 'type'));
  return String(guard);
}

/**
 * A readable, unique name for a transition definition:
 * `<source id> on <event>[ if <guard>] -> <targets>`, with `#n` when the same source, event and
 * guard appear more than once.
 */
export function transitionLabel(transition: AnyTransitionDefinition): string {
  const event = transition.eventType === '' ? '(always)' : transition.eventType;
  const guard = guardLabel(transition.guard);
  const targets = transition.target?.map((target) => target.id).join(', ') ?? '(no target)';
  const candidates = transitionsOf(transition.source).filter(
    (candidate) => candidate.eventType === transition.eventType && guardLabel(candidate.guard) === guard,
  );
  const index = candidates.indexOf(transition);
  const suffix = candidates.length > 1 ? ` #${index + 1}` : '';
  return `${transition.source.id} on ${event}${guard ? ` if ${guard}` : ''} -> ${targets}${suffix}`;
}

/** Labels of every transition definition of the machine, in document order. */
export function allTransitions(machine: AnyStateMachine): string[] {
  return allStateNodes(machine).flatMap((node) => transitionsOf(node).map(transitionLabel));
}

interface MicrostepRecord {
  snapshot: AnyMachineSnapshot;
  transitions: AnyTransitionDefinition[];
}

/**
 * The machine as traversal logic whose transitions report the transition definitions they take.
 * The inspection event `@xstate.microstep` carries them; the mock actor scope of xstate/graph
 * drops it, so each call gets a scope whose system records it.
 */
function recordingLogic(machine: AnyStateMachine, onMicrostep: (microstep: MicrostepRecord) => void) {
  const recording = <TScope extends { system: object }>(scope: TScope): TScope => {
    const system = Object.create(scope.system);
    system._sendInspectionEvent = (inspectionEvent: {
      type: string;
      snapshot: AnyMachineSnapshot;
      _transitions?: AnyTransitionDefinition[];
    }) => {
      if (inspectionEvent.type === '@xstate.microstep') {
        onMicrostep({ snapshot: inspectionEvent.snapshot, transitions: inspectionEvent._transitions ?? [] });
      }
    };
    return { ...scope, system };
  };
  const logic: AnyStateMachine = Object.create(machine);
  Object.assign(logic, {
    transition: (snapshot: AnyMachineSnapshot, event: EventObject, scope: { system: object }) =>
      machine.transition(snapshot, event, recording(scope) as never),
    getInitialSnapshot: (scope: { system: object }, input: unknown) =>
      machine.getInitialSnapshot(recording(scope) as never, input),
  });
  return logic;
}

/** The events to try in a snapshot: every event type it listens to, as samples or bare. */
function eventsFor(samples: readonly SampleEvent[]) {
  return (snapshot: AnyMachineSnapshot): EventObject[] => {
    const types = new Set(
      getNextTransitions(snapshot)
        .map((transition) => transition.eventType)
        .filter((type) => type !== ''),
    );
    return [...types].flatMap((type) => {
      const matching = samples.filter((sample) => sample.type === type);
      return matching.length > 0 ? matching : [{ type }];
    });
  };
}

function traversalOptions<TMachine extends AnyStateMachine>(options: CoverageOptions<TMachine>) {
  const serializeContext = options.serializeContext ?? ((context: ContextFrom<TMachine>) => context);
  return {
    input: options.input,
    events: eventsFor(options.events ?? []),
    limit: options.limit ?? DEFAULT_LIMIT,
    serializeState: (snapshot: AnyMachineSnapshot) =>
      JSON.stringify({
        value: snapshot.value,
        status: snapshot.status,
        context: serializeContext(snapshot.context),
      }),
  };
}

/** What the exploration reached and took, and what of the machine definition it missed. */
export function coverage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: CoverageOptions<TMachine> = {},
): CoverageReport {
  const taken = new Set<AnyTransitionDefinition>();
  const reached = new Set<string>();
  let snapshotCount = 0;
  const variants = options.provided?.map((implementations) => machine.provide(implementations)) ?? [machine];
  for (const variant of variants) {
    const logic = recordingLogic(variant, ({ snapshot, transitions }) => {
      for (const node of snapshot._nodes) reached.add(node.id);
      for (const transition of transitions) {
        taken.add(transition);
        reached.add(transition.source.id);
      }
    });
    for (const input of options.inputs ?? [options.input]) {
      const adjacency = getAdjacencyMap(logic, traversalOptions({ ...options, input }));
      for (const { state } of Object.values(adjacency)) {
        snapshotCount++;
        for (const node of (state as AnyMachineSnapshot)._nodes) reached.add(node.id);
      }
    }
  }

  const states = allStateNodes(machine).map((node) => node.id);
  const transitions = allTransitions(machine);
  const takenLabels = new Set([...taken].map(transitionLabel));
  return {
    allStates: states,
    allTransitions: transitions,
    reachedStates: states.filter((id) => reached.has(id)),
    takenTransitions: transitions.filter((label) => takenLabels.has(label)),
    missingStates: states.filter((id) => !reached.has(id)),
    missingTransitions: transitions.filter((label) => !takenLabels.has(label)),
    snapshotCount,
  };
}

/**
 * The shortest event sequence (by event type) to each distinct reachable snapshot, from
 * `getShortestPaths`. Handy to show how a state is reached, or to replay a path on a live actor.
 */
export function shortestPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: CoverageOptions<TMachine> = {},
): Array<{ value: unknown; events: EventObject[] }> {
  return getShortestPaths(machine as AnyStateMachine, traversalOptions(options)).map((path) => ({
    value: path.state.value,
    // The first step of every path is the initial `xstate.init`.
    events: path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init'),
  }));
}
