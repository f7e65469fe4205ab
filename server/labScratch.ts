import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LAB_SCRATCH_PATH } from '../contract/values.ts';
import { createApp } from './app.ts';
import { systemClock } from './config/clock.ts';
import type { Logger } from './config/logger.ts';
import type { Config } from './config/serverConfig.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openPglite } from './db/pglite.ts';
import { seed } from './db/seed.ts';
import { DevOutbox } from './mail/outbox.ts';

export { LAB_SCRATCH_PATH };

/** What `LAB_SCRATCH_PATH/` answers, without opening the database: the scratch server is here. */
export const LAB_SCRATCH_HERE = { labScratch: true } as const;

/** The lab's scratch server: the API's requests under LAB_SCRATCH_PATH, answered on its own database. */
export interface LabScratch {
  fetch(request: Request): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Whether a server with `config` mounts the lab's scratch server: only outside production, and only
 * where the site it serves has the flow lab (`flows/index.html`, a build with VITE_FLOW_LAB=true).
 */
export function servesLabScratch(config: Pick<Config, 'production' | 'siteDir'>): boolean {
  return !config.production && existsSync(path.join(config.siteDir, 'flows', 'index.html'));
}

/**
 * The whole API again, on an in-memory PGlite opened at its first request, with an outbox, a JWT
 * secret and no staff of its own: what the lab's calls do there never reaches the site's database,
 * its accounts or its mail. Refused for a production configuration.
 */
export function createLabScratch(config: Config, logger: Logger): LabScratch {
  if (config.production) throw new Error('A production server never mounts the lab scratch server');
  let opening: Promise<{ app: ReturnType<typeof createApp>; db: Database }> | null = null;
  const open = async () => {
    const db = await openPglite();
    await migrate(db);
    await seed(db);
    const app = createApp({
      db,
      config: { ...config, staffEmails: [] },
      clock: systemClock,
      logger,
      outbox: new DevOutbox(logger, true),
      jwtSecret: randomBytes(32).toString('hex'),
      serveSite: false,
    });
    logger.info(`[lab] scratch server opened under ${LAB_SCRATCH_PATH}`);
    return { app, db };
  };
  return {
    fetch: async (request) => {
      // The lab asks whether the scratch server is here before any call: no database for that.
      if (new URL(request.url).pathname === '/') return Response.json(LAB_SCRATCH_HERE);
      opening ??= open().catch((error: unknown) => {
        opening = null;
        throw error;
      });
      return (await opening).app.fetch(request);
    },
    close: async () => {
      if (opening) await (await opening.catch(() => null))?.db.close();
    },
  };
}
