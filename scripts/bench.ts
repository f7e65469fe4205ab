/**
 * npm run bench: builds the site, serves it with the reference server, opens every prerendered page in
 * Chromium at a phone's size and prints, per route, the JavaScript loaded before the page is interactive
 * (gzip KB, measured on the files the browser actually fetched) and the page's whole weight.
 * It measures; it asserts nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4180);
const base = `http://127.0.0.1:${port}`;
const siteDir = path.join(root, 'dist/client');

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
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: { route: string; jsFiles: number; jsKb: number; totalKb: number }[] = [];
  for (const route of meta.prerendered) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const fetched = new Map<string, { js: boolean; bytes: Buffer }>();
    page.on('response', async (response) => {
      if (!response.url().startsWith(base)) return;
      try {
        const bytes = await response.body();
        fetched.set(response.url(), { js: /\.m?js(\?|$)/.test(response.url()), bytes });
      } catch {
        // redirects and aborted requests have no body
      }
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    const files = [...fetched.values()];
    const js = files.filter((file) => file.js);
    rows.push({
      route,
      jsFiles: js.length,
      jsKb: js.reduce((sum, file) => sum + gzipKb(file.bytes), 0),
      totalKb: files.reduce((sum, file) => sum + gzipKb(file.bytes), 0),
    });
    await page.close();
  }
  await browser.close();

  const width = Math.max(...rows.map((row) => row.route.length), 5);
  console.log(`${'route'.padEnd(width)}  js files  js gzip KB  all gzip KB`);
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(width)}  ${String(row.jsFiles).padStart(8)}  ${row.jsKb.toFixed(1).padStart(10)}  ${row.totalKb.toFixed(1).padStart(11)}`,
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
