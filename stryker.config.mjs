// Mutation testing of the flows (machines/) and the contract (contract/): `npm run test:mutation`.
// The machines' coverage table is for whole runs of their tests, not for a run per mutant.
process.env.MACHINE_COVERAGE = 'off';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['machines/**/*.ts', '!machines/coverage/**', 'contract/**/*.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', related: false },
  // The tests of the flows and of the contract (the Vitest projects `machines` and `contract`).
  testFiles: ['tests/machines/**/*.test.ts', 'tests/contract/**/*.test.ts'],
  coverageAnalysis: 'perTest',
  // Static mutants (module-level values) would need a full reload and every test per mutant.
  ignoreStatic: true,
  // TypeScript 7 offers no JS API for Stryker's tsconfig rewrite; Vite resolves the sources itself.
  tsconfigFile: 'tsconfig.stryker-none.json',
  // The machine is shared: one test process.
  concurrency: 1,
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { logTests: false },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
};
