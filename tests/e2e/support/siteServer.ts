/**
 * A reference server of its own for a spec: a built site served on its own port with a fresh data
 * directory, so the spec can stop it and read what it stored (DATA_DIR/pglite).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../../server/db/pglite';

const root = path.resolve(import.meta.dirname, '../../..');

export interface SiteServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export async function startSiteServer({
  port,
  siteDir,
  env = {},
}: {
  port: number;
  siteDir: string;
  /** Settings beside the defaults, such as STAFF_EMAILS. */
  env?: Record<string, string>;
}): Promise<SiteServer> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aden-e2e-site-'));
  // Its own process group, so that stopping it ends the server and anything it started.
  const server: ChildProcess = spawn(process.execPath, ['server/start.ts'], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      SITE_DIR: siteDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  await waitUntilServing(`${url}/api/dev/outbox?email=ready%40example.com`);
  return {
    url,
    dataDir,
    stop: async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** The stopped server's database; its process releases the data directory's lock as it exits. */
export async function openStoppedDatabase(dataDir: string): Promise<Awaited<ReturnType<typeof openPglite>>> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await openPglite(path.join(dataDir, 'pglite'));
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function waitUntilServing(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site did not start at ${url}`);
}
