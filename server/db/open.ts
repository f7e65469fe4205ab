import path from 'node:path';
import type { Config } from '../serverConfig';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { seed } from './seed';

/** The configured database, migrated and seeded: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(config: Config): Promise<{ db: Database; applied: string[] }> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.postgres)
    : await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    const applied = await migrate(db);
    await seed(db);
    return { db, applied };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
