import type { CoverageFile, MachineCoverage } from '@machines/coverage/coverageFile';
import { explorations } from '@machines/coverage/explorations';
import { coverage } from '@machines/coverage/modelWalk';

/**
 * The coverage figures of a lab build: each machine walked as its test walks it (explorations.ts),
 * at build time, so the lab's list shows them without a test run. scripts/vite-plugins/flowLabPlugin.ts serves
 * them to the lab as `virtual:flow-lab-coverage`.
 */
export function buildCoverage(now = new Date()): CoverageFile {
  const machines: Record<string, MachineCoverage> = {};
  for (const [id, { machine, options }] of Object.entries(explorations)) {
    const report = coverage(machine, options as never);
    machines[id] = {
      states: { reached: report.reachedStates.length, total: report.allStates.length },
      transitions: { reached: report.takenTransitions.length, total: report.allTransitions.length },
      missingStates: report.missingStates,
      missingTransitions: report.missingTransitions,
    };
  }
  return { ranAt: now.toISOString(), machines };
}
