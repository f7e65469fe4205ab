import { type AnyMachineSnapshot, getNextTransitions } from 'xstate';
import { transitionIdOf } from '@/lib/flowLabLink/transitionId';

/** The events the active states accept now, other than the machine's own (timers, actor results). */
export function acceptedEventTypes(snapshot: AnyMachineSnapshot): string[] {
  if (snapshot.status !== 'active') return [];
  const types = getNextTransitions(snapshot)
    .map((transition) => transition.eventType)
    .filter((type) => type && !type.startsWith('xstate.'));
  return [...new Set(types)].sort();
}

/** Whether the machine would take a transition for `event` now (false when a guard throws on it). */
export function accepts(snapshot: AnyMachineSnapshot, event: { type: string }): boolean {
  try {
    return snapshot.status === 'active' && snapshot.can(event);
  } catch {
    return false;
  }
}

/** The transitions (diagram ids) the machine would take for `event` now, guards evaluated. */
export function transitionsFor(snapshot: AnyMachineSnapshot, event: { type: string }): string[] {
  if (snapshot.status !== 'active') return [];
  try {
    return snapshot.machine.getTransitionData(snapshot as never, event as never).map(transitionIdOf);
  } catch {
    // A guard that reads a field the payload lacks throws: nothing would be taken.
    return [];
  }
}

/** The transitions the events of `types` would take, each as its form holds it now. */
export function enabledTransitions(
  snapshot: AnyMachineSnapshot,
  types: readonly string[],
  eventFor: (type: string) => { type: string } | null,
): Set<string> {
  const enabled = new Set<string>();
  for (const type of types) {
    const event = eventFor(type);
    if (event) for (const id of transitionsFor(snapshot, event)) enabled.add(id);
  }
  return enabled;
}
