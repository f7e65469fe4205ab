import type { AnyStateMachine } from 'xstate';
import { invokedSources } from '@/flow-lab/machineLogic';
import type { LabStep } from '@/flow-lab/sandbox/labSession';
import type { LiveActorState } from '@/lib/flowLabLink/protocol';

const AFTER = 'xstate.after.';
const ACTOR_END = /^xstate\.(done|error)\.actor\.(.+)$/;
const NAME_SEPARATOR = ' › ';

/** The delay's name in a timer's event type (`xstate.after.countdownTick.signup.step1...`). */
export function delayOf(eventType: string, machineId: string): string | null {
  if (!eventType.startsWith(AFTER)) return null;
  const rest = eventType.slice(AFTER.length);
  const at = rest.indexOf(`.${machineId}`);
  return at > 0 ? rest.slice(0, at) : rest;
}

/** A timer's length: its number, or the machine's named delay when that is a number. */
function delayMs(machine: AnyStateMachine, delay: string): number | null {
  if (/^\d+$/.test(delay)) return Number(delay);
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof named === 'number' ? named : null;
}

/** One seen snapshot of a followed actor, with the machine it runs and its path below the root. */
export interface LiveRecord {
  state: LiveActorState;
  machine: AnyStateMachine;
  /** '' for the followed actor, else its child's path (invoke ids joined by `/`). */
  to: string;
}

/** The child path of `name` below `rootName` (`authDialog › signup` below `authDialog` is `signup`). */
export const childPathOf = (name: string, rootName: string): string =>
  name === rootName
    ? ''
    : name
        .slice(rootName.length + NAME_SEPARATOR.length)
        .split(NAME_SEPARATOR)
        .join('/');

/**
 * The lab's steps for what a live tab did, in the order it happened: each event the page sent (to
 * the actor or one of its child flows), each call's answer, the time each timer took (consecutive
 * waits as one). A child flow's own end is not a step: the lab runs the child itself.
 */
export function liveSteps(records: readonly LiveRecord[]): LabStep[] {
  const steps: LabStep[] = [];
  const ordered = [...records].sort((a, b) => a.state.at - b.state.at);
  for (const { state, machine, to } of ordered) {
    const event = state.event;
    if (!event || event.type === 'xstate.init') continue;
    const delay = delayOf(event.type, machine.id);
    if (delay !== null) {
      const ms = delayMs(machine, delay);
      const last = steps.at(-1);
      if (ms === null) continue;
      if (last?.kind === 'advance') steps[steps.length - 1] = { kind: 'advance', ms: last.ms + ms };
      else steps.push({ kind: 'advance', ms });
      continue;
    }
    const end = ACTOR_END.exec(event.type);
    if (end) {
      const source = invokedSources(machine).get(end[2] as string);
      if (!source || source.isMachine) continue;
      const resolved = end[1] === 'done';
      const value = resolved ? (event as { output?: unknown }).output : (event as { error?: unknown }).error;
      steps.push({ kind: 'answer', actor: source.src, outcome: resolved ? 'resolve' : 'reject', value });
      continue;
    }
    // An event the flow took no transition for changed nothing: no step.
    if (event.type.startsWith('xstate.') || state.transitions.length === 0) continue;
    steps.push(to ? { kind: 'event', event, to } : { kind: 'event', event });
  }
  return steps;
}

/** A run of the live log: one snapshot, or timer ticks of one delay in a row, told as one. */
export interface LiveLogGroup {
  /** The last snapshot of the run. */
  state: LiveActorState;
  /** The delay's name when the run is timer ticks. */
  delay: string | null;
  count: number;
}

/** The live log with timer ticks grouped: sixty countdown ticks read `countdownTick ×60`. */
export function groupTicks(history: readonly LiveActorState[], machineId: string): LiveLogGroup[] {
  const groups: LiveLogGroup[] = [];
  for (const state of history) {
    const delay = state.event ? delayOf(state.event.type, machineId) : null;
    const last = groups.at(-1);
    if (delay !== null && last?.delay === delay) {
      last.state = state;
      last.count += 1;
    } else groups.push({ state, delay, count: 1 });
  }
  return groups;
}
