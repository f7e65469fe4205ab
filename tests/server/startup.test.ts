// A start-up that cannot work refuses with one line naming the variable or
// the cause (no error object, no stack), so an operator reads the fix in the service log.
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeSite } from './helpers/fakeSite';
import { freePort, launch, STARTUP_TIMEOUT_MS } from './helpers/serverProcess';
import {
  createThrowawayPostgres,
  postgresBinaries,
  type ThrowawayPostgres,
} from './helpers/throwawayPostgres';

const bin = postgresBinaries();

/** Starts the server with `env`, expects exit 1, and returns what it printed (trimmed). */
async function refusedStart(env: Record<string, string>): Promise<string> {
  const server = launch({ ...env, PORT: String(await freePort()) });
  expect(await server.exited).toBe(1);
  return server.output().trim();
}

describe('start-up refusals', () => {
  let site: Awaited<ReturnType<typeof createFakeSite>>;
  let parent: string;
  beforeAll(async () => {
    site = await createFakeSite();
    parent = await mkdtemp(path.join(tmpdir(), 'aden-startup-'));
  });
  afterAll(async () => {
    await site?.remove();
    await rm(parent, { recursive: true, force: true });
  });

  it(
    'DATABASE_URL without JWT_SECRET refuses: instances on one database must share the secret',
    async () => {
      const output = await refusedStart({
        SITE_DIR: site.siteDir,
        DATABASE_URL: 'postgres://aden@127.0.0.1:9/aden',
      });
      expect(output).toBe(
        '[start] Invalid environment: JWT_SECRET must be set with DATABASE_URL (every instance on one database must sign with the same secret)',
      );
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'a JWT_SECRET of only spaces is said to be so, not taken as unset',
    async () => {
      const output = await refusedStart({
        SITE_DIR: site.siteDir,
        DATA_DIR: path.join(parent, 'spaces'),
        JWT_SECRET: '      ',
      });
      expect(output).toBe(
        '[start] Invalid environment: JWT_SECRET is only spaces: set at least 32 characters, or leave it unset',
      );
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'a PGlite folder that is a symbolic link is one line naming the folder, not "ErrnoError 44"',
    async () => {
      const dataDir = path.join(parent, 'linked');
      await mkdir(path.join(parent, 'elsewhere'), { recursive: true });
      await mkdir(dataDir, { recursive: true });
      await symlink(path.join(parent, 'elsewhere'), path.join(dataDir, 'pglite'));
      const output = await refusedStart({ SITE_DIR: site.siteDir, DATA_DIR: dataDir });
      expect(output.split('\n')).toHaveLength(1);
      expect(output).toContain(`[start] Cannot open the PGlite database in ${path.join(dataDir, 'pglite')}`);
      expect(output).not.toMatch(/ErrnoError|\n\s+at /);
    },
    STARTUP_TIMEOUT_MS,
  );
});

describe.skipIf(!bin)(`on a PostgreSQL server${bin ? '' : ' (skipped: no PostgreSQL binaries)'}`, () => {
  let postgres: ThrowawayPostgres;
  let site: Awaited<ReturnType<typeof createFakeSite>>;
  beforeAll(async () => {
    postgres = await createThrowawayPostgres(bin as string);
    site = await createFakeSite();
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await postgres?.remove();
    await site?.remove();
  }, STARTUP_TIMEOUT_MS);

  it(
    'a wrong database name or user is one line naming the cause and what to check',
    async () => {
      const wrongDatabase = new URL(postgres.url);
      wrongDatabase.pathname = '/no_such_database';
      const wrongUser = new URL(postgres.url);
      wrongUser.username = 'nobody_here';
      const env = { SITE_DIR: site.siteDir, JWT_SECRET: 'j'.repeat(40), DB_CONNECT_TIMEOUT_MS: '2000' };
      const database = await refusedStart({ ...env, DATABASE_URL: wrongDatabase.toString() });
      expect(database.split('\n')).toHaveLength(1);
      expect(database).toMatch(
        /^\[start\] The database refused to start the server: .*no_such_database.*\(SQLSTATE 3D000\); check the database name in DATABASE_URL$/,
      );
      const user = await refusedStart({ ...env, DATABASE_URL: wrongUser.toString() });
      expect(user.split('\n')).toHaveLength(1);
      expect(user).toMatch(
        /^\[start\] The database refused to start the server: .*nobody_here.*\(SQLSTATE 28\w{3}\); check the user and password in DATABASE_URL$/,
      );
    },
    STARTUP_TIMEOUT_MS,
  );
});
