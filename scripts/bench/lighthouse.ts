/**
 * Lighthouse (mobile, simulated throttling: its default configuration) against one Chromium started
 * with a remote-debugging port; each page is run several times and every run's figures are kept (the
 * table shows the median and the worst, runSummary.ts). Each run's full report is written to
 * `reportDir` as `<label>-<run>.json`, for a look at a slow run (its LCP breakdown, its long tasks).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import type { LighthouseFigures } from './results';

export interface LighthouseRunner {
  /** `runs` runs of `url`; `label` names their reports (a file name's part), numbered from `firstRun` */
  measure(url: string, runs: number, label: string, firstRun?: number): Promise<LighthouseFigures[]>;
  close(): Promise<void>;
}

async function waitForDebugger(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its debugging port');
}

export async function startLighthouse(port: number, reportDir: string): Promise<LighthouseRunner> {
  mkdirSync(reportDir, { recursive: true });
  const profile = mkdtempSync(path.join(tmpdir(), 'aden-lighthouse-'));
  const browser: ChildProcess = spawn(
    chromiumPath(),
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  await waitForDebugger(port);

  /** One run's figures, or null when Lighthouse could not measure the page this time. */
  async function once(url: string, reportFile: string): Promise<LighthouseFigures | null> {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (typeof result.report === 'string') writeFileSync(reportFile, result.report);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError || categories.performance?.score == null) {
      console.warn(
        `Lighthouse could not measure ${url} (${runtimeError?.code ?? 'no performance score'}); again`,
      );
      return null;
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  }

  return {
    async measure(url, runs, label, firstRun = 1) {
      // A run Lighthouse could not measure (it happens here about once a bench) is no figure: another
      // run takes its place, up to twice as many runs in all.
      const results: LighthouseFigures[] = [];
      for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
        const figures = await once(url, path.join(reportDir, `${label}-${firstRun + results.length}.json`));
        if (figures) results.push(figures);
      }
      if (results.length < runs) throw new Error(`Lighthouse could not measure ${url} ${runs} times`);
      return results;
    },
    async close() {
      browser.kill();
      await new Promise((resolve) => browser.once('exit', resolve));
      // Chromium's helper processes may still be writing to the profile a moment after it exits; a
      // left-over temporary folder must not cost the run its report.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`Could not remove ${profile}: ${(error as Error).message}`);
      }
    },
  };
}
