import { useEffect, useState } from 'react';
import { COVERAGE_FILE, type CoverageFile } from './coverageFile';

// Read at build time; absent until the machine tests have run once.
const found = import.meta.glob<CoverageFile>('/test-results/machine-coverage.json', {
  eager: true,
  import: 'default',
});
const built: CoverageFile | null = Object.values(found)[0] ?? null;

/**
 * The coverage figures of the last machine-test run, or null when none was written. In
 * development the file is read again on opening (Vite does not watch test-results/).
 */
export function useLastCoverage(): CoverageFile | null {
  const [coverage, setCoverage] = useState(built);
  useEffect(() => {
    if (!import.meta.env.DEV) return;
    let current = true;
    fetch(`/${COVERAGE_FILE}`, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<CoverageFile>) : null))
      .then((fresh) => {
        if (current && fresh) setCoverage(fresh);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return coverage;
}
