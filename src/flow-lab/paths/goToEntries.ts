import { explorations } from '@machines/coverage/explorations';
import type { MachineEntry } from '@machines/index';
import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { invokedSources } from '@/flow-lab/machineLogic';
import { labelInWords } from '@/flow-lab/panels/plainWords';
import type { EventTemplate } from '@/flow-lab/sandbox/eventTemplates';
import type { ReplayStep } from '@/flow-lab/sandbox/labTimeline';
import { screenGates } from '@/flow-lab/screen/screenGates';
import { callOutcomes } from './goToFailures';
import { type StatePath, statePaths } from './statePaths';

/** One entry of the lab's "Go to" list: a state (of the flow or of a child flow), or a call's outcome. */
export interface GoToEntry {
  /** Unique in the list: the state id; a child's state after ` / `; an outcome after ` ! `. */
  key: string;
  /** Where it leads, as names: `step1 › countdown › running`; the button reads "Go to" these. */
  crumbs: string;
  /** The state's description (its key in words without one), or the outcome in words. */
  words: string;
  steps: ReplayStep[];
}

/** The sample events the machine's coverage walk sends (payloads, call answers). */
const samplesOf = (machineId: string): readonly EventObject[] =>
  (explorations as Record<string, { options: { events?: readonly EventObject[] } } | undefined>)[machineId]
    ?.options.events ?? [];

const crumbsOf = (machineId: string, stateId: string) =>
  stateId
    .slice(machineId.length + 1)
    .split('.')
    .join(' › ');

const pathsOf = (
  machineId: string,
  machine: AnyStateMachine,
  input: unknown,
  templates: ReadonlyMap<string, EventTemplate>,
) => statePaths(machine, input, templates, samplesOf(machineId), screenGates[machineId]);

const stateEntry = (machineId: string, path: StatePath): GoToEntry => ({
  key: path.stateId,
  crumbs: crumbsOf(machineId, path.stateId),
  words: path.node.description ?? labelInWords(path.node.key),
  steps: path.steps,
});

/**
 * The states of the child flows a machine shows as cards of its own states (the auth dialog's login
 * and sign-up cards, each a state named after the flow it invokes): the parent's way to the card,
 * then the child's way to its state, its events sent to the child.
 */
function childEntries(
  entry: MachineEntry,
  parentPaths: readonly StatePath[],
  templates: ReadonlyMap<string, EventTemplate>,
): GoToEntry[] {
  const logic = entry.machine.implementations.actors as Record<string, unknown>;
  const sources = invokedSources(entry.machine);
  const found: GoToEntry[] = [];
  const visit = (node: AnyStateNode) => {
    for (const invoked of node.invoke) {
      const source = sources.get(invoked.id);
      const card = (node.states as Record<string, AnyStateNode>)[invoked.id];
      const host = card && parentPaths.find((path) => path.stateId === card.id);
      if (!source?.isMachine || !host) continue;
      const child = logic[source.src] as AnyStateMachine;
      const input =
        typeof invoked.input === 'function'
          ? invoked.input({ context: host.context, event: { type: '' }, self: undefined as never })
          : invoked.input;
      for (const path of pathsOf(source.src, child, input, templates)) {
        const inner = stateEntry(child.id, path);
        found.push({
          key: `${host.stateId} / ${inner.key}`,
          crumbs: `${crumbsOf(entry.id, host.stateId)} › ${invoked.id}: ${inner.crumbs}`,
          words: inner.words,
          steps: [
            ...host.steps,
            ...inner.steps.map((step) => (step.kind === 'event' ? { ...step, to: invoked.id } : step)),
          ],
        });
      }
    }
    for (const state of Object.values(node.states) as AnyStateNode[]) visit(state);
  };
  visit(entry.machine.root);
  return found;
}

/** The call a state waits for while in it: the first of its invoked calls that goes to an endpoint. */
const waitingCall = (node: AnyStateNode): string | null =>
  node.invoke
    .map((invoked) => invoked.src)
    .find((src): src is string => typeof src === 'string' && callOutcomes(src).length > 0) ?? null;

/**
 * Every entry of the "Go to" list of a machine: each state it can reach (and each state of the child
 * flows it shows as cards), then after each state that waits for a call, each way that call can fail,
 * with the reference server's own answer (a wrong code, an e-mail taken, a contact form refused) and
 * a connection that fails.
 */
export function goToEntries(entry: MachineEntry, templates: ReadonlyMap<string, EventTemplate>): GoToEntry[] {
  const parentPaths = pathsOf(entry.id, entry.machine, entry.exampleInput, templates);
  const states = parentPaths.map((path) => stateEntry(entry.id, path));
  const all: GoToEntry[] = [];
  for (const state of [...states, ...childEntries(entry, parentPaths, templates)]) {
    all.push(state);
    const node = stateNodeOf(entry.machine, state.key);
    const call = node && waitingCall(node);
    if (!call) continue;
    for (const outcome of callOutcomes(call))
      all.push({
        key: `${state.key} ! ${outcome.name}`,
        crumbs: `${state.crumbs} › ${outcome.name}`,
        words: outcome.words,
        steps: [...state.steps, { kind: 'answer', actor: call, outcome: 'reject', value: outcome.value }],
      });
  }
  return all;
}

/** The state node a key names, in the machine or in the child flow after ` / `. */
function stateNodeOf(machine: AnyStateMachine, key: string): AnyStateNode | null {
  const [parentId, childId] = key.split(' / ');
  if (!childId) return machine.getStateNodeById(parentId as string);
  const logic = machine.implementations.actors as Record<string, unknown>;
  const childMachineId = childId.split('.')[0] as string;
  const child = Object.values(logic).find(
    (candidate): candidate is AnyStateMachine =>
      typeof candidate === 'object' &&
      candidate !== null &&
      (candidate as AnyStateMachine).id === childMachineId,
  );
  return child ? child.getStateNodeById(childId) : null;
}
