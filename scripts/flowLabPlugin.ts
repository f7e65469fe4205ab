import { existsSync } from 'node:fs';
import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The lab's page in the source tree, and where it is served. */
const LAB_HTML = 'src/flow-lab/index.html';
const LAB_PATH = '/flows';

/** The flow lab is on in development, and in a build only with VITE_FLOW_LAB=true. */
export const flowLabEnabled = (command: 'serve' | 'build', env: Record<string, string>) =>
  command === 'serve' || env.VITE_FLOW_LAB === 'true';

/**
 * Serves the flow lab at /flows: in development by rewriting the path to its page, in a lab build
 * by writing its page as flows/index.html, where the server finds a route's page. A default build
 * has no lab entry at all, so no lab code is in its output and /flows is the 404 page.
 */
export function flowLabPage(): Plugin {
  return {
    name: 'aden-flow-lab-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname, query] = (request.url ?? '').split('?');
        if (pathname === LAB_PATH || pathname === `${LAB_PATH}/`)
          request.url = `/${LAB_HTML}${query ? `?${query}` : ''}`;
        next();
      });
    },
    // Vite writes an HTML entry at its source path; the lab's page moves to where /flows is served.
    async writeBundle(options) {
      const outDir = options.dir;
      if (!outDir || !existsSync(path.join(outDir, LAB_HTML))) return;
      await mkdir(path.join(outDir, LAB_PATH), { recursive: true });
      await rename(path.join(outDir, LAB_HTML), path.join(outDir, LAB_PATH, 'index.html'));
      await rm(path.join(outDir, path.dirname(LAB_HTML)), { recursive: true, force: true });
      // The emptied `src/` left behind.
      await rmdir(path.join(outDir, LAB_HTML.split('/')[0] as string)).catch(() => undefined);
    },
  };
}
