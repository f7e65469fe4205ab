/**
 * Deployments for the browser suite: a site folder of its own served by its own reference server, and
 * a second build made from the first as a deployment would bring it. Build B is build A with a new
 * build id and new file names for every hashed asset (references rewritten), so an open tab of A
 * requests names B no longer has, exactly as after a real deployment; building twice would only cost
 * minutes for the same effect on the browser.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E } from './env';

const root = path.resolve(import.meta.dirname, '../../..');
const builtSite = path.join(root, E2E.outDir, 'client');
const TEXT = /\.(html|js|css|json|xml|txt|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function buildIdOf(siteDir: string): Promise<string> {
  return (JSON.parse(await readFile(path.join(siteDir, 'builds/latest.json'), 'utf8')) as { id: string }).id;
}

export interface Build {
  dir: string;
  id: string;
  /** Hashed asset names, e.g. PricingPage-bAxD2NF_.js */
  assets: string[];
}

/** A copy of the suite's build (build A) in a folder of its own. */
export async function copyOfBuiltSite(): Promise<Build> {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'aden-deploy-')), 'site');
  await cp(builtSite, dir, { recursive: true });
  return { dir, id: await buildIdOf(dir), assets: await readdir(path.join(dir, 'assets')) };
}

/** Build B: A with the id `id` and every asset renamed (`name-HASH.js` -> `name-HASHb.js`). */
export async function nextBuild(from: Build, id: string): Promise<Build> {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'aden-build-')), 'site');
  await cp(from.dir, dir, { recursive: true });
  const renames = new Map(from.assets.map((name) => [name, name.replace(/(\.[a-z0-9]+)$/, 'b$1')]));
  // Longest first, so no name is rewritten inside a longer one.
  const ordered = [...renames].sort((a, b) => b[0].length - a[0].length);
  for (const file of await filesUnder(dir)) {
    if (!TEXT.test(file)) continue;
    let text = await readFile(file, 'utf8');
    for (const [before, after] of ordered) text = text.replaceAll(before, after);
    await writeFile(file, text.replaceAll(from.id, id));
  }
  for (const [before, after] of renames)
    await rename(path.join(dir, 'assets', before), path.join(dir, 'assets', after));
  await rename(path.join(dir, `builds/meta/${from.id}.json`), path.join(dir, `builds/meta/${id}.json`));
  return { dir, id, assets: [...renames.values()] };
}

/**
 * Deploys `next` over the served folder in the README's order: hashed assets, then pages and the
 * other files, then the manifest, builds/latest.json last; then the previous build's assets go.
 */
export async function deploy(servedDir: string, previous: Build, next: Build): Promise<void> {
  for (const name of next.assets)
    await cp(path.join(next.dir, 'assets', name), path.join(servedDir, 'assets', name));
  for (const file of await filesUnder(next.dir)) {
    const relative = path.relative(next.dir, file);
    if (relative.startsWith('assets') || relative.startsWith('builds')) continue;
    await mkdir(path.dirname(path.join(servedDir, relative)), { recursive: true });
    await cp(file, path.join(servedDir, relative));
  }
  await cp(
    path.join(next.dir, `builds/meta/${next.id}.json`),
    path.join(servedDir, `builds/meta/${next.id}.json`),
  );
  await cp(path.join(next.dir, 'builds/latest.json'), path.join(servedDir, 'builds/latest.json'));
  for (const name of previous.assets) await rm(path.join(servedDir, 'assets', name), { force: true });
}

/** Deletes a build made by copyOfBuiltSite or nextBuild. */
export async function removeBuild(build: Build | undefined): Promise<void> {
  if (build) await rm(path.dirname(build.dir), { recursive: true, force: true });
}

/** The reference server on its own port, serving `siteDir`; `restart` after a deployment (it reads the site at start). */
export async function serveSite(
  siteDir: string,
  port: number,
): Promise<{ url: string; restart(): Promise<void>; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aden-deploy-data-'));
  const url = `http://127.0.0.1:${port}`;
  let server: ChildProcess;

  const start = async () => {
    // One node process (tsx as a loader, no npx or tsx wrapper in between), so stopping it stops the server.
    server = spawn(process.execPath, ['server/start.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        SITE_DIR: siteDir,
        DATA_DIR: dataDir,
      },
    });
    // What it says on stderr before it listens, so a failed start says why.
    let errors = '';
    server.stderr?.on('data', (chunk: Buffer) => {
      errors = `${errors}${chunk.toString()}`.slice(-2000);
    });
    // It compresses every file of the site before it listens: minutes on a busy machine.
    const deadline = Date.now() + 180_000;
    for (;;) {
      try {
        if ((await fetch(`${url}/builds/latest.json`)).ok) return;
      } catch {
        // not listening yet
      }
      if (server.exitCode !== null)
        throw new Error(`The reference server for ${url} exited (${server.exitCode}): ${errors}`);
      if (Date.now() > deadline) {
        server.kill('SIGTERM');
        throw new Error(`The reference server on ${url} did not start`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const halt = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  };

  await start();
  return {
    url,
    restart: async () => {
      await halt();
      await start();
    },
    stop: async () => {
      await halt();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
