import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { notFoundMessage, rejectMessage, UNKNOWN_PATH_MESSAGE } from '../../../contract/messages';
import { INLINE_BUILD_SCRIPT, OUTSIDE_CONTENT, OUTSIDE_FILE } from '../helpers/fakeSite';
import { serveFakeSite } from '../helpers/fakeSiteServer';

describe('serving the built site', () => {
  const served = serveFakeSite();

  const get = (path: string, headers: Record<string, string> = {}) =>
    served.server.call('GET', path, { headers });

  it('serves the prerendered index.html of a route, with or without a trailing slash', async () => {
    for (const [path, title] of [
      ['/', 'Home'],
      ['/pricing', 'Pricing'],
      ['/pricing/', 'Pricing'],
      ['/blog', 'Blog'],
      ['/blog/hello-world', 'Hello world'],
      ['/eCommerce', 'eCommerce'],
      ['/case-studies/tc-boiler', 'TC Boiler'],
      ['/case-studies/tc-boiler/', 'TC Boiler'],
    ]) {
      const response = await get(path as string);
      expect(response.status, path).toBe(200);
      expect(response.text).toContain(`<h1>${title}</h1>`);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  for (const { title, paths, status, heading } of [
    {
      title: 'serves the app shell for paths of dynamic routes',
      paths: ['/employee/maya-patel', '/employee/maya-patel/', '/online-form/demo'],
      status: 200,
      heading: 'App shell',
    },
    {
      title: 'serves the 404 page with status 404 for unknown paths, routes being case-sensitive',
      paths: [
        '/nope',
        '/ecommerce',
        '/Pricing',
        '/blog/a/b',
        '/blog/nope',
        '/integrations/slack',
        '/integration-process/quickbooks',
        '/employee/',
        '/case-studies',
      ],
      status: 404,
      heading: 'Page Not Found',
    },
  ]) {
    it(title, async () => {
      for (const path of paths) {
        const response = await get(path);
        expect(response.status, path).toBe(status);
        expect(response.text).toContain(`<h1>${heading}</h1>`);
        expect(response.headers.get('Cache-Control')).toBe('no-cache');
      }
    });
  }

  it('fills the 404 page with the path asked for (SPEC 8), escaped, before any script runs', async () => {
    const plain = await get('/no-such-page');
    expect(plain.status).toBe(404);
    expect(plain.text).toContain('<p>Page not found: /no-such-page</p>');
    expect(plain.text).toContain('content="Page not found: /no-such-page"');
    expect(plain.text).not.toContain(UNKNOWN_PATH_MESSAGE);
    expect(plain.headers.get('Content-Security-Policy')).toContain("'sha256-");

    const hostile = await served.server.call('GET', '/a"><script>alert(1)</script>');
    expect(hostile.status).toBe(404);
    expect(hostile.text).not.toContain('<script>alert(1)');
    expect(hostile.text).toContain('Page not found: /a%22%3E%3Cscript%3Ealert(1)%3C/script%3E');

    const quoted = await get("/it's-here");
    expect(quoted.text).toContain('Page not found: /it&#39;s-here');
  });

  it("says of an unknown slug on a real route (/blog/nope) what the browser's route rejection says (SPEC 5)", async () => {
    for (const path of ['/blog/nope', '/integration-process/quickbooks/nope']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toContain(`<p>${rejectMessage(path)}</p>`);
      expect(answer.text, path).toContain(`content="${rejectMessage(path)}"`);
      expect(answer.text, path).not.toContain(notFoundMessage(path));
    }
    // A path no route matches keeps SPEC 8's wording.
    expect((await get('/blog/a/b')).text).toContain(`<p>${notFoundMessage('/blog/a/b')}</p>`);
  });

  it('caches hashed assets for a year and build ids never without revalidation', async () => {
    const script = await get('/assets/app-1a2b3c.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect((await get('/assets/app-1a2b3c.css')).headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    for (const path of ['/builds/latest.json', '/builds/latest.json?t=123', '/builds/meta/b1.json']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(response.body.id).toBe('b1');
    }
    expect((await get('/assets/missing-123.js')).status).toBe(404);
  });

  it('serves sitemap.xml as XML and the other static files', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect((await get('/robots.txt')).text).toContain('User-agent');
    expect((await get('/flags/us.svg')).headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
  });

  it('allows the inline build script by its hash instead of unsafe-inline', async () => {
    const response = await get('/pricing');
    const hash = createHash('sha256').update(INLINE_BUILD_SCRIPT).digest('base64');
    const scriptSrc =
      /script-src ([^;]*)/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1] ?? '';
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // CSP level 3 browsers trust what the hashed loader inserts and ignore the host list (JSONP hosts).
    expect(scriptSrc.split(' ')[0]).toBe("'strict-dynamic'");
    // Which makes host sources ('self' too) dead weight in the first response: every other source is a hash.
    expect(scriptSrc.split(' ').slice(1)).toEqual([`'sha256-${hash}'`]);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('compresses large responses for clients that accept gzip', async () => {
    const response = await served.server.app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(html).toContain('<h1>Home</h1>');
    const plain = await served.server.app.request('/');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
  });

  it('answers a matching ETag with 304', async () => {
    const first = await get('/pricing');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const second = await get('/pricing', { 'If-None-Match': etag as string });
    expect(second.status).toBe(304);
    expect(second.text).toBe('');
    // Each encoding is its own representation with its own strong tag; a cache's weak copy still matches.
    const compressed = await served.server.app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    const gzipTag = compressed.headers.get('ETag') as string;
    const plainTag = (await served.server.app.request('/')).headers.get('ETag') as string;
    expect(gzipTag).not.toBe(plainTag);
    for (const tag of [gzipTag, `W/${gzipTag}`]) {
      const revalidated = await served.server.app.request('/', {
        headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': tag },
      });
      expect(revalidated.status).toBe(304);
    }
    expect((await get('/pricing', { 'If-None-Match': '"something-else"' })).status).toBe(200);
  });

  it('never serves a file outside the site folder', async () => {
    const secret = OUTSIDE_FILE;
    for (const path of [
      `/../${secret}`,
      `/%2e%2e/${secret}`,
      `/assets/..%2f..%2f${secret}`,
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/..%5c..%5cetc%5cpasswd',
      '/%E0%A4%A',
      '/routes.json%00.html',
    ]) {
      const response = await get(path);
      expect(response.text, path).not.toContain(OUTSIDE_CONTENT);
      expect(response.text, path).not.toContain('root:');
      expect([200, 404], path).toContain(response.status);
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await served.server.app.request('/pricing', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('keeps /api and /arp out of the site', async () => {
    const api = await get('/api/nope');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Not found' });
    const arp = await get('/arp/onboarding');
    expect(arp.status).toBe(400);
    expect(arp.text).toContain('No sign-in token');
  });
});
