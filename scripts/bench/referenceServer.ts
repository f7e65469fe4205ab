/**
 * Starts the reference server (`npm start`'s server) on a port, serving a built site's folder with a
 * throwaway database: the site and its no-script copy are both served by it, so both get the same
 * headers, compression and time per answer.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

// Node itself, not npx: killing npx would leave the server running on the port after the bench.
// Without the bench's NODE_ENV: building the floor in this process sets it to production, where the
// server refuses to start without an SMTP_URL, so a server started after that build would never answer.
export function startReferenceServer(siteDir: string, port: number): ChildProcess {
  const { NODE_ENV: _buildMode, ...env } = process.env;
  return spawn(process.execPath, ['server/start.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aden-bench-')),
    },
  });
}

/** Resolves once the server at `base` answers `/api/ready`, asking every 200 ms; throws after `timeoutMs`. */
export async function untilReady(base: string, timeoutMs: number): Promise<void> {
  for (let waited = 0; ; waited += 200) {
    if (
      await fetch(`${base}/api/ready`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    if (waited > timeoutMs) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A poster of JSON to the server at `base`. */
export const jsonPoster = (base: string) => (url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
