import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { Database } from '../../../server/db/database';
import { DATABASE_HOOK_TIMEOUT_MS, type OpenedDatabase, testDatabases } from './databases';
import { createTestServer, type TestServer } from './testServer';

/** Set by the hooks: read it in tests and hooks, not while the block is being defined. */
export interface DatabaseTestContext {
  readonly db: Database;
  readonly server: TestServer;
}

type ServerOptions = Parameters<typeof createTestServer>[1];
type Body = (ctx: DatabaseTestContext) => void;

/**
 * A `describe` block per test database, titled "<title> on <database>": opens the database once,
 * closes it afterwards, and before each test empties its tables and creates a fresh test server
 * (with `serverOptions()`, read at that moment). Hooks the body adds run after these.
 */
export function describeOnEachDatabase(title: string, body: Body): void;
export function describeOnEachDatabase(title: string, serverOptions: () => ServerOptions, body: Body): void;
export function describeOnEachDatabase(title: string, ...rest: [Body] | [() => ServerOptions, Body]): void {
  const [serverOptions, body] = rest.length === 1 ? [undefined, rest[0]] : rest;
  describe.each(testDatabases())(`${title} on $name`, (database) => {
    let opened: OpenedDatabase;
    let server: TestServer;
    beforeAll(async () => {
      opened = await database.open();
    }, DATABASE_HOOK_TIMEOUT_MS);
    afterAll(() => opened?.close(), DATABASE_HOOK_TIMEOUT_MS);
    beforeEach(async () => {
      await opened.reset();
      server = createTestServer(opened.db, serverOptions?.());
    });

    body({
      get db() {
        return opened.db;
      },
      get server() {
        return server;
      },
    });
  });
}
