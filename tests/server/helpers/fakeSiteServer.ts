import { afterAll, beforeAll } from 'vitest';
import { DATABASE_HOOK_TIMEOUT_MS, type TestDatabase, testDatabases } from './databases';
import { createFakeSite } from './fakeSite';
import { createTestServer, type TestServer } from './testServer';

/**
 * A test server over a fresh fake site for the enclosing describe block: made in beforeAll (after
 * `prepare` changes the site), removed in afterAll. Serving the site touches no table: PGlite only.
 */
export function serveFakeSite(prepare: (siteDir: string) => Promise<void> = async () => {}) {
  const served = {} as { site: Awaited<ReturnType<typeof createFakeSite>>; server: TestServer };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    served.site = await createFakeSite();
    await prepare(served.site.siteDir);
    const opened = await (testDatabases()[0] as TestDatabase).open();
    close = opened.close;
    served.server = createTestServer(opened.db, { config: { siteDir: served.site.siteDir } });
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await close?.();
    await served.site?.remove();
  });
  return served;
}
