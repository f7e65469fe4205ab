import { type Database, DatabaseUnavailable, type Queryable } from './database.ts';

/** A Database whose opening (PGlite compiling and migrating, a PostgreSQL pool connecting) may not be over. */
export interface OpeningDatabase extends Database {
  isOpen(): boolean;
}

/**
 * Stands for the database while it opens, so the server can listen and serve the site meanwhile:
 * each call waits for the opening, and fails as an unavailable database when the opening failed.
 */
export function openingDatabase(opening: Promise<Database>, kind: Database['kind']): OpeningDatabase {
  let open = false;
  const opened = opening.then(
    (db) => {
      open = true;
      return db;
    },
    (error: unknown) => {
      throw new DatabaseUnavailable(error);
    },
  );
  // The caller hears of a failed opening from `opening` itself; calls meanwhile get DatabaseUnavailable.
  opened.catch(() => undefined);
  return {
    kind,
    isOpen: () => open,
    query: async <Row>(sql: string, params?: unknown[]) => (await opened).query<Row>(sql, params),
    exec: async (sql) => (await opened).exec(sql),
    transaction: async <T>(work: (tx: Queryable) => Promise<T>) => (await opened).transaction(work),
    close: () =>
      opened.then(
        (db) => db.close(),
        () => undefined,
      ),
  };
}
