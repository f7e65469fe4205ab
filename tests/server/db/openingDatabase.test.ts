// `npm start` serves within seconds because it listens while the database opens
// (PGlite compiles its WASM and replays its files meanwhile): the site answers at once, readiness
// says 503 until the database is open, and calls that need it wait for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { silentLogger } from '../../../server/config/logger';
import type { Database } from '../../../server/db/database';
import { openingDatabase } from '../../../server/db/openingDatabase';
import { DevOutbox } from '../../../server/mail/outbox';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../../server/routes/healthRoutes';
import {
  DATABASE_HOOK_TIMEOUT_MS,
  type OpenedDatabase,
  type TestDatabase,
  testDatabases,
} from '../helpers/databases';
import { createFakeSite } from '../helpers/fakeSite';
import { FakeClock, TEST_JWT_SECRET, testConfig } from '../helpers/testServer';

/** An app over a database whose opening the test settles by hand. */
function appWhileOpening(siteDir: string) {
  let settle!: { open(db: Database): void; fail(error: Error): void };
  const opening = new Promise<Database>((resolve, reject) => {
    settle = { open: resolve, fail: reject };
  });
  const db = openingDatabase(opening, 'pglite');
  const app = createApp({
    db,
    config: testConfig({ siteDir }),
    clock: new FakeClock(),
    logger: silentLogger,
    outbox: new DevOutbox(silentLogger, true),
    jwtSecret: TEST_JWT_SECRET,
    isStarting: () => !db.isOpen(),
  });
  const sendCode = async () =>
    app.request('/api/user/send-verify-code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', mode: 'aden-homepage', rId: null }),
    });
  return { app, settle, sendCode };
}

const PENDING = Symbol('pending');
/** What the promise settled to within a few event-loop turns, or PENDING. */
const settledSoon = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<typeof PENDING>((resolve) => setTimeout(() => resolve(PENDING), 50))]);

describe('the server while its database opens', () => {
  let site: Awaited<ReturnType<typeof createFakeSite>>;
  let opened: OpenedDatabase;
  beforeAll(async () => {
    site = await createFakeSite();
    opened = await (testDatabases()[0] as TestDatabase).open();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await opened?.close();
    await site?.remove();
  });

  it('serves the site at once, is not ready, and answers the API once the database is open', async () => {
    await opened.reset();
    const { app, settle, sendCode } = appWhileOpening(site.siteDir);

    const page = await app.request('/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Home</h1>');

    const notReady = await app.request('/api/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('Retry-After')).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    expect(await notReady.json()).toEqual({
      status: 'unavailable',
      message: 'The database is still opening',
    });

    const sent = sendCode();
    expect(await settledSoon(sent)).toBe(PENDING);
    settle.open(opened.db);
    expect((await sent).status).toBe(200);
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 with Retry-After to calls that need a database that could not open', async () => {
    const { app, settle, sendCode } = appWhileOpening(site.siteDir);
    const sent = sendCode();
    settle.fail(new Error('the disk is gone'));
    const answer = await sent;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    expect((await app.request('/')).status).toBe(200);
  });
});
