import { and, not, or, stateIn } from 'xstate';

/**
 * A transition's guard as data: a named guard, `and`/`or` of guards, `not` of one, `stateIn`, or an
 * inline function. Read from what XState keeps on the guard, never from a function's name (a
 * minified build renames `and` to `t`).
 */
export type GuardTree =
  | { kind: 'named'; name: string }
  | { kind: 'and' | 'or'; parts: GuardTree[] }
  | { kind: 'not'; part: GuardTree }
  | { kind: 'in'; state: string }
  | { kind: 'inline' };

// XState's combinators are functions told apart by their `check`, which each kind shares.
const checkOf = (guard: unknown) => (guard as { check?: unknown }).check;
const COMBINATORS = new Map<unknown, 'and' | 'or' | 'not' | 'in'>([
  [checkOf(and([])), 'and'],
  [checkOf(or([])), 'or'],
  [checkOf(not(() => true)), 'not'],
  [checkOf(stateIn('x')), 'in'],
]);

export function guardTree(guard: unknown): GuardTree | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return { kind: 'named', name: guard };
  if (typeof guard === 'function') {
    const kind = COMBINATORS.get(checkOf(guard));
    const inner = (guard as { guards?: unknown[] }).guards ?? [];
    const parts = inner.map((part) => guardTree(part) ?? { kind: 'inline' as const });
    if (kind === 'and' || kind === 'or') return { kind, parts };
    if (kind === 'not') return { kind, part: parts[0] ?? { kind: 'inline' } };
    if (kind === 'in') {
      const value = (guard as { stateValue?: unknown }).stateValue;
      return { kind, state: typeof value === 'string' ? value : JSON.stringify(value) };
    }
    return { kind: 'inline' };
  }
  if (typeof guard === 'object' && 'type' in guard) {
    return { kind: 'named', name: String((guard as { type: unknown }).type) };
  }
  return { kind: 'inline' };
}

/** The guard as written in the machine: `hasEmail`, `and(hasEmail, isNotCountingDown)`, `not(x)`. */
export function guardCode(tree: GuardTree): string {
  switch (tree.kind) {
    case 'named':
      return tree.name;
    case 'and':
    case 'or':
      return `${tree.kind}(${tree.parts.map(guardCode).join(', ')})`;
    case 'not':
      return `not(${guardCode(tree.part)})`;
    case 'in':
      return `stateIn(${tree.state})`;
    case 'inline':
      return 'inline guard';
  }
}
