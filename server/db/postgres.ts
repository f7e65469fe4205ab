import pg from 'pg';
import type { PostgresSettings } from '../config/serverConfig.ts';
import { type Database, DatabaseUnavailable, isUnavailableError, type Queryable } from './database.ts';

export const DEFAULT_POSTGRES_SETTINGS: PostgresSettings = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
  poolMax: 10,
  idleTimeoutMs: 30_000,
};

export interface PostgresOptions extends Partial<PostgresSettings> {
  /** Sets `search_path` on every connection; the tests use one schema per test file. */
  schema?: string;
}

/** A lost or refused connection becomes DatabaseUnavailable (a 503); anything else is thrown as is. */
async function classify<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUnavailableError(error) ? new DatabaseUnavailable(error) : error;
  }
}

/**
 * A PostgreSQL server through a node-postgres pool. Every wait is bounded: connecting, each
 * statement on the server, and the answer on the wire (a server that accepts and then stalls).
 * The pool replaces broken connections by itself, so the API recovers when the database returns.
 */
export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const settings = { ...DEFAULT_POSTGRES_SETTINGS, ...options };
  const pool = new pg.Pool({
    connectionString,
    max: settings.poolMax,
    idleTimeoutMillis: settings.idleTimeoutMs,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    // The server cancels a slow statement first; this catches a server that stopped answering at all.
    query_timeout: settings.statementTimeoutMs + 2_000,
    keepAlive: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool drops it.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  try {
    await classify(() => pool.query('SELECT 1'));
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const run =
    (client: pg.Pool | pg.PoolClient) =>
    <Row>(sql: string, params: unknown[] = []) =>
      classify(async () => {
        const result = await client.query(sql, params);
        return { rows: result.rows as Row[] };
      });
  const exec = (client: pg.Pool | pg.PoolClient) => (sql: string) =>
    classify(async () => {
      await client.query(sql);
    });
  return {
    kind: 'postgres',
    query: run(pool),
    exec: exec(pool),
    transaction: async (work) => {
      const client = await classify(() => pool.connect());
      let broken: Error | undefined;
      try {
        await run(client)('BEGIN');
        const scoped: Queryable = { query: run(client), exec: exec(client) };
        const result = await work(scoped);
        await run(client)('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        // A connection that could not roll back is destroyed rather than handed to the next request.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
