import { defineConfig, devices } from '@playwright/test';
import { E2E } from './tests/e2e/support/env';

// The browser suite: Debian's Chromium against the built site served by the reference server.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results/e2e-${E2E.port}`,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-${E2E.port}.json` }]],
  globalSetup: './tests/e2e/support/globalSetup.ts',
  use: {
    baseURL: E2E.siteUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E.chromium,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/*.phone.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'phone',
      testMatch: '**/*.phone.spec.ts',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: 'tsx tests/e2e/support/startSite.ts',
    url: `${E2E.siteUrl}/api/ready`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
