// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machines } from '../../../../machines/index';
import { layoutGraph, type PlacedState } from '../../../../src/flow-lab/graph/layout';
import { machineGraph, triggerLabel } from '../../../../src/flow-lab/graph/machineGraph';

interface StateConfig {
  id?: string;
  states?: Record<string, StateConfig>;
  on?: Record<string, unknown>;
  after?: Record<string, unknown>;
  always?: unknown;
  onDone?: unknown;
  invoke?: unknown;
}

const many = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The states and transitions of a machine read from its config as written (not from XState's
 * state nodes, which the diagram reads): state ids, and per state the labels of its transitions.
 */
function fromConfig(machine: AnyStateMachine) {
  const states: string[] = [];
  const transitions: string[] = [];
  const visit = (config: StateConfig, path: string) => {
    const id = config.id && path.includes('.') ? config.id : path;
    states.push(id);
    const add = (label: string, value: unknown) => {
      for (const _ of many(value)) transitions.push(`${id}: ${label}`);
    };
    // A spawned actor's done and error events, handled in `on`, read as the diagram labels any actor's.
    const actorEvent = (event: string) => event.replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$1: $2');
    for (const [event, value] of Object.entries(config.on ?? {})) add(actorEvent(event), value);
    for (const [delay, value] of Object.entries(config.after ?? {})) add(`after ${delay}`, value);
    add('always', config.always);
    add('done', config.onDone);
    for (const invoked of many(config.invoke) as {
      src: unknown;
      id?: string;
      onDone?: unknown;
      onError?: unknown;
      onSnapshot?: unknown;
    }[]) {
      const name = typeof invoked.src === 'string' ? invoked.src : String(invoked.id);
      add(`done: ${name}`, invoked.onDone);
      add(`error: ${name}`, invoked.onError);
      add(`xstate.snapshot.${invoked.id}`, invoked.onSnapshot);
    }
    for (const [key, child] of Object.entries(config.states ?? {})) visit(child, `${path}.${key}`);
  };
  visit(machine.config as StateConfig, machine.id);
  return { states: states.sort(), transitions: transitions.sort() };
}

function drawn(machine: AnyStateMachine) {
  const graph = machineGraph(machine);
  const byTransition = new Map(graph.edges.map((edge) => [edge.transitionId, edge]));
  return {
    // A child flow's box stands for an invoke, not for a state of the definition.
    states: graph.states
      .filter((state) => state.kind !== 'flow')
      .map((state) => state.id)
      .sort(),
    transitions: [...byTransition.values()]
      .map((edge) => `${edge.source}: ${triggerLabel(edge.trigger)}`)
      .sort(),
  };
}

const overlaps = (a: PlacedState, b: PlacedState) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const contains = (outer: PlacedState, inner: PlacedState) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

describe('the diagram graph', () => {
  it.each(machines.map((entry) => [entry.id, entry.machine] as const))(
    '%s: every state and every transition of the definition is drawn',
    (_id, machine) => {
      const expected = fromConfig(machine);
      expect(expected.transitions.length).toBeGreaterThan(0);
      expect(drawn(machine)).toEqual(expected);
    },
  );

  it('names guards, delays and invoked actors on the edges and states', () => {
    const signup = machines.find((entry) => entry.id === 'signup')?.machine as AnyStateMachine;
    const graph = machineGraph(signup);
    const labels = graph.edges.map((edge) => edge.label);
    expect(labels).toContain('signup.code.send [and(hasEmail, isNotCountingDown)]');
    expect(labels).toContain('after countdownTick [isLastSecond]');
    expect(labels).toContain('done: sendVerifyCode');
    expect(graph.states.find((state) => state.id === 'signup.step1.codeRequest.sending')?.invokes).toEqual([
      'sendVerifyCode',
    ]);
    expect(graph.states.find((state) => state.id === 'signup.done')?.kind).toBe('final');
    expect(graph.states.filter((state) => state.initial).map((state) => state.key)).toContain('start');
  });

  it('lays out the largest machine with no two state boxes overlapping (nested boxes inside their parents)', async () => {
    const largest = [...machines].sort(
      (a, b) => machineGraph(b.machine).states.length - machineGraph(a.machine).states.length,
    )[0];
    const layout = await layoutGraph(machineGraph(largest?.machine as AnyStateMachine));
    const byId = new Map(layout.states.map((state) => [state.id, state]));
    const ancestors = (state: PlacedState): Set<string> => {
      const found = new Set<string>();
      for (let parent = state.parentId; parent; parent = byId.get(parent)?.parentId ?? null)
        found.add(parent);
      return found;
    };
    for (const state of layout.states) {
      expect(state.width).toBeGreaterThan(0);
      for (const parent of ancestors(state))
        expect(contains(byId.get(parent) as PlacedState, state)).toBe(true);
    }
    for (const a of layout.states)
      for (const b of layout.states) {
        if (a === b || ancestors(a).has(b.id) || ancestors(b).has(a.id)) continue;
        expect(overlaps(a, b), `${a.id} overlaps ${b.id}`).toBe(false);
      }
    expect(layout.edges.every((edge) => edge.points.length >= 2)).toBe(true);
  });
});
