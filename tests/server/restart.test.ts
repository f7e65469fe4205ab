import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret, SECRET_FILE } from '../../server/auth/secret';
import { createFakeSite } from './helpers/fakeSite';

const STARTUP_TIMEOUT_MS = 90_000;

describe('the JWT secret in DATA_DIR', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'aden-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('generates the JWT secret once, keeps it private, and prefers a configured one', async () => {
    const first = await resolveJwtSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveJwtSecret(undefined, dataDir)).toBe(first);
    expect((await readFile(path.join(dataDir, SECRET_FILE), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dataDir, SECRET_FILE))).mode & 0o777).toBe(0o600);
    expect(await resolveJwtSecret('x'.repeat(40), dataDir)).toBe('x'.repeat(40));
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Runs `npm start`'s entry point as a real process and waits until it answers. */
async function start(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['server/start.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS - 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/api/forms/demo`)).ok) return { child, url, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`server did not start: ${output}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

describe('npm start as a process', () => {
  let dataDir: string;
  let site: Awaited<ReturnType<typeof createFakeSite>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'aden-start-'));
    site = await createFakeSite();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await site?.remove();
  });

  it(
    'signs up with the code from the outbox, logs in, reads the profile, and keeps the account after a restart',
    async () => {
      const env = { DATA_DIR: dataDir, SITE_DIR: site.siteDir, SCRYPT_COST: '1024' };
      const post = (url: string, body: unknown) =>
        fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });

      const first = await start(env);
      try {
        expect(
          (
            await post(`${first.url}/api/user/send-verify-code`, {
              email: 'ada@example.com',
              mode: 'aden-homepage',
            })
          ).status,
        ).toBe(200);
        const outbox = await (await fetch(`${first.url}/api/dev/outbox?email=ada@example.com`)).json();
        const code = outbox.messages[0].code as string;
        expect(first.output()).toContain(`verification code for ada@example.com: ${code}`);
        const registered = await post(`${first.url}/api/user/register`, {
          email: 'ada@example.com',
          password: 'a long enough password',
          signupCode: code,
          subscriptionPlan: 'freeforever',
        });
        expect(registered.status).toBe(201);
        const page = await fetch(`${first.url}/pricing`);
        expect(await page.text()).toContain('<h1>Pricing</h1>');
      } finally {
        await stop(first.child);
      }

      const second = await start(env);
      try {
        const login = await post(`${second.url}/api/user/login`, {
          email: 'ada@example.com',
          password: 'a long enough password',
        });
        expect(login.status).toBe(200);
        const { token } = (await login.json()) as { token: string };
        const profile = await fetch(`${second.url}/api/user/profile`, {
          headers: { Authorization: `jwt ${token}` },
        });
        expect(profile.status).toBe(200);
        expect(((await profile.json()) as { email: string }).email).toBe('ada@example.com');
      } finally {
        await stop(second.child);
      }
    },
    STARTUP_TIMEOUT_MS * 2,
  );

  it(
    'refuses to start with a bad variable, naming it',
    async () => {
      const child = spawn(process.execPath, ['server/start.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, PORT: 'eighty', SITE_DIR: site.siteDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('PORT must be a number');
    },
    STARTUP_TIMEOUT_MS,
  );
});
