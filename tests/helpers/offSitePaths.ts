/**
 * Paths a browser may request that a careless redirect turns into another host:
 * leading slashes and backslashes, percent-encoded letters, slashes and dots, credentials, an
 * ideographic full stop, and dot segments that resolve to `//host`.
 */
export const OFF_SITE_PATHS = [
  '//evil.com/',
  '///evil.com/',
  '////evil.com//',
  '//evil.com',
  '//%65vil.com/',
  '//127.0.0.1@evil.com/',
  '/.//evil.com/',
  '/%2e//evil.com/',
  '//evil%E3%80%82com/',
  '/\\evil.com/',
  '/\\/evil.com/',
  '/%2F/evil.com/',
  '/%5Cevil.com/',
  '/%2F%2Fevil.com/',
  '/%09/evil.com/',
  '//evil.com/%2F../',
];
