/**
 * Runs every suite (Vitest: machines, components, server; Playwright: the browser suite; a one-file
 * mutation smoke) and ends with one line "N passed, N failed" summing them all. Exits non-zero when anything failed or did not run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureTestTools } from './testTools';

const root = path.resolve(import.meta.dirname, '../..');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });

interface Tally {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
}

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

// A fresh machine has Node and npm only: the browser, Java and xmllint come first.
const cannotInstall = ensureTestTools();
if (cannotInstall) {
  console.error(cannotInstall);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const tallies: Tally[] = [];

// 1. Vitest.
const vitestFile = path.join(results, 'vitest.json');
rmSync(vitestFile, { force: true });
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}>(vitestFile);
tallies.push({
  suite: 'vitest',
  passed: vitest?.numPassedTests ?? 0,
  // A run that crashed or failed outside a test still counts as a failure.
  failed: Math.max(vitest?.numFailedTests ?? 0, vitestStatus !== 0 ? 1 : 0),
  skipped: (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0),
});

// 2. Playwright in Chromium.
// The browser suite's port names its report (tests/e2e/support/env.ts).
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
const e2eFile = path.join(results, `e2e-${process.env.E2E_PORT}.json`);
rmSync(e2eFile, { force: true });
const e2eStatus = run('npx', ['playwright', 'test']);
const e2e = existsSync(e2eFile)
  ? readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(e2eFile)
  : null;
tallies.push({
  suite: 'browser',
  passed: (e2e?.stats.expected ?? 0) + (e2e?.stats.flaky ?? 0),
  failed: Math.max(e2e?.stats.unexpected ?? 0, e2eStatus !== 0 ? 1 : 0),
  skipped: e2e?.stats.skipped ?? 0,
});

// 3. Mutation smoke: Stryker with the project's config (stryker.config.mjs) instruments every file it
// mutates and runs the tests once, then scores one small machine file; a crash or a score below the
// config's break threshold exits non-zero. The whole run is `npm run test:mutation`.
const MUTATION_SMOKE_FILE = 'machines/errorMessage.ts';
const smokeIncrementalFile = path.join(results, 'mutation-smoke-incremental.json');
const mutationSmoke: Tally = { suite: 'mutation smoke', passed: 0, failed: 0, skipped: 0 };
for (const scope of [['--dryRunOnly'], ['--mutate', MUTATION_SMOKE_FILE]]) {
  // Its own incremental file, new each run: the smoke neither reads nor overwrites the full run's results.
  rmSync(smokeIncrementalFile, { force: true });
  const status = run('npx', [
    'stryker',
    'run',
    ...scope,
    '--incrementalFile',
    smokeIncrementalFile,
    '--reporters',
    'clear-text',
  ]);
  if (status === 0) mutationSmoke.passed++;
  else mutationSmoke.failed++;
}
tallies.push(mutationSmoke);

for (const tally of tallies) {
  console.log(`${tally.suite}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
}
const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
const skipped = tallies.reduce((sum, tally) => sum + tally.skipped, 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
