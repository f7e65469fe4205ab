import { describe, expect, it } from 'vitest';
import { matchesRoute, splitPath } from '../../../server/site/routeTable';
import { pickEncoding, type SiteFile } from '../../../server/site/siteFiles';
import { cacheControl, contentType, inlineScriptHashes } from '../../../server/site/staticFile';

describe('site helpers', () => {
  it('matches dynamic routes segment by segment', () => {
    const routes = ['/blog/:slug', '/integration-process/:integration/:process'].map(splitPath);
    expect(matchesRoute(routes, splitPath('/blog/x'))).toBe(true);
    expect(matchesRoute(routes, splitPath('/blog'))).toBe(false);
    expect(matchesRoute(routes, splitPath('/blog/x/y'))).toBe(false);
    expect(matchesRoute(routes, splitPath('/Blog/x'))).toBe(false);
    expect(matchesRoute(routes, splitPath('/integration-process/a/b'))).toBe(true);
  });

  it('hashes inline scripts that run only', () => {
    const html =
      '<script src="/a.js"></script><script>one()</script><script type="module">two()</script><script> </script>' +
      '<script type="text/javascript">three()</script><script type="application/json" id="d">{"a":1}</script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script>';
    expect(inlineScriptHashes(html)).toHaveLength(3);
  });

  it('picks cache rules by path', () => {
    expect(cacheControl('assets/x-1.js')).toContain('immutable');
    expect(cacheControl('index.html')).toBe('no-cache');
    expect(cacheControl('builds/latest.json')).toBe('no-cache');
    expect(cacheControl('builds/meta/abc.json')).toBe('no-cache');
    expect(cacheControl('robots.txt')).toBe('public, max-age=3600');
  });

  it('picks the best encoding the client accepts, q=0 refusing one and * standing for the rest', () => {
    const file = { body: Buffer.from('x'), gzip: Buffer.from('g'), brotli: Buffer.from('b') } as SiteFile;
    expect(pickEncoding(file, 'gzip, br')).toBe('br');
    expect(pickEncoding(file, ' BR ;q=0 , gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding(file, 'br;q=0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding(file, '*')).toBe('br');
    expect(pickEncoding(file, 'br;q=0, *')).toBe('gzip');
    expect(pickEncoding(file, 'identity')).toBeUndefined();
    expect(pickEncoding(file, undefined)).toBeUndefined();
    expect(pickEncoding({ ...file, brotli: undefined } as SiteFile, 'br, gzip')).toBe('gzip');
  });

  it('names the type of a file by its extension, and bytes of no known type as such', () => {
    expect(contentType('index.html')).toBe('text/html; charset=utf-8');
    expect(contentType('assets/app-1a2b.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentType('fonts/inter.woff2')).toBe('font/woff2');
    expect(contentType('site.webmanifest')).toBe('application/manifest+json');
    expect(contentType('LICENSE')).toBe('application/octet-stream');
  });
});
