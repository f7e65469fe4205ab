import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type AppDeps, createApp } from './app';
import { resolveJwtSecret } from './auth/secret';
import { systemClock } from './clock';
import type { Config } from './config';
import { openDatabase } from './db/open';
import { consoleLogger } from './logger';
import { DevOutbox } from './outbox';

export interface Listening {
  port: number;
  close(): Promise<void>;
}

/** Everything the app needs from the outside world, opened once per process. */
export async function openDeps(config: Config): Promise<AppDeps> {
  const logger = consoleLogger;
  const { db, applied } = await openDatabase(config);
  for (const name of applied) logger.info(`[db] applied migration ${name}`);
  logger.info(
    `[db] ${db.kind === 'postgres' ? 'PostgreSQL server (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
  );
  return {
    db,
    config,
    clock: systemClock,
    logger,
    outbox: new DevOutbox(logger, !config.production),
    jwtSecret: await resolveJwtSecret(config.jwtSecret, config.dataDir),
  };
}

export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  hostname?: string,
): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, ...(hostname ? { hostname } : {}) }, (info: AddressInfo) =>
      resolve({
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
    server.once('error', reject);
  });
}

/** Opens the database, builds the app and listens on config.port; `close` stops both. */
export async function runServer(config: Config): Promise<Listening> {
  const deps = await openDeps(config);
  const app = createApp(deps);
  const server = await listen(app.fetch, config.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await deps.db.close();
    },
  };
}

/** Closes the server on Ctrl-C or a stop signal, once. */
export function closeOnSignals(close: () => Promise<void>): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[server] ${signal}: shutting down`);
    close().then(
      () => process.exit(0),
      (error) => {
        console.error('[server] shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
