/**
 * The bare stack of the design card, built with this project's own copies of the same pinned packages
 * (the floor pins the same versions), so no install is needed. The card lives beside the repository,
 * not in it: where that folder is absent the bench measures without the floor.
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

/** Where the floor's source is looked for, relative to the repository's root. */
export const FLOOR_SOURCE = '../shared/bench/floor';

/** Builds the floor and returns its output folder, or undefined when its source is absent. */
export async function buildFloor(root: string, workDir: string): Promise<string | undefined> {
  const source = path.resolve(root, FLOOR_SOURCE);
  if (!existsSync(path.join(source, 'index.html'))) return undefined;
  // Inside the project so that module resolution finds this project's node_modules.
  const copy = path.join(workDir, 'floor');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const entry of ['index.html', 'src'])
    cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = path.join(workDir, 'floor-dist');
  await build({
    root: copy,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}
