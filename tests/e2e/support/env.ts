import { chromiumExecutable } from '../../../scripts/ci/chromiumExecutable';

// Each run of the browser suite takes its own ports and build folder, so that runs side by side
// (two people, or CI and a person) never meet. Workers inherit the environment of the main process.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
const port = Number(process.env.E2E_PORT);

/** Settings the browser suite shares: ports on loopback, the test build, the stand-in Google client. */
export const E2E = {
  port,
  siteUrl: `http://127.0.0.1:${port}`,
  jwksPort: port + 1,
  jwksUrl: `http://127.0.0.1:${port + 1}/jwks.json`,
  /** With E2E_KEEP_BUILD=1 a run keeps its build; E2E_PORT=<that port> E2E_SKIP_BUILD=1 reuses it. */
  outDir: `.e2e-dist/${port}`,
  /** The consent tests' own build (tests/e2e/support/consentSite.ts). */
  consentOutDir: `.e2e-dist/${port}-consent`,
  googleClientId: 'e2e-test-client.apps.googleusercontent.com',
  /** The one account the reference server counts as staff (STAFF_EMAILS): it reads visitor statistics. */
  staffEmail: `lab-staff-${port}@example.com`,
  /** The chat widget of the test build: its script is asked of the site itself and served by the tests. */
  chat: { appId: 'e2e-chat-app', region: 'eu', scriptBase: '/e2e-chat-widget' },
  /** The reference server's JWT secret for this run, so tests can sign tokens of their own. */
  jwtSecret: `e2e-jwt-secret-${port}-0123456789abcdefghijklmnop`,
  chromium: chromiumExecutable(),
} as const;
