import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The lab's page in the source tree, and where it is served. */
const LAB_HTML = 'src/flow-lab/index.html';
const LAB_PATH = '/flows';
const REGISTRY = path.resolve(import.meta.dirname, '../../machines/index.ts');
/** The lab's coverage figures, computed when the lab is built (or served in development). */
const COVERAGE_MODULE = 'virtual:flow-lab-coverage';
const BUILD_COVERAGE = path.resolve(import.meta.dirname, '../../src/flow-lab/coverage/buildCoverage.ts');

/** The flow lab is on in development, and in a build only with VITE_FLOW_LAB=true. */
export const flowLabEnabled = (command: 'serve' | 'build', env: Record<string, string>) =>
  command === 'serve' || env.VITE_FLOW_LAB === 'true';

/**
 * Serves the flow lab at /flows and /flows/<machine id> (a reproduction link): in development by rewriting the path to its page, in a lab build
 * by writing its page as flows/index.html, where the server finds a route's page. A default build
 * has no lab entry at all, so no lab code is in its output and /flows is the 404 page.
 */
/**
 * The ids of the registry's machines, read from its source: the config is loaded by Node itself,
 * which cannot import the machines' modules (their imports name no extension).
 */
export function registryIds(source = readFileSync(REGISTRY, 'utf8')): string[] {
  const list = source.slice(source.indexOf('export const machines'));
  return [...list.matchAll(/^\s{4}id: '([\w-]+)',$/gm)].map((match) => match[1] as string);
}

export function flowLabPage(machineIds: readonly string[] = registryIds()): Plugin {
  return {
    name: 'aden-flow-lab-page',
    resolveId(id) {
      return id === COVERAGE_MODULE ? `\0${COVERAGE_MODULE}` : undefined;
    },
    // The machine tests' own model walk (explorations.ts), run here; `npm run build` and `npm run dev`
    // run under tsx, which loads the TypeScript modules it takes.
    async load(id) {
      if (id !== `\0${COVERAGE_MODULE}`) return undefined;
      const { buildCoverage } = (await import(pathToFileURL(BUILD_COVERAGE).href)) as {
        buildCoverage(): unknown;
      };
      return `export default ${JSON.stringify(buildCoverage())};`;
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname, query] = (request.url ?? '').split('?');
        const machine = pathname?.slice(LAB_PATH.length + 1).replace(/\/$/, '');
        if (
          pathname === LAB_PATH ||
          pathname === `${LAB_PATH}/` ||
          (pathname?.startsWith(`${LAB_PATH}/`) && machineIds.includes(machine ?? ''))
        )
          request.url = `/${LAB_HTML}${query ? `?${query}` : ''}`;
        next();
      });
    },
    // Vite writes an HTML entry at its source path; the lab's page moves to where /flows is served.
    async writeBundle(options) {
      const outDir = options.dir;
      if (!outDir || !existsSync(path.join(outDir, LAB_HTML))) return;
      await mkdir(path.join(outDir, LAB_PATH), { recursive: true });
      const page = path.join(outDir, LAB_PATH, 'index.html');
      await rename(path.join(outDir, LAB_HTML), page);
      // A reproduction link opens /flows/<machine>: the same page, in a folder per machine.
      for (const id of machineIds) {
        await mkdir(path.join(outDir, LAB_PATH, id), { recursive: true });
        await copyFile(page, path.join(outDir, LAB_PATH, id, 'index.html'));
      }
      await rm(path.join(outDir, path.dirname(LAB_HTML)), { recursive: true, force: true });
      // The emptied `src/` left behind.
      await rmdir(path.join(outDir, LAB_HTML.split('/')[0] as string)).catch(() => undefined);
    },
  };
}
