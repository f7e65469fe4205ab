/** Settings the browser suite shares: ports on loopback, the test build, the stand-in Google client. */
export const E2E = {
  port: 4173,
  siteUrl: 'http://127.0.0.1:4173',
  jwksPort: 4174,
  jwksUrl: 'http://127.0.0.1:4174/jwks.json',
  outDir: '.e2e-dist',
  googleClientId: 'e2e-test-client.apps.googleusercontent.com',
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
} as const;
