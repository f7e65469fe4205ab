import path from 'node:path';
import { runnerImport } from 'vite';
import { aliases } from '../../aliases.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A module of the source tree loaded as Vite and Vitest load it, for code Node runs (a script, the
 * Vite config's plugins, the browser suite): the aliases resolve and `import.meta.glob` works, which
 * the machines' registry (machines/index.ts) finds its machines with.
 */
export async function viteImport<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.resolve(ROOT, file), {
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: aliases },
  });
  return module;
}

/** The machines' registry, for code Node runs. */
export const loadMachines = async () =>
  (await viteImport<typeof import('../../machines/index')>('machines/index.ts')).machines;
