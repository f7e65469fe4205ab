import type { LabStep } from './labSession';
import type { TimelineEntry } from './labTimeline';

export interface CopyAsTestOptions {
  machineId: string;
  input: unknown;
  path: readonly TimelineEntry[];
}

const literal = (value: unknown) => JSON.stringify(value ?? null);

function stepCall(step: LabStep): string {
  switch (step.kind) {
    case 'event':
      return step.child
        ? `lab.apply(${literal({ kind: 'event', child: step.child, event: step.event })})`
        : `lab.send(${literal(step.event)})`;
    case 'advance':
      return `lab.advance(${step.ms})`;
    case 'answer':
      return `lab.${step.outcome}(${literal(step.actor)}, ${literal(step.value)})`;
  }
}

export function describeStep(step: LabStep): string {
  switch (step.kind) {
    case 'event':
      return step.child ? `${step.child}/${step.event.type}` : step.event.type;
    case 'advance':
      return `advance ${step.ms / 1000} s`;
    case 'answer':
      return `${step.outcome} ${step.actor}`;
  }
}

/** The context fields a step changed (all of them at the start): what each check asserts. */
function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => !before || literal(before[key]) !== literal(value)),
  );
}

function checks(entry: TimelineEntry, before: TimelineEntry | null, indent: string): string[] {
  const lines = [`${indent}expect(lab.value()).toEqual(${literal(entry.value)});`];
  const changed = changedFields(before?.context ?? null, entry.context);
  if (Object.keys(changed).length > 0)
    lines.push(`${indent}expect(lab.context()).toMatchObject(${literal(changed)});`);
  return lines;
}

/**
 * The path taken in the sandbox as a vitest test of the machine: the lab's own driver with the
 * same fakes replays each step and checks the state and the context it changed. Paste the text
 * into a file under tests/machines/.
 */
export function copyAsTest({ machineId, input, path }: CopyAsTestOptions): string {
  const steps = path.slice(1);
  const names = steps.map((entry) => (entry.step ? describeStep(entry.step) : '')).filter(Boolean);
  const title = `${machineId}: ${names.length > 0 ? names.join(', ') : 'starts'}`;
  const body: string[] = [];
  const start = path[0];
  if (start) body.push(...checks(start, null, '  '));
  steps.forEach((entry, index) => {
    if (!entry.step) return;
    body.push('', `  await ${stepCall(entry.step)};`, ...checks(entry, path[index] ?? null, '  '));
  });
  return [
    "import { expect, it } from 'vitest';",
    "import { machines } from '@machines/index';",
    "import { startLabSession } from '@/flow-lab/sandbox/labSession';",
    '',
    `// Copied from the flow lab: the ${machineId} machine with every call answered by hand.`,
    `it(${literal(title)}, async () => {`,
    `  const entry = machines.find((candidate) => candidate.id === ${literal(machineId)});`,
    `  if (!entry) throw new Error(${literal(`${machineId} is not in the machines registry`)});`,
    `  const lab = await startLabSession(entry.machine${input === undefined ? '' : `, ${literal(input)}`});`,
    ...body,
    '});',
    '',
  ].join('\n');
}
