import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_EMPLOYEES } from '../../../contract/fixtures';
import { isUniqueViolation } from '../../../server/db/database';
import { migrate, readMigrations } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { DATABASE_HOOK_TIMEOUT_MS, type OpenedDatabase, testDatabases } from '../helpers/databases';

describe.each(testDatabases())('migrations and seed on $name', (database) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await database.open();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => opened?.close(), DATABASE_HOOK_TIMEOUT_MS);

  it('records every numbered migration once and applies nothing the second time', async () => {
    const files = await readMigrations();
    expect(files.map((file) => file.version)).toEqual(files.map((_, i) => i + 1));
    const { rows } = await opened.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.name)).toEqual(files.map((file) => file.name));
    expect(await migrate(opened.db)).toEqual([]);
  });

  it('has the tables of the issue', async () => {
    for (const table of [
      'users',
      'verification_codes',
      'contact_requests',
      'integration_requests',
      'employees',
      'online_forms',
      'form_submissions',
    ]) {
      const { rows } = await opened.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect(rows[0]?.n, table).toBeGreaterThanOrEqual(0);
    }
  });

  it('seeds when missing and leaves rows an operator changed alone', async () => {
    const first = SEED_EMPLOYEES[0]?.id as string;
    await opened.db.query("UPDATE employees SET title = 'Changed' WHERE id = $1", [first]);
    await seed(opened.db);
    const { rows } = await opened.db.query<{ title: string }>('SELECT title FROM employees WHERE id = $1', [
      first,
    ]);
    expect(rows[0]?.title).toBe('Changed');
    const count = await opened.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees');
    expect(count.rows[0]?.n).toBe(SEED_EMPLOYEES.length);
  });

  it('reports unique violations the same way on both drivers, and rolls back failed transactions', async () => {
    await opened.reset();
    const insert = (tx: { query: typeof opened.db.query }) =>
      tx.query(
        `INSERT INTO users (email, rel, subscription_plan, created_at) VALUES ('u@example.com', 'aden', 'freeforever', now())`,
      );
    await insert(opened.db);
    const error = await insert(opened.db).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO contact_requests (firstname, lastname, phone_number, email, created_at)
                        VALUES ('a', 'b', '(+1) 2025550123', 'c@d.co', now())`);
        await insert(tx);
      }),
    ).rejects.toSatisfy(isUniqueViolation);
    const { rows } = await opened.db.query('SELECT id FROM contact_requests');
    expect(rows).toHaveLength(0);
  });
});
