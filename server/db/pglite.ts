import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps everything in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(dataDir ? { dataDir } : {}));
}

/** The Database interface over an open PGlite instance. */
export function wrapPglite(pg: PGlite): Database {
  return {
    kind: 'pglite',
    query: async <Row>(sql: string, params: unknown[] = []) => {
      const result = await pg.query<Row>(sql, params);
      return { rows: result.rows };
    },
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (work) =>
      pg.transaction((tx) => {
        const scoped: Queryable = {
          query: async <Row>(sql: string, params: unknown[] = []) => ({
            rows: (await tx.query<Row>(sql, params)).rows,
          }),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        };
        return work(scoped);
      }),
    close: () => pg.close(),
  };
}
