import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeNoScriptSite } from '../../../scripts/bench/noScript';
import { startReferenceServer } from '../../../scripts/bench/referenceServer';
import { contentSecurityPolicy } from '../../../server/http/securityHeaders';
import { createFakeSite } from '../../server/helpers/fakeSite';
import { freePort, STARTUP_TIMEOUT_MS } from '../../server/helpers/serverProcess';

/** The headers the reference server adds to every answer of the site (server/http/securityHeaders.ts). */
const SITE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

describe('the no-script copy the bench measures the site against', () => {
  let fake: Awaited<ReturnType<typeof createFakeSite>>;
  let copyDir: string;
  let server: ChildProcess | undefined;
  let url: string;

  beforeAll(async () => {
    fake = await createFakeSite();
    // A stale sibling the build wrote for the site's page: the copy must not be answered with it.
    const home = path.join(fake.siteDir, 'index.html');
    writeFileSync(`${home}.br`, brotliCompressSync(readFileSync(home)));
    copyDir = mkdtempSync(path.join(tmpdir(), 'bench-copy-'));
    writeNoScriptSite(fake.siteDir, copyDir, ['/', '/pricing']);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = startReferenceServer(copyDir, port);
    const deadline = Date.now() + STARTUP_TIMEOUT_MS - 10_000;
    while (Date.now() < deadline) {
      if ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the reference server did not start on the copy');
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    server?.kill();
    rmSync(copyDir, { recursive: true, force: true });
    await fake.remove();
  });

  it('is the built site with the chosen pages stripped of their scripts, and nothing else changed', () => {
    expect(readFileSync(path.join(copyDir, 'index.html'), 'utf8')).not.toMatch(/<script/);
    expect(readFileSync(path.join(copyDir, 'pricing/index.html'), 'utf8')).not.toMatch(/<script/);
    expect(readFileSync(path.join(copyDir, 'blog/index.html'), 'utf8')).toMatch(/<script/);
    expect(existsSync(path.join(copyDir, 'index.html.br'))).toBe(false);
    expect(readFileSync(path.join(copyDir, 'assets/app-1a2b3c.css'), 'utf8')).toBe('body{margin:0}');
  });

  it('is answered by the reference server with the security headers the site gets', async () => {
    const response = await fetch(`${url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    // The copy has no inline script, so its policy is the one without hashes.
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    for (const [name, value] of Object.entries(SITE_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('content-encoding')).toBe('br');
    const body = await response.text();
    expect(body).toContain('<h1>Home</h1>');
    expect(body).not.toMatch(/<script/);
  });
});
