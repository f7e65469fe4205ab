import { expect, test } from './support/test';

// Lighthouse's simulation (Lantern) gives a new connection's first round trip ten segments, 14,600
// bytes with the response's headers, and waits for the whole document (docs/performance.md, "What
// stands between a page and its no-script copy"). These pages fit it: whatever the site adds to them
// must leave them in it.
const FIRST_WINDOW_BYTES = 14_600;
const PAGES_IN_THE_FIRST_WINDOW = [
  '/',
  '/accounting',
  '/inventory-management',
  '/RoiCalculator',
  '/blog/automating-month-end-close',
  '/blog',
  '/integrations',
];

/** The bytes of a response's status line and headers as HTTP/1.1 sends them. */
const headerBytes = (headers: { name: string; value: string }[]) =>
  'HTTP/1.1 200 OK\r\n'.length +
  headers.reduce((sum, { name, value }) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0) +
  2;

for (const page of PAGES_IN_THE_FIRST_WINDOW) {
  test(`${page}: its first response, headers and brotli body, fits the first round trip`, async ({
    request,
  }) => {
    const response = await request.get(page, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    const bodyBytes = Number(response.headers()['content-length']);
    expect(bodyBytes).toBeGreaterThan(5_000);
    expect(headerBytes(response.headersArray()) + bodyBytes).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
  });
}
