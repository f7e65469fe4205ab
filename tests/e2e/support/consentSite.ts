/**
 * A second build and server for the consent tests (tests/e2e/consent.spec.ts): consent required, a chat
 * app id and an ads conversion id set, the chat script at its real third-party address. Built once per
 * run (E2E_SKIP_BUILD=1 reuses it like the suite's own build) and served by the reference server on
 * the port after the JWKS stand-in's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './env';
import { type SiteServer, startSiteServer } from './siteServer';
import { test } from './test';

const root = path.resolve(import.meta.dirname, '../../..');

export const CONSENT_SITE = {
  port: E2E.port + 2,
  url: `http://127.0.0.1:${E2E.port + 2}`,
  outDir: E2E.consentOutDir,
  chatAppId: 'e2e-consent-chat',
  adsConversionId: 'AW-E2E0000001',
} as const;

export async function startConsentSite(): Promise<SiteServer> {
  const siteDir = path.join(root, CONSENT_SITE.outDir, 'client');
  // Built once per run: a worker that restarts after a failed test finds this run's build (the run's
  // main process id is in the marker) and reuses it; the suite's teardown removes it.
  const marker = path.join(root, CONSENT_SITE.outDir, 'built-by-run');
  const builtThisRun = existsSync(marker) && readFileSync(marker, 'utf8') === String(process.ppid);
  const reuse = process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(siteDir, 'index.html'));
  if (!builtThisRun && !reuse) {
    const built = spawnSync('npx', ['tsx', 'scripts/build/build.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        OUT_DIR: CONSENT_SITE.outDir,
        VITE_CONSENT_REQUIRED: 'true',
        VITE_CHAT_APP_ID: CONSENT_SITE.chatAppId,
        VITE_ADS_CONVERSION_ID: CONSENT_SITE.adsConversionId,
      },
    });
    if (built.status !== 0) throw new Error('The consent build failed');
    writeFileSync(marker, String(process.ppid));
  }
  return startSiteServer({ port: CONSENT_SITE.port, siteDir });
}

/** The consent site for the spec's tests: started before the first (building it if this run has not), stopped after the last. */
export function serveConsentSite(): void {
  let site: SiteServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    site = await startConsentSite();
  });
  test.afterAll(async () => {
    await site?.stop();
  });
}
