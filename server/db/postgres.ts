import pg from 'pg';
import type { Database, Queryable } from './database';

export interface PostgresOptions {
  /** Sets `search_path` on every connection; the tests use one schema per test file. */
  schema?: string;
  max?: number;
}

/** A PostgreSQL server through a node-postgres pool. */
export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  await pool.query('SELECT 1');
  const run =
    (client: pg.Pool | pg.PoolClient) =>
    async <Row>(sql: string, params: unknown[] = []) => {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[] };
    };
  const exec = (client: pg.Pool | pg.PoolClient) => async (sql: string) => {
    await client.query(sql);
  };
  return {
    kind: 'postgres',
    query: run(pool),
    exec: exec(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const scoped: Queryable = { query: run(client), exec: exec(client) };
        const result = await work(scoped);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
