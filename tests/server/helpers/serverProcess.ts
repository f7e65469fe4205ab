import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const STARTUP_TIMEOUT_MS = 90_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<number | string>;
}

/**
 * Runs the server as a real process (`node server/start.ts`, or another command
 * such as `npm start`) on a free loopback port and waits until /api/health answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  command: [string, ...string[]] = [process.execPath, 'server/start.ts'],
): Promise<ServerProcess> {
  const port = await freePort();
  const process_ = launch(
    { NODE_ENV: 'development', ...env, PORT: String(port), HOST: '127.0.0.1' },
    command,
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS - 10_000;
  while (Date.now() < deadline) {
    if (process_.child.exitCode !== null) throw new Error(`server exited: ${process_.output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { ...process_, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process_.child.kill('SIGKILL');
  throw new Error(`server did not start: ${process_.output()}`);
}

/**
 * Waits until the server's database is open (/api/ready answers 200). While PGlite creates a new data
 * directory the process can be too busy to read a request in time, and the connection is closed.
 */
export async function waitUntilReady(url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS - 10_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // busy opening the database
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url}/api/ready never answered 200`);
}

/** Starts the server process without waiting for it (for start-ups that must fail). */
export function launch(
  env: Record<string, string>,
  command: [string, ...string[]] = [process.execPath, 'server/start.ts'],
): Omit<ServerProcess, 'url'> {
  let output = '';
  const [file, ...args] = command;
  const child = spawn(file, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, output: () => output, exited };
}

export async function stopServerProcess(server: { child: ChildProcess; exited: Promise<unknown> }) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

export const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
