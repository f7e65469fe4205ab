import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type AppDeps, createApp } from './app.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import { systemClock } from './config/clock.ts';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from './config/connectionLimits.ts';
import { createPino, fromPino, type Logger } from './config/logger.ts';
import type { Config } from './config/serverConfig.ts';
import { connectionServerOptions, manageConnections } from './connections.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open.ts';
import { type OpeningDatabase, openingDatabase } from './db/openingDatabase.ts';
import { purgeFlowStepsDaily } from './flowStepsPurge.ts';
import { createLabScratch, servesLabScratch } from './labScratch.ts';
import { DevOutbox } from './mail/outbox.ts';

export interface Listening {
  port: number;
  /** Stops accepting, lets requests in flight finish, then resolves. */
  close(): Promise<void>;
  /** Ends every connection at once (the shutdown deadline passed). */
  destroy(): void;
  /** Connections open now. */
  openConnections(): number;
}

/** The pino logger of a server process with these settings. */
export const serverLogger = (config: Config): Logger =>
  fromPino(createPino({ production: config.production, level: config.logLevel }), config.production);

/** Everything the app needs from the outside world, opened once per process. */
export async function openDeps(config: Config, logger = serverLogger(config)): Promise<AppDeps> {
  const { deps, opened } = await openingDeps(config, logger);
  await opened;
  return deps;
}

/**
 * The app's deps with the database still opening (a second or more: PGlite compiles its WASM and
 * replays its files), so the site can be served meanwhile; `opened` settles once it is open, or
 * rejects with what stopped it.
 */
async function openingDeps(
  config: Config,
  logger: Logger,
): Promise<{ deps: AppDeps; db: OpeningDatabase; opened: Promise<void> }> {
  // The secret first: it needs no database and fails fast on a bad DATA_DIR or a damaged file.
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const opening = openDatabase(config).then(({ db, applied }) => {
    for (const name of applied) logger.info(`[db] applied migration ${name}`);
    logger.info(
      `[db] ${db.kind === 'postgres' ? 'PostgreSQL server (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    );
    return db;
  });
  const db = openingDatabase(opening, config.databaseUrl ? 'postgres' : 'pglite');
  // Loaded only when used: the SMTP client is a tenth of the server's module-loading time.
  const mailer = config.smtpUrl
    ? new (await import('./mail/smtpMailer.ts')).SmtpMailer(config.smtpUrl, config.mailFrom, logger)
    : undefined;
  if (mailer) logger.info(`[mail] verification codes are e-mailed from ${config.mailFrom}`);
  const deps: AppDeps = {
    db,
    config,
    clock: systemClock,
    logger,
    outbox: new DevOutbox(logger, !config.production),
    ...(mailer ? { mailer } : {}),
    jwtSecret,
  };
  return { deps, db, opened: opening.then(() => undefined) };
}

export function listen(
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
  port: number,
  hostname?: string,
  limits: ConnectionLimits = DEFAULT_CONNECTION_LIMITS,
): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const serverOptions = connectionServerOptions(limits);
    const options = { fetch, port, serverOptions, ...(hostname ? { hostname } : {}) };
    const server = serve(options, (info: AddressInfo) =>
      resolve({
        port: info.port,
        close: managed.stop,
        destroy: () => server.closeAllConnections(),
        openConnections: managed.openConnections,
      }),
    ) as Server;
    const managed = manageConnections(server, limits);
    server.once('error', reject);
  });
}

export interface RunningServer {
  port: number;
  /** The database, usable once `opened` has settled. */
  db: Database;
  /** Settles when the database is open (migrated and seeded), or rejects with what stopped it. */
  opened: Promise<void>;
  /** Graceful stop: /api/ready turns 503, requests in flight finish, then the database closes. */
  close(): Promise<void>;
  destroy(): void;
}

/**
 * Builds the app and listens on config.port while the database opens: the site answers at once,
 * calls that need the database wait for it, and /api/ready says 503 until it is open.
 */
export async function runServer(config: Config, logger = serverLogger(config)): Promise<RunningServer> {
  let draining = false;
  const { deps, db, opened } = await openingDeps(config, logger);
  const labScratch = servesLabScratch(config) ? createLabScratch(config, logger) : null;
  const app = createApp({
    ...deps,
    isDraining: () => draining,
    isStarting: () => !db.isOpen(),
    ...(labScratch ? { labScratch: labScratch.fetch } : {}),
  });
  const server = await listen(app.fetch, config.port, config.host, config.connections).catch(
    async (error: unknown) => {
      await deps.db.close();
      throw error;
    },
  );
  // Once the database is open: visitors' steps past their retention go, then daily.
  let stopPurge = () => {};
  opened.then(
    () => {
      if (!draining) stopPurge = purgeFlowStepsDaily(deps.db, deps.clock, logger);
    },
    () => {},
  );
  return {
    port: server.port,
    db: deps.db,
    opened,
    close: async () => {
      draining = true;
      stopPurge();
      await server.close();
      await deps.db.close();
      await labScratch?.close();
    },
    destroy: () => server.destroy(),
  };
}

/**
 * On SIGTERM or SIGINT: a graceful stop, exit 0. Past `deadlineMs` the remaining connections
 * are cut and the process exits 1, so an orchestrator's stop never hangs.
 */
export function closeOnSignals(
  server: { close(): Promise<void>; destroy?(): void },
  deadlineMs: number,
  logger: Logger,
): (reason: string) => void {
  let closing = false;
  const stop = (reason: string) => {
    if (closing) return;
    closing = true;
    logger.info(`[server] ${reason}: finishing requests in flight, then stopping`);
    const deadline = setTimeout(() => {
      logger.error(`[server] still busy after ${deadlineMs} ms: closing the remaining connections`);
      server.destroy?.();
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    server.close().then(
      () => {
        logger.info('[server] stopped');
        process.exit(0);
      },
      (error) => {
        logger.error('[server] shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return stop;
}

/**
 * Stops the server (as on SIGTERM) when the process that started it is gone: `npm start` killed with
 * SIGKILL cannot pass a signal on, and an orphaned server would keep the port and PGlite's lock.
 */
export function stopWithParent(stop: (reason: string) => void): void {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop(`the parent process (${parent}) is gone`);
  }, 500);
  watch.unref();
}
