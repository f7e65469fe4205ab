import path from 'node:path';
import { createServer } from 'vite';
import type { createApp as CreateApp } from '../../server/app.ts';
import { ConfigError, loadConfig } from '../../server/config/serverConfig.ts';
import { createLabScratch, LAB_SCRATCH_PATH } from '../../server/labScratch.ts';
import { closeOnSignals, listen, openDeps } from '../../server/server.ts';
import { simulateVisitorsWhenNone } from '../simulate/sendVisits.ts';
import { devPages } from '../vite-plugins/devPages.ts';

type AppModule = { createApp: typeof CreateApp };

// `npm run dev`: Vite's dev server on PORT, proxying /api, /arp and the lab's scratch server to the API on
// an internal port, and serving each page's payload from the content (scripts/vite-plugins/devPages.ts). The API code is loaded through Vite's
// module graph, so editing server/ reloads it on the next request, while the database, the outbox and
// the JWT secret stay open across reloads.
async function main() {
  const config = loadConfig();
  const opened = await openDeps(config);
  // The lab is always served here, so its scratch server is too (never on production settings).
  const labScratch = config.production ? null : createLabScratch(config, opened.logger);
  const deps = { ...opened, serveSite: false, ...(labScratch ? { labScratch: labScratch.fetch } : {}) };
  let api: { module: AppModule; app: ReturnType<typeof CreateApp> } | undefined;

  // The internal port must be known before Vite starts, since its proxy is set up at creation.
  let currentApp: () => Promise<ReturnType<typeof CreateApp>> = () => Promise.reject(new Error('starting'));
  const internal = await listen(
    async (request, env) => (await currentApp()).fetch(request, env),
    0,
    '127.0.0.1',
  );
  const target = `http://127.0.0.1:${internal.port}`;
  const vite = await createServer({
    plugins: [devPages(path.resolve(import.meta.dirname, '../..'))],
    server: {
      port: config.port,
      strictPort: true,
      proxy: { '/api': { target }, '/arp': { target }, [LAB_SCRATCH_PATH]: { target } },
    },
  });
  currentApp = async () => {
    const module = (await vite.ssrLoadModule('/server/app.ts')) as AppModule;
    if (api?.module !== module) {
      if (api) console.log('[dev] server/ changed: API reloaded');
      api = { module, app: module.createApp(deps) };
    }
    return api.app;
  };
  await currentApp();

  await vite.listen();
  vite.printUrls();
  console.log(`[dev] API on ${target}, proxied from /api and /arp`);
  closeOnSignals(
    {
      close: async () => {
        await vite.close();
        await internal.close();
        await deps.db.close();
        await labScratch?.close();
      },
      destroy: internal.destroy,
    },
    config.shutdownTimeoutMs,
    deps.logger,
  );
  await simulateVisitorsWhenNone(deps.db, target, console.log);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
