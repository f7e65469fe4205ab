import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  getNextTransitions,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { invokedSources } from '@/flow-lab/machineLogic';
import type { EventTemplate } from '@/flow-lab/sandbox/eventTemplates';
import type { ReplayStep } from '@/flow-lab/sandbox/labTimeline';

/** The shortest way to one state of a machine, as steps the lab replays. */
export interface StatePath {
  stateId: string;
  /** The state node, for its description. */
  node: AnyStateNode;
  steps: ReplayStep[];
  /** The machine's context at the end of the path (what an invoked child is started with). */
  context: unknown;
}

/** What a path answers a call with: the lab's default answer, and a plain refusal. */
export const PATH_ANSWER = {};
export const PATH_REFUSAL = { message: 'Refused in the flow lab' };
const LIMIT = 4000;

/** Example values for a template's empty fields, by name, so that guards on them pass. */
function exampleValue(name: string, empty: unknown): unknown {
  if (typeof empty !== 'string' || empty !== '') return empty;
  const lower = name.toLowerCase();
  if (lower.includes('email')) return 'ada@example.com';
  if (lower.includes('password')) return 'correct-horse-battery';
  if (lower.includes('code')) return '123456';
  if (lower.includes('phone')) return '+44 20 7946 0000';
  return 'Ada';
}

/**
 * Events a screen sends only where the visitor can reach their control (sign-up's Continue once its
 * code field shows), by event type: a path takes the visitor's way rather than one no screen allows.
 */
export type ScreenGates = Readonly<Record<string, (snapshot: AnyMachineSnapshot) => boolean>>;

/** How much a path asks of the person: its steps, then the fields its events carry (plain events first). */
const weight = (steps: readonly { event: EventObject }[]) => [
  steps.length,
  steps.reduce((sum, step) => sum + Object.keys(step.event).length, 0),
];
const lighter = (a: readonly { event: EventObject }[], b: readonly { event: EventObject }[]) => {
  const [stepsA = 0, fieldsA = 0] = weight(a);
  const [stepsB = 0, fieldsB = 0] = weight(b);
  return stepsA - stepsB || fieldsA - fieldsB;
};

const exampleEvent = (template: EventTemplate): EventObject =>
  Object.fromEntries(
    Object.entries(template).map(([name, value]) => [
      name,
      name === 'type' ? value : exampleValue(name, value),
    ]),
  ) as EventObject;

/**
 * The shortest path to every state of `machine` (from xstate/graph's getShortestPaths), with the
 * sample events and call answers its coverage walk uses (`samples`: coverage/explorations.ts), else
 * the payloads the lab's event templates give (filled with example values) and the lab's default
 * answer; timers run to their end; `gates` keep to the events the screen offers. Among paths as short,
 * the one whose events carry fewest fields (the plain way, not a prefilled link). A child machine's
 * end (sign-up inside the auth dialog) is not an answer the lab can give, so it is left out; the
 * child's own states are reached by goToEntries. States no path reaches are absent.
 */
export function statePaths(
  machine: AnyStateMachine,
  input: unknown,
  templates: ReadonlyMap<string, EventTemplate>,
  samples: readonly EventObject[] = [],
  gates: ScreenGates = {},
): StatePath[] {
  const sources = invokedSources(machine);
  const sampled = (type: string) => samples.filter((sample) => sample.type === type);
  const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
    const types = new Set(getNextTransitions(snapshot).map((transition) => transition.eventType));
    return [...types].flatMap((type): EventObject[] => {
      // A child's snapshot comes from the child as it moves, never from the person.
      if (type === '' || type.startsWith('xstate.done.state.') || type.startsWith('xstate.snapshot.'))
        return [];
      if (gates[type] && !gates[type](snapshot)) return [];
      const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
      if (actor) {
        const source = sources.get(actor[2] as string);
        if (!source || source.isMachine) return [];
        if (sampled(type).length > 0) return sampled(type);
        return [
          actor[1] === 'done'
            ? ({ type, output: PATH_ANSWER } as EventObject)
            : ({ type, error: PATH_REFUSAL } as EventObject),
        ];
      }
      if (type.startsWith('xstate.after.')) return [{ type }];
      return sampled(type).length > 0 ? sampled(type) : [exampleEvent(templates.get(type) ?? { type })];
    });
  };
  const explore = (serialize: (snapshot: AnyMachineSnapshot) => string) =>
    getShortestPaths(machine, { input, events, limit: LIMIT, serializeState: serialize } as never);
  let paths: ReturnType<typeof explore>;
  try {
    paths = explore((snapshot) => JSON.stringify([snapshot.value, snapshot.context]));
  } catch {
    // A context that grows without end (a progress value): told apart by state alone.
    paths = explore((snapshot) => JSON.stringify(snapshot.value));
  }
  const sorted = [...paths].sort((a, b) => lighter(a.steps, b.steps));
  const found = new Map<string, StatePath>();
  for (const path of sorted) {
    for (const node of (path.state as AnyMachineSnapshot)._nodes as AnyStateNode[]) {
      if (node === machine.root || found.has(node.id)) continue;
      found.set(node.id, {
        stateId: node.id,
        node,
        context: (path.state as AnyMachineSnapshot).context,
        steps: path.steps.flatMap((step) => replayStep(step.event, sources)),
      });
    }
  }
  const order = new Map<string, number>();
  const visit = (node: AnyStateNode) => {
    order.set(node.id, order.size);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return [...found.values()].sort((a, b) => (order.get(a.stateId) ?? 0) - (order.get(b.stateId) ?? 0));
}

function replayStep(
  event: EventObject & { output?: unknown; error?: unknown },
  sources: Map<string, { src: string }>,
): ReplayStep[] {
  if (event.type === 'xstate.init') return [];
  if (event.type.startsWith('xstate.after.')) return [{ kind: 'nextDelay' }];
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (actor) {
    const src = sources.get(actor[2] as string)?.src ?? (actor[2] as string);
    return actor[1] === 'done'
      ? [{ kind: 'answer', actor: src, outcome: 'resolve', value: event.output }]
      : [{ kind: 'answer', actor: src, outcome: 'reject', value: event.error }];
  }
  return [{ kind: 'event', event: event as { type: string } }];
}
