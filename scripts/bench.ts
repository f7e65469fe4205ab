/**
 * npm run bench: builds the site, serves it with the reference server, opens every prerendered page in
 * Chromium at a phone's size and prints, per route, the JavaScript loaded before the page is interactive
 * (KB as transferred, compressed by the server) and the page's whole weight, from Resource Timing.
 * It measures; it asserts nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../tests/e2e/support/chromium';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4180);
const base = `http://127.0.0.1:${port}`;
const siteDir = path.join(root, 'dist/client');

// Find the browser first: without one, say how to get it before spending a build.
const executablePath = (() => {
  try {
    return chromiumExecutable();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const built = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn('npx', ['tsx', 'server/start.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    SITE_DIR: siteDir,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aden-bench-')),
  },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

try {
  await waitForServer();
  const manifest = JSON.parse(readFileSync(path.join(siteDir, 'builds/latest.json'), 'utf8')) as {
    id: string;
  };
  const meta = JSON.parse(readFileSync(path.join(siteDir, `builds/meta/${manifest.id}.json`), 'utf8')) as {
    prerendered: string[];
  };
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: { route: string; jsFiles: number; jsKb: number; totalKb: number; interactiveMs: number }[] = [];
  for (const route of meta.prerendered) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => performance.getEntriesByName('aden:interactive').length > 0);
    // Resource Timing in the page: what was fetched before the app became interactive, and in all.
    // Sizes are as transferred (the server compresses), so they are what a phone downloads.
    const measured = await page.evaluate(() => {
      const interactiveAt = performance.getEntriesByName('aden:interactive')[0]?.startTime ?? 0;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const navigation = performance.getEntriesByType('navigation')[0] as
        | PerformanceNavigationTiming
        | undefined;
      const early = resources.filter(
        (entry) => /\.m?js(\?|$)/.test(entry.name) && entry.responseEnd <= interactiveAt,
      );
      return {
        jsFiles: early.length,
        jsBytes: early.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        totalBytes:
          resources.reduce((sum, entry) => sum + entry.encodedBodySize, 0) +
          (navigation?.encodedBodySize ?? 0),
        interactiveMs: interactiveAt,
      };
    });
    rows.push({
      route,
      jsFiles: measured.jsFiles,
      jsKb: measured.jsBytes / 1024,
      totalKb: measured.totalBytes / 1024,
      interactiveMs: measured.interactiveMs,
    });
    await page.close();
  }
  await browser.close();

  const width = Math.max(...rows.map((row) => row.route.length), 5);
  console.log(
    `${'route'.padEnd(width)}  js files  js KB before interactive  all KB  interactive at (ms, loopback)`,
  );
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(width)}  ${String(row.jsFiles).padStart(8)}  ${row.jsKb.toFixed(1).padStart(24)}  ${row.totalKb.toFixed(1).padStart(6)}  ${row.interactiveMs.toFixed(0).padStart(29)}`,
    );
  }
  const allJs = spawnSync('sh', ['-c', `cat ${path.join(siteDir, 'assets')}/*.js`], {
    maxBuffer: 1 << 28,
  }).stdout;
  console.log(
    `\nAll JavaScript of the build: ${gzipKb(allJs).toFixed(1)} KB gzip (${(allJs.length / 1024).toFixed(0)} KB raw)`,
  );
  const largest = rows.reduce(
    (max, row) => (row.jsKb > max.jsKb ? row : max),
    rows[0] ?? { route: '-', jsKb: 0 },
  );
  console.log(
    `Heaviest page before interaction: ${largest.route} with ${largest.jsKb.toFixed(1)} KB gzip of JavaScript`,
  );
} finally {
  server.kill();
}
