import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// Unit, component and server suites. The browser suite runs under Playwright (playwright.config.ts).
export default defineConfig({
  plugins: [react()],
  // `@/`, `@machines/` and `@contract/` as tsconfig.json's `paths` declare them.
  resolve: { tsconfigPaths: true },
  test: {
    restoreMocks: true,
    testTimeout: 20000,
    projects: [
      {
        extends: true,
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          // The lab's "Copy as test" copies, which tests/src/flow-lab/sandbox/copyAsTest.test.ts writes
          // here and runs itself (LAB_COPIES=run): a whole-suite run started meanwhile leaves them alone.
          exclude:
            process.env.LAB_COPIES === 'run'
              ? configDefaults.exclude
              : [...configDefaults.exclude, 'tests/machines/lab-copy-*.test.ts'],
          environment: 'node',
          // Prints and writes the coverage of every machine, and fails the run below 100%.
          globalSetup: ['tests/machines/coverageSetup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'src', include: ['tests/src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      {
        extends: true,
        test: { name: 'scripts', include: ['tests/scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
        },
      },
    ],
  },
});
