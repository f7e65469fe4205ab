import { expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { type CoverageOptions, type CoverageReport, coverage } from '../../machines/coverage/modelWalk';
import { recordCoverage } from './machineCoverage';

/**
 * Asserts that exploring the machine reaches every state node and takes every transition (the walk:
 * machines/coverage/modelWalk.ts), and keeps the figures for the run's coverage table.
 */
export function expectFullCoverage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: CoverageOptions<TMachine> = {},
): CoverageReport {
  const report = coverage(machine, options);
  recordCoverage({ machineId: machine.id, ...report });
  expect(report.missingStates, 'state nodes never reached').toEqual([]);
  expect(report.missingTransitions, 'transitions never taken').toEqual([]);
  return report;
}
