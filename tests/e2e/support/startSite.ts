/**
 * Builds the site with the browser suite's settings (unless E2E_SKIP_BUILD=1 and a build exists),
 * then runs the reference server on it with a fresh in-memory-like data directory.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E } from './env';

const root = path.resolve(import.meta.dirname, '../../..');
const siteDir = path.join(root, E2E.outDir, 'client');

if (!(process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(siteDir, 'index.html')))) {
  const built = spawnSync('npx', ['tsx', 'scripts/build/build.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The suite's build has the flow lab (tests/e2e/flow-lab.spec.ts); that spec checks a default
    // build without it separately.
    env: {
      ...process.env,
      OUT_DIR: E2E.outDir,
      VITE_GOOGLE_CLIENT_ID: E2E.googleClientId,
      VITE_CHAT_APP_ID: E2E.chat.appId,
      VITE_CHAT_REGION: E2E.chat.region,
      VITE_CHAT_SCRIPT_BASE: E2E.chat.scriptBase,
      VITE_FLOW_LAB: 'true',
      // The suite's default build asks no cookie consent; tests/e2e/consent.spec.ts builds its own.
      VITE_CONSENT_REQUIRED: 'false',
    },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, ['server/start.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(E2E.port),
    // The links the server mails start here, where the suite's browser opens the site.
    SITE_URL: E2E.siteUrl,
    SITE_DIR: siteDir,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aden-e2e-')),
    GOOGLE_CLIENT_ID: E2E.googleClientId,
    GOOGLE_JWKS_URL: E2E.jwksUrl,
    JWT_SECRET: E2E.jwtSecret,
    STAFF_EMAILS: E2E.staffEmail,
    // Every test signs up from 127.0.0.1: one "client" doing the work of many visitors.
    RATE_LIMIT_SCALE: '100',
    // The suite's output shows the server's warnings and errors, not an access line per request.
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
