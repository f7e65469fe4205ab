import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../../server/db/database';
import { migrate, readMigrations } from '../../../server/db/migrate';
import { wrapPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import { seed } from '../../../server/db/seed';

/** Starting PGlite takes seconds, more on a busy machine: hooks that open a database get this long. */
export const DATABASE_HOOK_TIMEOUT_MS = 60_000;

export interface OpenedDatabase {
  db: Database;
  /** Empties the tables a test writes to; the seeded employees and form stay. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestDatabase {
  name: string;
  open(): Promise<OpenedDatabase>;
}

async function prepare(db: Database, close: () => Promise<void>): Promise<OpenedDatabase> {
  await migrate(db);
  await seed(db);
  return {
    db,
    reset: async () => {
      await db.exec(
        'TRUNCATE users, verification_codes, contact_requests, integration_requests, form_submissions, throttle_counters, revoked_tokens, used_google_tokens, flow_visits, flow_way_days, flow_transition_days, flow_time_days, flow_end_days RESTART IDENTITY CASCADE',
      );
    },
    close,
  };
}

/**
 * A migrated PGlite data directory, dumped once and loaded by every test file: creating a PGlite
 * runs initdb (seconds of CPU), loading a dump takes a fraction of that.
 */
async function pgliteTemplate(): Promise<Blob> {
  const pgliteVersion = JSON.parse(
    await readFile(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ).version as string;
  // Names too: the dump records each migration's version, so a renumbered file needs a new dump.
  const migrations = (await readMigrations())
    .map((migration) => `${migration.name}\n${migration.sql}`)
    .join('\n');
  const key = createHash('sha256').update(`${pgliteVersion}\n${migrations}`).digest('hex').slice(0, 16);
  const file = path.join(tmpdir(), `aden-pglite-template-${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const fresh = await PGlite.create();
    await migrate(wrapPglite(fresh));
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

const pglite: TestDatabase = {
  name: 'PGlite',
  open: async () => {
    const db = wrapPglite(await PGlite.create({ loadDataDir: await pgliteTemplate() }));
    return prepare(db, () => db.close());
  },
};

/** A fresh schema per test file on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards. */
function postgres(url: string): TestDatabase {
  return {
    name: 'PostgreSQL',
    open: async () => {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const db = await openPostgres(url, { schema, poolMax: 20 });
      return prepare(db, async () => {
        await db.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
        await dropper.end();
      });
    },
  };
}

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? [pglite, postgres(url)] : [pglite];
}
