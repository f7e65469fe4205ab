import { activeStatePaths, guardWords } from '@machines/words';
import { type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, and, not, or } from 'xstate';
import { inSentence } from '@/flow-lab/graph/chartWords';
import { nameInWords } from '@/flow-lab/panels/plainWords';

/** One condition of a refused event: the guard, and whether it had to be true (false under `not`). */
export interface FailedCondition {
  guard: string;
  /** The guard's words for product staff, when the machine has them. */
  words: string | undefined;
  wanted: boolean;
  /** The guard threw on this payload (it reads a field the event lacks). */
  threw?: boolean;
}

type GuardArgs = { context: unknown; event: { type: string } };
interface Verdict {
  holds: boolean;
  failed: FailedCondition[];
}

// XState's compound guards are functions told apart by their `check`; names do not survive minifying.
const checkOf = (guard: unknown) => (guard as { check?: unknown }).check;
const AND = checkOf(and([]));
const OR = checkOf(or([]));
const NOT = checkOf(not(() => true));

/**
 * Why the machine takes no transition for `event` now: the conditions that failed on each guarded
 * transition it has for the event in its active states. Null when it would take one, or has none.
 */
export function guardRefusal(
  snapshot: AnyMachineSnapshot,
  event: { type: string },
): FailedCondition[] | null {
  if (snapshot.status !== 'active') return null;
  const machine = snapshot.machine as AnyStateMachine;
  const candidates = activeNodes(machine, snapshot.value).flatMap(
    (node) => node.transitions.get(event.type) ?? [],
  );
  if (candidates.length === 0) return null;
  const args: GuardArgs = { context: snapshot.context, event };
  const failed: FailedCondition[] = [];
  for (const transition of candidates) {
    if (!transition.guard) return null;
    const verdict = explain(transition.guard, true, machine, snapshot, args);
    if (verdict.holds) return null;
    failed.push(...verdict.failed);
  }
  const seen = new Set<string>();
  return failed.filter((condition) => {
    const key = `${condition.guard}:${condition.wanted}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The same in words alone, the conditions that failed one after another: "Refused until an e-mail
 * address has been typed; no countdown is running"; a guard without words is named in words too
 * ("the check “is paid” holds").
 */
export function refusalWords(failed: readonly FailedCondition[]): string {
  const said = (condition: FailedCondition) =>
    condition.words ? inSentence(condition.words) : `the check “${nameInWords(condition.guard)}” holds`;
  const until = failed.filter((condition) => !condition.threw && condition.wanted).map(said);
  const whilst = failed.filter((condition) => !condition.threw && !condition.wanted).map(said);
  const untold = failed.filter((condition) => condition.threw).map(said);
  return [
    until.length > 0 && `Refused until ${until.join('; ')}`,
    whilst.length > 0 && `Refused while ${whilst.join('; ')}`,
    untold.length > 0 && `These fields cannot tell whether ${untold.join('; ')}`,
  ]
    .filter(Boolean)
    .join('. ');
}

/** "Refused: 'An e-mail address has been typed' (hasEmail) is not true". */
export function refusalText(failed: readonly FailedCondition[]): string {
  const parts = failed.map((condition) => {
    const named = condition.words ? `'${condition.words}' (${condition.guard})` : condition.guard;
    if (condition.threw) return `${named} cannot be checked with this payload`;
    return `${named} is ${condition.wanted ? 'not true' : 'true'}`;
  });
  return `Refused: ${parts.join('; ')}`;
}

function activeNodes(machine: AnyStateMachine, value: unknown): AnyStateNode[] {
  const nodes = new Set<AnyStateNode>([machine.root]);
  for (const path of activeStatePaths(machine, value)) for (const node of path) nodes.add(node);
  // The innermost first, as XState looks for a transition.
  return [...nodes].reverse();
}

function explain(
  guard: unknown,
  wanted: boolean,
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  args: GuardArgs,
): Verdict {
  const check = typeof guard === 'function' ? checkOf(guard) : undefined;
  const parts = (guard as { guards?: unknown[] }).guards ?? [];
  const each = (want: boolean) => parts.map((part) => explain(part, want, machine, snapshot, args));
  const all = (verdicts: Verdict[]): Verdict => ({
    holds: verdicts.every((verdict) => verdict.holds),
    failed: verdicts.flatMap((verdict) => verdict.failed),
  });
  const any = (verdicts: Verdict[]): Verdict =>
    verdicts.some((verdict) => verdict.holds)
      ? { holds: true, failed: [] }
      : { holds: false, failed: verdicts.flatMap((verdict) => verdict.failed) };
  if (check === NOT) return explain(parts[0], !wanted, machine, snapshot, args);
  if (check === AND) return wanted ? all(each(true)) : any(each(false));
  if (check === OR) return wanted ? any(each(true)) : all(each(false));
  return atom(guard, wanted, machine, snapshot, args);
}

function atom(
  guard: unknown,
  wanted: boolean,
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  args: GuardArgs,
): Verdict {
  const named = typeof guard === 'string' ? { type: guard } : (guard as { type?: string; params?: unknown });
  const name = typeof guard === 'function' ? guard.name || 'an unnamed guard' : (named.type ?? '?');
  const failed = (threw?: boolean): Verdict => ({
    holds: false,
    failed: [{ guard: name, words: guardWords(machine, name), wanted, ...(threw ? { threw } : {}) }],
  });
  try {
    const holds = evaluate(guard, named, machine, snapshot, args);
    return holds === wanted ? { holds: true, failed: [] } : failed();
  } catch {
    return failed(true);
  }
}

function evaluate(
  guard: unknown,
  named: { type?: string; params?: unknown },
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  args: GuardArgs,
): boolean {
  const implementation =
    typeof guard === 'function' ? guard : machine.implementations.guards[named.type ?? ''];
  if (typeof implementation !== 'function') throw new Error(`Guard ${named.type} is not implemented`);
  const builtIn = checkOf(implementation) as
    | ((snapshot: AnyMachineSnapshot, args: GuardArgs, guard: unknown) => boolean)
    | undefined;
  if (builtIn) return builtIn(snapshot, args, implementation);
  const params = typeof named.params === 'function' ? named.params(args) : named.params;
  return Boolean(implementation(args, params));
}
