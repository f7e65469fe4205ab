import './threadPool.ts';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config/serverConfig.ts';
import { closeOnSignals, type RunningServer, runServer, serverLogger, stopWithParent } from './server.ts';
import { describeStartupError } from './startupError.ts';

/** `npm start`: build the site when it has not been built, then serve the API and the site on PORT. */
export async function main(): Promise<RunningServer> {
  const config = loadConfig();
  const logger = serverLogger(config);
  if (!existsSync(path.join(config.siteDir, 'index.html'))) {
    logger.info(`[start] ${config.siteDir}/index.html is missing: running "npm run build" first`);
    const build = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (build.status !== 0)
      throw new Error(`"npm run build" failed (exit code ${build.status ?? build.signal})`);
  }
  const server = await runServer(config, logger);
  stopWithParent(closeOnSignals(server, config.shutdownTimeoutMs, logger));
  // The site is served already; a database that cannot open still stops the start (exit 1, one line).
  await server.opened;
  logger.info(
    `[start] Aden site and API on http://${config.host ?? 'localhost'}:${server.port} (API under /api)`,
  );
  if (!config.production)
    logger.info(`[start] development outbox: http://localhost:${server.port}/api/dev/outbox?email=...`);
  return server;
}

/** Runs `main`; a start-up that cannot work prints one line naming the cause and exits 1. */
export function startServer(): void {
  main().catch((error: unknown) => {
    console.error(`[start] ${describeStartupError(error)}`);
    process.exit(1);
  });
}
