/**
 * How long `npm start` on a built tree takes to serve: from spawning it to the first 200 on `/`,
 * and to `/api/ready`, the median of a few starts on loopback. The first start creates the database
 * (a fresh clone); the others reopen it (a restart or a deploy), which is the figure quoted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const POLL_MS = 10;
const GIVE_UP_MS = 120_000;

export interface StartupFigures {
  /** Milliseconds to the first 200 on `/` and on `/api/ready`, one pair per start, in order. */
  starts: { site: number; ready: number }[];
}

async function firstOk(url: string, since: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > GIVE_UP_MS) throw new Error(`${url} never answered 200`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Resolves once nothing listens on the port any more. */
async function closed(port: number): Promise<void> {
  const started = performance.now();
  for (;;) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!listening) return;
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`port ${port} stayed open`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Starts `npm start` `count` times in a row on `port`, one database for all of them. */
export async function measureStartup(options: {
  root: string;
  siteDir: string;
  port: number;
  count: number;
}): Promise<StartupFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aden-bench-startup-'));
  const base = `http://127.0.0.1:${options.port}`;
  const starts: StartupFigures['starts'] = [];
  try {
    for (let i = 0; i < options.count; i++) {
      const started = performance.now();
      const npm = spawn('npm', ['start', '--silent'], {
        cwd: options.root,
        stdio: 'ignore',
        env: {
          ...process.env,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(options.port),
          SITE_DIR: options.siteDir,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
      });
      const exited = new Promise((resolve) => npm.once('exit', resolve));
      try {
        const [site, ready] = await Promise.all([
          firstOk(`${base}/`, started),
          firstOk(`${base}/api/ready`, started),
        ]);
        starts.push({ site, ready });
      } finally {
        npm.kill('SIGTERM');
        await exited;
        // npm passes the signal on; the next start needs the port the server still holds meanwhile.
        await closed(options.port);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { starts };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

export function describeStartup({ starts }: StartupFigures): string {
  const [first, ...restarts] = starts;
  if (!first) return 'npm start: no start measured';
  const list = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(', ');
  return [
    `npm start on a built tree (median of ${restarts.length} restarts, database already created): first 200 on / after ${median(restarts.map((s) => s.site)).toFixed(0)} ms (${list(restarts.map((s) => s.site))}), /api/ready after ${median(restarts.map((s) => s.ready)).toFixed(0)} ms (${list(restarts.map((s) => s.ready))})`,
    `npm start with a new database (first start of a clone): / after ${first.site.toFixed(0)} ms, /api/ready after ${first.ready.toFixed(0)} ms`,
  ].join('\n');
}
