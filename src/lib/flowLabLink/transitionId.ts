interface TakenTransition {
  eventType: string;
  source: { id: string; transitions: Map<string, unknown[]>; always?: unknown[] };
}

/**
 * The id the diagram gives a transition XState took: source state, event type and order among
 * that event's transitions (as `machineGraph` numbers them).
 */
export function transitionIdOf(transition: unknown): string {
  const { eventType, source } = transition as TakenTransition;
  const siblings = (eventType === '' ? source.always : source.transitions.get(eventType)) ?? [];
  return `${source.id}:${eventType || 'always'}:${Math.max(0, siblings.indexOf(transition))}`;
}
