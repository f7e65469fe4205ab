import { callStatement, stringLiteral } from './codeLiteral';
import type { LabStep } from './labSession';
import type { ReplayStep, TimelineEntry } from './labTimeline';

export interface CopyAsTestOptions {
  machineId: string;
  input: unknown;
  path: readonly TimelineEntry[];
}

const INDENT = '  ';
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function stepStatement(step: LabStep): string {
  switch (step.kind) {
    case 'event': {
      // The type first, as a person writes an event.
      const { type, ...payload } = step.event;
      const event = { type, ...payload };
      return step.to
        ? callStatement(INDENT, 'await lab.sendTo', [{ value: step.to }, { value: event }])
        : callStatement(INDENT, 'await lab.send', [{ value: event }]);
    }
    case 'advance':
      return callStatement(INDENT, 'await lab.advance', [{ code: String(step.ms) }]);
    case 'answer':
      return callStatement(INDENT, `await lab.${step.outcome}`, [
        { value: step.actor },
        { value: step.value ?? null },
      ]);
  }
}

/** A step in a few words: the log's fallback title, a test's and a stopped replay's. */
export function describeStep(step: ReplayStep): string {
  switch (step.kind) {
    case 'event':
      return step.to ? `${step.to} › ${step.event.type}` : step.event.type;
    case 'advance':
      return `advance ${step.ms / 1000} s`;
    case 'nextDelay':
      return 'until the next timer';
    case 'answer':
      return `${step.outcome} ${step.actor}`;
  }
}

/**
 * The context fields a timer changed somewhere on the path (a countdown's seconds): checked by the
 * state they lead to, not by their ticking number.
 */
function tickingFields(path: readonly TimelineEntry[]): Set<string> {
  const fields = new Set<string>();
  path.forEach((entry, index) => {
    const before = path[index - 1];
    if (entry.step?.kind !== 'advance' || !before) return;
    for (const [key, value] of Object.entries(entry.context))
      if (!same(before.context[key], value)) fields.add(key);
  });
  return fields;
}

/** The context fields a step changed (all of them at the start), the ticking ones left out. */
function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  ticking: ReadonlySet<string>,
) {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => !ticking.has(key) && (!before || !same(before[key], value)),
    ),
  );
}

function checks(entry: TimelineEntry, before: TimelineEntry | null, ticking: ReadonlySet<string>): string[] {
  const lines = [callStatement(INDENT, 'expect(lab.value()).toEqual', [{ value: entry.value }])];
  const changed = changedFields(before?.context ?? null, entry.context, ticking);
  if (Object.keys(changed).length > 0)
    lines.push(callStatement(INDENT, 'expect(lab.context()).toMatchObject', [{ value: changed }]));
  const children = entry.children ?? {};
  if (Object.keys(children).length > 0 && !same(before?.children ?? {}, children))
    lines.push(callStatement(INDENT, 'expect(lab.childValues()).toEqual', [{ value: children }]));
  return lines;
}

/**
 * The path taken in the sandbox as a vitest test of the machine: the lab's own driver with the
 * same fakes and clock replays each step and checks the state and the context it changed. The text
 * is formatted as the project's formatter prints it; save it under tests/machines/.
 */
export function copyAsTest({ machineId, input, path }: CopyAsTestOptions): string {
  const steps = path.slice(1);
  const ticking = tickingFields(path);
  const count = steps.length === 1 ? '1 step' : `${steps.length} steps`;
  const title = `${machineId}: ${steps.length === 0 ? 'starts' : `${count} copied from the flow lab`}`;
  const body: string[] = [];
  const start = path[0];
  if (start) body.push(...checks(start, null, ticking));
  steps.forEach((entry, index) => {
    if (!entry.step) return;
    body.push('', `${INDENT}// ${index + 1}. ${describeStep(entry.step)}`, stepStatement(entry.step));
    body.push(...checks(entry, path[index] ?? null, ticking));
  });
  const machine = stringLiteral(machineId);
  return [
    "import { machines } from '@machines/index';",
    "import { expect, it } from 'vitest';",
    "import { startLabSession } from '@/flow-lab/sandbox/labSession';",
    '',
    `// Copied from the flow lab: the ${machineId} machine with every call answered by hand.`,
    `it(${stringLiteral(title)}, async () => {`,
    `${INDENT}const entry = machines.find((candidate) => candidate.id === ${machine});`,
    `${INDENT}if (!entry) throw new Error(${stringLiteral(`${machineId} is not in the machines registry`)});`,
    callStatement(
      INDENT,
      'const lab = await startLabSession',
      input === undefined ? [{ code: 'entry.machine' }] : [{ code: 'entry.machine' }, { value: input }],
    ),
    ...body,
    '});',
    '',
  ].join('\n');
}
