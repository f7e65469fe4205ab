import path from 'node:path';
import type { Config } from '../config/serverConfig.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { seed } from './seed.ts';

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
