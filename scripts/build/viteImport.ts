import path from 'node:path';
import { runnerImport } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A module of the source tree loaded as Vite and Vitest load it, for code Node runs (a script, the
 * Vite config's plugins, the browser suite): tsconfig.json's path aliases resolve and `import.meta.glob` works, which
 * the machines' registry (machines/index.ts) finds its machines with.
 */
export async function viteImport<T>(file: string): Promise<T> {
  // Vite sets NODE_ENV when it is unset; a build the caller runs afterwards must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport<T>(path.resolve(ROOT, file), {
      configFile: false,
      logLevel: 'silent',
      resolve: { tsconfigPaths: true },
    });
    return module;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** The machines' registry, for code Node runs. */
export const loadMachines = async () =>
  (await viteImport<typeof import('../../machines/index')>('machines/index.ts')).machines;
