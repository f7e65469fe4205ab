import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, isUnwritableError } from '../../../server/db/database';
import { UNWRITABLE_HOLD_MS } from '../../../server/db/writability';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../../server/routes/healthRoutes';
import {
  DATABASE_HOOK_TIMEOUT_MS,
  type OpenedDatabase,
  type TestDatabase,
  testDatabases,
} from '../helpers/databases';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';
import { createTestServer } from '../helpers/testServer';

const CONTACT = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  phone_number: '(+1) 2025550123',
  email: 'ada@example.com',
};
const WRITE = /^\s*(INSERT|UPDATE|DELETE)/i;

/** The database, except that writes fail with `refusal` (what the driver throws) while `refusing()`. */
function refusingWrites(db: Database, refusal: () => Error, refusing: () => boolean): Database {
  const guard = <T>(sql: string, run: () => Promise<T>) =>
    refusing() && WRITE.test(sql) ? Promise.reject(refusal()) : run();
  return {
    ...db,
    query: (sql, params) => guard(sql, () => db.query(sql, params)),
    transaction: (work) =>
      db.transaction((tx) =>
        work({ ...tx, query: (sql, params) => guard(sql, () => tx.query(sql, params)) }),
      ),
  };
}

const diskFull = () =>
  Object.assign(new Error('could not extend file "base/16384/16390": No space left on device'), {
    code: '53100',
  });
const readOnly = () =>
  Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' });

describeOnEachDatabase('a database that refuses writes', (ctx) => {
  it.each([
    ['out of disk space (53100)', diskFull],
    ['read-only (25006)', readOnly],
  ])(
    '%s: writes answer 503 with Retry-After and /api/ready turns not ready until a write succeeds',
    async (_name, refusal) => {
      let refusing = true;
      const server = createTestServer(refusingWrites(ctx.db, refusal, () => refusing));
      expect((await server.call('GET', '/api/ready')).status).toBe(200);

      const refused = await server.call('POST', '/api/test/homepage-cta', { json: CONTACT });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('Retry-After')).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
      expect(refused.body).toEqual({
        message: 'The service is temporarily unavailable; try again in a few seconds',
      });

      const notReady = await server.call('GET', '/api/ready');
      expect(notReady.status).toBe(503);
      expect(notReady.headers.get('Retry-After')).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
      expect(notReady.body).toEqual({
        status: 'unavailable',
        message: 'The database refuses writes (read-only or out of disk space)',
      });
      // Still refusing after the hold: the probe write is refused too.
      server.clock.advance(UNWRITABLE_HOLD_MS);
      expect((await server.call('GET', '/api/ready')).status).toBe(503);

      refusing = false;
      server.clock.advance(UNWRITABLE_HOLD_MS);
      expect((await server.call('GET', '/api/ready')).status).toBe(200);
      expect((await server.call('POST', '/api/test/homepage-cta', { json: CONTACT })).status).toBe(201);
    },
  );
});

// A session switched to read-only, as on a standby: PGlite has one session, so SET reaches every query.
describe('a PGlite database switched to read-only', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await (testDatabases()[0] as TestDatabase).open();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => opened?.close());
  beforeEach(() => opened.reset());

  it('answers 503 to writes and says not ready, naming it, until it takes writes again', async () => {
    const server = createTestServer(opened.db);
    await opened.db.exec('SET default_transaction_read_only = on');
    try {
      const refused = await server.call('POST', '/api/test/homepage-cta', { json: CONTACT });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('Retry-After')).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
      const notReady = await server.call('GET', '/api/ready');
      expect(notReady.status).toBe(503);
      expect(notReady.body).toEqual({ status: 'unavailable', message: 'The database is read-only' });
    } finally {
      await opened.db.exec('SET default_transaction_read_only = off');
    }
    server.clock.advance(UNWRITABLE_HOLD_MS);
    expect((await server.call('GET', '/api/ready')).status).toBe(200);
  });

  it("recognises PGlite's file-layer errors for a full or read-only disk", () => {
    class ErrnoError extends Error {
      errno: number;
      constructor(errno: number) {
        super('');
        this.errno = errno;
      }
    }
    expect(isUnwritableError(new ErrnoError(51))).toBe(true);
    expect(isUnwritableError(new ErrnoError(69))).toBe(true);
    expect(isUnwritableError(new ErrnoError(44))).toBe(false);
    expect(isUnwritableError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
