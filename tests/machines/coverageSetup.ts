import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COVERAGE_FILE, type CoverageFile, isComplete } from '../../machines/coverage/coverageFile';
import { machines } from '../../machines/index';
import { COVERAGE_PARTS_DIR, type CoveragePart } from '../helpers/machineCoverage';

const root = path.resolve(import.meta.dirname, '../..');

/** A run of the machine tests as a whole (not of chosen files): every machine must then be covered. */
const wholeRun = () => !process.argv.slice(2).some((arg) => /\.test\.tsx?$|^tests\//.test(arg));

function summed(parts: CoveragePart[]): CoverageFile['machines'] {
  const result: CoverageFile['machines'] = {};
  for (const entry of machines) {
    const own = parts.filter((part) => part.machineId === entry.id);
    if (own.length === 0) continue;
    const allStates = own[0]?.allStates ?? [];
    const allTransitions = own[0]?.allTransitions ?? [];
    const states = new Set(own.flatMap((part) => part.reachedStates));
    const transitions = new Set(own.flatMap((part) => part.takenTransitions));
    result[entry.id] = {
      states: { reached: allStates.filter((id) => states.has(id)).length, total: allStates.length },
      transitions: {
        reached: allTransitions.filter((label) => transitions.has(label)).length,
        total: allTransitions.length,
      },
      missingStates: allStates.filter((id) => !states.has(id)),
      missingTransitions: allTransitions.filter((label) => !transitions.has(label)),
    };
  }
  return result;
}

function previousFigures(): CoverageFile['machines'] {
  try {
    return (JSON.parse(readFileSync(path.join(root, COVERAGE_FILE), 'utf8')) as CoverageFile).machines;
  } catch {
    return {};
  }
}

const percent = (reached: number, total: number) => `${reached}/${total}`.padStart(7);

/**
 * Machine coverage for the whole run: each exploration (expectFullCoverage) leaves its result, and
 * at the end the run prints states and transitions reached per machine, writes them for the flow
 * lab, and fails when a machine of the registry is below 100% (or has no coverage test at all).
 */
/** A run started by another test (the copied-test check) leaves the outer run's figures alone. */
const off = () => process.env.MACHINE_COVERAGE === 'off';

export function setup() {
  if (off()) return;
  rmSync(COVERAGE_PARTS_DIR, { recursive: true, force: true });
}

export function teardown() {
  if (off()) return;
  let parts: CoveragePart[] = [];
  try {
    parts = readdirSync(COVERAGE_PARTS_DIR).map(
      (file) => JSON.parse(readFileSync(path.join(COVERAGE_PARTS_DIR, file), 'utf8')) as CoveragePart,
    );
  } catch {
    // No machine test explored anything in this run.
  }
  const covered = summed(parts);
  if (Object.keys(covered).length === 0) return;
  const lines = ['', 'Machine coverage (states, transitions reached of all):'];
  for (const [id, figures] of Object.entries(covered))
    lines.push(
      `  ${id.padEnd(16)} states ${percent(figures.states.reached, figures.states.total)}   transitions ${percent(
        figures.transitions.reached,
        figures.transitions.total,
      )}${isComplete(figures) ? '' : '   INCOMPLETE'}`,
    );
  const uncovered = wholeRun() ? machines.filter((entry) => !covered[entry.id]).map((entry) => entry.id) : [];
  for (const id of uncovered) lines.push(`  ${id.padEnd(16)} no coverage test (expectFullCoverage)`);
  console.log(lines.join('\n'));

  // A run of chosen files updates their machines' figures and keeps the others from before.
  const before = wholeRun() ? {} : previousFigures();
  const file: CoverageFile = { ranAt: new Date().toISOString(), machines: { ...before, ...covered } };
  mkdirSync(path.dirname(path.join(root, COVERAGE_FILE)), { recursive: true });
  writeFileSync(path.join(root, COVERAGE_FILE), `${JSON.stringify(file, null, 2)}\n`);

  const incomplete = Object.entries(covered)
    .filter(([, figures]) => !isComplete(figures))
    .map(([id]) => id);
  if (incomplete.length > 0 || uncovered.length > 0) {
    // A global teardown cannot fail a test; the exit code tells CI and `npm test`.
    console.error(`Machine coverage below 100%: ${[...incomplete, ...uncovered].join(', ')}`);
    process.exitCode = 1;
  }
}
