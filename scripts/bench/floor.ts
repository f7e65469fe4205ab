/**
 * The bare stack of the design card (../shared/bench/floor), built with this project's own copies of
 * the same pinned packages (the floor pins the same versions), so no install is needed.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

export async function buildFloor(root: string, workDir: string): Promise<string> {
  const source = path.resolve(root, '../shared/bench/floor');
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
