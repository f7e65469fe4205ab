import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { DataDirError, lockDataDir, makePrivateDir, makeTreePrivate } from './dataDir.ts';
import { diskProblem } from './diskOf.ts';

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps everything in memory (tests). On disk the
 * directory is locked to this process and kept private to its user.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (!dataDir) return wrapPglite(await PGlite.create());
  await makePrivateDir(dataDir);
  const release = await lockDataDir(dataDir);
  try {
    const pg = await PGlite.create({ dataDir }).catch((error: unknown) => {
      throw new DataDirError(describeOpenFailure(dataDir, error));
    });
    await makeTreePrivate(dataDir);
    const db = wrapPglite(pg);
    return {
      ...db,
      close: async () => {
        await db.close();
        await makeTreePrivate(dataDir).catch(() => undefined);
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Why PGlite could not open its folder, naming it: a full or read-only disk by its device and mount
 * point, anything else as a folder that must be real and writable. PGlite's file system errors
 * carry an errno and no message ("ErrnoError 44").
 */
export function describeOpenFailure(dataDir: string, error: unknown): string {
  const disk = diskProblem(dataDir, error);
  if (disk) return `Cannot open the PGlite database in ${dataDir}: ${disk}`;
  const errno = (error as { errno?: unknown }).errno;
  const detail = error instanceof Error && error.message ? error.message : `file system error ${errno}`;
  return `Cannot open the PGlite database in ${dataDir} (${detail}): DATA_DIR must be a real, writable directory, not a symbolic link`;
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
