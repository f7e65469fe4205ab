import { writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRules } from '../../../contract/routeRules';
import { type Listening, listen } from '../../../server/server';
import { OFF_SITE_PATHS } from '../../helpers/offSitePaths';
import { DATABASE_HOOK_TIMEOUT_MS, type TestDatabase, testDatabases } from '../helpers/databases';
import { createFakeSite } from '../helpers/fakeSite';
import { serveFakeSite } from '../helpers/fakeSiteServer';
import { createTestServer, type TestServer } from '../helpers/testServer';

const rules: RouteRules = {
  trailingSlash: 'strip',
  redirects: [
    { from: '/ecommerce', to: '/eCommerce' },
    { from: '/blogs/**', to: '/blog/**' },
    { from: '/docs', to: 'https://docs.example.com' },
  ],
};

/** Deploys a manifest with `rules` under build id `id` (meta first, latest.json last, as a deployment does). */
async function deploy(siteDir: string, id: string, deployed: RouteRules, timestamp: number) {
  const manifest = {
    id,
    timestamp,
    matcher: { dynamic: [] },
    rules: deployed,
    prerendered: ['/'],
    payloads: [],
  };
  await writeFile(path.join(siteDir, `builds/meta/${id}.json`), JSON.stringify(manifest));
  await writeFile(path.join(siteDir, 'builds/latest.json'), JSON.stringify({ id, timestamp }));
}

describe('the route rules of the deployed build (301, JavaScript off)', () => {
  const served = serveFakeSite((siteDir) => deploy(siteDir, 'b2', rules, 2));

  const get = (target: string) => served.server.call('GET', target);

  it.each([
    ['/ecommerce', '/eCommerce'],
    ['/ecommerce/', '/eCommerce'],
    ['/ecommerce?utm_source=mail', '/eCommerce?utm_source=mail'],
    ['/pricing/', '/pricing'],
    ['/blogs/month-end-close', '/blog/month-end-close'],
    ['/docs', 'https://docs.example.com'],
  ])('%s answers 301 to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(to);
  });

  it('serves pages, files and unknown paths as before', async () => {
    expect((await get('/eCommerce')).status).toBe(200);
    expect((await get('/builds/latest.json')).status).toBe(200);
    expect((await get('/no-such-page')).status).toBe(404);
  });

  it('follows a new deployment: the rules of the build latest.json names', async () => {
    await deploy(
      served.site.siteDir,
      'b3',
      { trailingSlash: 'keep', redirects: [{ from: '/shop', to: '/eCommerce' }] },
      3,
    );
    // Some file systems keep whole-second modification times: make sure this one moved.
    const later = new Date(Date.now() + 5_000);
    const { utimes } = await import('node:fs/promises');
    await utimes(path.join(served.site.siteDir, 'builds/latest.json'), later, later);
    expect((await get('/shop')).headers.get('Location')).toBe('/eCommerce');
    expect((await get('/ecommerce')).status).toBe(404);
    expect((await get('/pricing/')).status).toBe(200);
  });
});

describe('redirects never leave the site', () => {
  const origin = 'http://127.0.0.1:3000';
  let site: Awaited<ReturnType<typeof createFakeSite>>;
  let server: TestServer;
  let close: () => Promise<void>;
  let listening: Listening;
  beforeAll(async () => {
    site = await createFakeSite();
    await deploy(site.siteDir, 'b2', rules, 2);
    const opened = await (testDatabases()[0] as TestDatabase).open();
    close = opened.close;
    server = createTestServer(opened.db, { config: { siteDir: site.siteDir } });
    listening = await listen(server.app.fetch, 0, '127.0.0.1');
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await listening?.close();
    await close?.();
    await site?.remove();
  });

  /** The request's path exactly as written, on a socket: no client tidies it first. */
  function rawGet(target: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(listening.port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:3000\r\nConnection: close\r\n\r\n`);
    });
  }

  const stayOnSite = (status: number, location: string | null) => {
    expect(status).toBeLessThan(500);
    if (status >= 300 && status < 400) expect(new URL(location ?? '', `${origin}/`).origin).toBe(origin);
  };

  it.each(OFF_SITE_PATHS)('%s (in process)', async (target) => {
    const response = await server.call('GET', target);
    stayOnSite(response.status, response.headers.get('Location'));
  });

  it.each([...OFF_SITE_PATHS, '\\\\evil.com/'])('%s (raw request line)', async (target) => {
    const answer = await rawGet(target);
    const status = Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1]);
    const location = answer.match(/\r\nlocation: ([^\r]*)/i)?.[1] ?? null;
    stayOnSite(status, location);
  });

  it('collapses the leading slashes of a path to one: //pricing/ is /pricing', async () => {
    const response = await server.call('GET', '//pricing/');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/pricing');
  });
});
