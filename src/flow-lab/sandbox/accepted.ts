import { type AnyMachineSnapshot, getNextTransitions } from 'xstate';

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
