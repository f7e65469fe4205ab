import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { takeEntryScripts } from '../build/pageScripts.ts';
import { loadMachines, viteImport } from '../build/viteImport.ts';

/** The lab's page in the source tree, and where it is served. */
const LAB_HTML = 'src/flow-lab/index.html';
const LAB_PATH = '/flows';
/** The lab's screen (a window of the device's width, framed by the lab), and where it is served. */
const SCREEN_HTML = 'src/flow-lab/screen/frame.html';
const SCREEN_PATH = `${LAB_PATH}/screen`;
/** The lab's coverage figures, computed when the lab is built (or served in development). */
const COVERAGE_MODULE = 'virtual:flow-lab-coverage';
const BUILD_COVERAGE = 'src/flow-lab/coverage/buildCoverage.ts';

/**
 * The screen's page with its entry added by an inline script, as the site's pages add theirs: the
 * server then sends the page's policy with that script's hash and 'strict-dynamic', under which the
 * scripts the site inserts (Google sign-in) load in the frame as on the site. With the entry in a
 * plain script tag the policy is 'self' alone, and Google's script is refused.
 */
export function withInsertedEntry(html: string): string {
  const { html: rest, entry } = takeEntryScripts(html);
  const loader = `<script>document.head.append(Object.assign(document.createElement('script'),{type:'module',src:${JSON.stringify(entry)}}))</script>`;
  return rest.replace('</head>', `${loader}</head>`);
}

/** The flow lab is on in development, and in a build only with VITE_FLOW_LAB=true. */
export const flowLabEnabled = (command: 'serve' | 'build', env: Record<string, string>) =>
  command === 'serve' || env.VITE_FLOW_LAB === 'true';

/** The ids of the registry's machines, for the /flows/<id> pages. */
export async function registryIds(): Promise<string[]> {
  return (await loadMachines()).map((entry) => entry.id);
}

/**
 * Serves the flow lab at /flows and /flows/<machine id> (a reproduction link), and its screen's frame
 * at /flows/screen/: in development by rewriting the path to its page, in a lab build
 * by writing its page as flows/index.html, where the server finds a route's page. A default build
 * has no lab entry at all, so no lab code is in its output and /flows is the 404 page.
 */
export function flowLabPage(): Plugin {
  let ids: Promise<string[]> | undefined;
  // Loaded once, when first asked for: a default build never serves nor writes the lab.
  const machineIds = () => {
    ids ??= registryIds();
    return ids;
  };
  return {
    name: 'aden-flow-lab-page',
    resolveId(id) {
      return id === COVERAGE_MODULE ? `\0${COVERAGE_MODULE}` : undefined;
    },
    // The machine tests' own model walk (explorations.ts), run here.
    async load(id) {
      if (id !== `\0${COVERAGE_MODULE}`) return undefined;
      const { buildCoverage } = await viteImport<{ buildCoverage(): unknown }>(BUILD_COVERAGE);
      return `export default ${JSON.stringify(buildCoverage())};`;
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname, query] = (request.url ?? '').split('?');
        if (!pathname?.startsWith(LAB_PATH)) return next();
        if (pathname === SCREEN_PATH || pathname === `${SCREEN_PATH}/`) {
          request.url = `/${SCREEN_HTML}`;
          return next();
        }
        const machine = pathname.slice(LAB_PATH.length + 1).replace(/\/$/, '');
        machineIds().then((ids) => {
          if (pathname === LAB_PATH || pathname === `${LAB_PATH}/` || ids.includes(machine))
            request.url = `/${LAB_HTML}${query ? `?${query}` : ''}`;
          next();
        }, next);
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
      for (const id of await machineIds()) {
        await mkdir(path.join(outDir, LAB_PATH, id), { recursive: true });
        await copyFile(page, path.join(outDir, LAB_PATH, id, 'index.html'));
      }
      await mkdir(path.join(outDir, SCREEN_PATH), { recursive: true });
      await writeFile(
        path.join(outDir, SCREEN_PATH, 'index.html'),
        withInsertedEntry(await readFile(path.join(outDir, SCREEN_HTML), 'utf8')),
      );
      await rm(path.join(outDir, path.dirname(LAB_HTML)), { recursive: true, force: true });
      // The emptied `src/` left behind.
      await rmdir(path.join(outDir, LAB_HTML.split('/')[0] as string)).catch(() => undefined);
    },
  };
}
