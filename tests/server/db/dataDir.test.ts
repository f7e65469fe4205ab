// The PGlite data directory has one writer, is private, and a bad
// DATA_DIR or a damaged secret file stops start-up at once with a message.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_FILE } from '../../../server/auth/secret';
import { createFakeSite } from '../helpers/fakeSite';
import {
  freePort,
  launch,
  postJson,
  STARTUP_TIMEOUT_MS,
  startServerProcess,
  stopServerProcess,
  waitUntilReady,
} from '../helpers/serverProcess';

/** Modes of everything under dir, by relative path. */
function modes(dir: string): Map<string, { type: string; mode: number }> {
  const lines = execFileSync('find', [dir, '-printf', '%y %m %P\\n'], { encoding: 'utf8' })
    .trim()
    .split('\n');
  return new Map(
    lines.map((line) => {
      const [type = '', mode = '', ...name] = line.split(' ');
      return [name.join(' '), { type, mode: Number.parseInt(mode, 8) }];
    }),
  );
}

describe('the PGlite data directory', () => {
  let parent: string;
  let site: Awaited<ReturnType<typeof createFakeSite>>;
  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'aden-datadir-'));
    site = await createFakeSite();
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
    await site?.remove();
  });

  it(
    'a second process on the same directory refuses to start, naming it and the holder; a killed holder does not block',
    async () => {
      const dataDir = path.join(parent, 'shared', 'data');
      const env = { DATA_DIR: dataDir, SITE_DIR: site.siteDir, SCRYPT_COST: '1024' };
      const first = await startServerProcess(env);
      try {
        // The holder has its database open (and its lock taken) before the second tries.
        await waitUntilReady(first.url);
        const second = launch({ ...env, PORT: String(await freePort()) });
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(
          `${path.join(dataDir, 'pglite')} is in use by process ${first.child.pid}`,
        );
        expect(second.output()).toContain('DATABASE_URL');
        // The holder is unharmed.
        const sent = await postJson(`${first.url}/api/user/send-verify-code`, {
          email: 'ada@example.com',
          mode: 'aden-homepage',
        });
        expect(sent.status).toBe(200);
      } finally {
        first.child.kill('SIGKILL');
        await first.exited;
      }
      // kill -9 left its lock file: the next process sees its holder is gone and takes over.
      const next = await startServerProcess(env);
      await stopServerProcess(next);
      expect(await next.exited).toBe(0);

      const tree = modes(path.join(parent, 'shared'));
      expect(tree.get('')?.mode).toBe(0o700);
      const loose = [...tree].filter(
        ([, entry]) =>
          (entry.type === 'd' && entry.mode !== 0o700) || (entry.type === 'f' && entry.mode !== 0o600),
      );
      expect(loose).toEqual([]);
      expect(tree.get(`data/${SECRET_FILE}`)?.mode).toBe(0o600);
      expect(tree.size).toBeGreaterThan(100);
    },
    STARTUP_TIMEOUT_MS * 3,
  );

  it.each([
    ['/proc/x/aden', 'Cannot create /proc/x/aden'],
    ['FILE/below-a-file', 'not a directory'],
  ])(
    'DATA_DIR=%s fails start-up within seconds with a clear message',
    async (dataDir, message) => {
      const file = path.join(parent, 'a-file');
      await writeFile(file, 'not a directory');
      const started = Date.now();
      const server = launch({
        DATA_DIR: dataDir.replace('FILE', file),
        SITE_DIR: site.siteDir,
        PORT: String(await freePort()),
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(message);
      expect(Date.now() - started).toBeLessThan(30_000);
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'a jwt-secret file that is too short stops start-up and is left as it was',
    async () => {
      const dataDir = path.join(parent, 'short-secret');
      const { mkdir } = await import('node:fs/promises');
      await mkdir(dataDir, { mode: 0o700 });
      await writeFile(path.join(dataDir, SECRET_FILE), 'too-short\n', { mode: 0o600 });
      const server = launch({ DATA_DIR: dataDir, SITE_DIR: site.siteDir, PORT: String(await freePort()) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`${path.join(dataDir, SECRET_FILE)} holds 9 characters`);
      expect(await readFile(path.join(dataDir, SECRET_FILE), 'utf8')).toBe('too-short\n');
      expect((await stat(dataDir)).isDirectory()).toBe(true);
    },
    STARTUP_TIMEOUT_MS,
  );
});
