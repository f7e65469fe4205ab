import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './serverProcess';

/** Debian's PostgreSQL server binaries, newest version first; undefined when not installed. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export interface ThrowawayPostgres {
  url: string;
  start(): Promise<void>;
  /** A fast stop: open connections are cut, as in an outage. */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own, on loopback, that the test may stop and start (the CI's
 * shared one must stay up for the other suites). As root it runs as the `postgres` user.
 */
export async function createThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'aden-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const run = async (tool: string, args: string[]) => {
    const [file, ...rest] = asRoot
      ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args]
      : [path.join(bin, tool), ...args];
    await promisify(execFile)(file as string, rest);
  };
  const data = path.join(dir, 'data');
  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const server: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      run('pg_ctl', [
        '-D',
        data,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-t',
        '60',
        '-o',
        options,
        'start',
      ]),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']),
    remove: async () => {
      await server.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
