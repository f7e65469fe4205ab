import { describe, expect, it } from 'vitest';
import { matchesDynamicRoute, splitPath } from '../../../server/site/routeTable';
import { cacheControl, inlineScriptHashes } from '../../../server/site/staticFile';

describe('site helpers', () => {
  it('matches dynamic routes segment by segment', () => {
    const routes = ['/blog/:slug', '/integration-process/:integration/:process'].map(splitPath);
    expect(matchesDynamicRoute(routes, splitPath('/blog/x'))).toBe(true);
    expect(matchesDynamicRoute(routes, splitPath('/blog'))).toBe(false);
    expect(matchesDynamicRoute(routes, splitPath('/blog/x/y'))).toBe(false);
    expect(matchesDynamicRoute(routes, splitPath('/Blog/x'))).toBe(false);
    expect(matchesDynamicRoute(routes, splitPath('/integration-process/a/b'))).toBe(true);
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
});
