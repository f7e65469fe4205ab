import { chmod, mkdir, open, readdir, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { ConfigError } from '../config/serverConfig.ts';

/** A DATA_DIR that cannot be used: start-up stops with this message. */
export class DataDirError extends ConfigError {}

/**
 * Creates `dir` and its missing parents, private to this user (0700), one level at a time: Node's
 * recursive mkdir never returns on some paths (/proc/x), and a path that cannot be created must
 * fail start-up at once with its reason.
 */
export async function makePrivateDir(dir: string): Promise<void> {
  const missing: string[] = [];
  let current = path.resolve(dir);
  for (;;) {
    try {
      if (!(await stat(current)).isDirectory()) {
        throw new DataDirError(`Cannot use ${dir}: ${current} exists and is not a directory`);
      }
      break;
    } catch (error) {
      if (error instanceof DataDirError) throw error;
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw new DataDirError(`Cannot use ${dir}: ${(error as Error).message}`);
      }
      missing.unshift(current);
      const parent = path.dirname(current);
      if (parent === current) break;
      current = parent;
    }
  }
  for (const level of missing) {
    try {
      await mkdir(level, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw new DataDirError(`Cannot create ${dir}: ${(error as Error).message}`);
    }
  }
  await chmod(dir, 0o700).catch((error: Error) => {
    throw new DataDirError(`Cannot make ${dir} private: ${error.message}`);
  });
}

/** Sets every directory under `dir` to 0700 and every file to 0600 (PGlite writes its files 0666). */
export async function makeTreePrivate(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) await makeTreePrivate(child);
    else if (entry.isFile()) await chmod(child, 0o600);
  }
}

interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<LockHolder | undefined> {
  try {
    const holder = JSON.parse(await readFile(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? { pid: holder.pid, host: holder.host, since: String(holder.since) }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock file `<dir>.lock` for this process: PGlite has one writer, and two processes on one
 * directory would hand out the same ids and lose each other's rows. A lock left by a process that
 * no longer runs on this host (killed with -9, a crash) is taken over. Returns the release function.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = `${dir}.lock`;
  const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(`${JSON.stringify(me)}\n`);
      await handle.close();
      return async () => {
        const holder = await readHolder(file);
        if (holder?.pid === me.pid && holder.host === me.host) await unlink(file).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new DataDirError(`Cannot lock ${dir}: ${(error as Error).message}`);
      }
    }
    const holder = await readHolder(file);
    const stale =
      holder === undefined || (holder.host === me.host && (holder.pid === me.pid || !isAlive(holder.pid)));
    if (!stale) {
      throw new DataDirError(
        `${dir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}). ` +
          'PGlite allows one server process per data directory: stop that one, give this one another ' +
          'DATA_DIR, or run several instances on PostgreSQL (DATABASE_URL).',
      );
    }
    await unlink(file).catch(() => undefined);
  }
  throw new DataDirError(`Cannot lock ${dir}: another process keeps taking the lock`);
}
