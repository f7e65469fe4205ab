import type { CoverageFile } from './coverageFile';

// Read at build time (and live in development); absent until the machine tests have run once.
const found = import.meta.glob<CoverageFile>('/test-results/machine-coverage.json', {
  eager: true,
  import: 'default',
});

/** The coverage figures of the last machine-test run, or null when none was written. */
export const lastCoverage: CoverageFile | null = Object.values(found)[0] ?? null;
