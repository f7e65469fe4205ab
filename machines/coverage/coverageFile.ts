/** Machine coverage: of the last machine-test run (written by it), and of a lab build (shown in the lab). */
export const COVERAGE_FILE = 'test-results/machine-coverage.json';

export interface MachineCoverage {
  states: { reached: number; total: number };
  transitions: { reached: number; total: number };
  missingStates: string[];
  missingTransitions: string[];
}

export interface CoverageFile {
  /** ISO time of the test run or build. */
  ranAt: string;
  machines: Record<string, MachineCoverage>;
}

export const isComplete = (coverage: MachineCoverage) =>
  coverage.states.reached === coverage.states.total &&
  coverage.transitions.reached === coverage.transitions.total;
