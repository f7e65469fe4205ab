import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where each test worker leaves the coverage reports; tests/machines/coverageSetup.ts sums them up. */
export const COVERAGE_PARTS_DIR = path.resolve(import.meta.dirname, '../../test-results/machine-coverage');

export interface CoveragePart {
  machineId: string;
  allStates: string[];
  allTransitions: string[];
  reachedStates: string[];
  takenTransitions: string[];
}

let written = 0;

/** Keeps one exploration's result for the run's coverage table and file. */
export function recordCoverage(part: CoveragePart): void {
  mkdirSync(COVERAGE_PARTS_DIR, { recursive: true });
  const file = path.join(COVERAGE_PARTS_DIR, `${part.machineId}--${process.pid}-${written++}.json`);
  writeFileSync(file, JSON.stringify(part));
}
