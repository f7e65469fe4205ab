/** The machine coverage of the last unit-test run, as the test run writes it and the lab shows it. */
export const COVERAGE_FILE = 'test-results/machine-coverage.json';

export interface MachineCoverage {
  states: { reached: number; total: number };
  transitions: { reached: number; total: number };
  missingStates: string[];
  missingTransitions: string[];
}

export interface CoverageFile {
  /** ISO time of the run. */
  ranAt: string;
  machines: Record<string, MachineCoverage>;
}

export const isComplete = (coverage: MachineCoverage) =>
  coverage.states.reached === coverage.states.total &&
  coverage.transitions.reached === coverage.transitions.total;
