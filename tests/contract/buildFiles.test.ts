import { describe, expect, it } from 'vitest';
import { buildManifestSchema, latestBuildSchema, routeRulesSchema } from '../../contract/buildFiles';

// The build's manifest as the build writes it and the server and the browser read it back.

const manifest = {
  id: 'build-1',
  timestamp: 1_764_000_000_000,
  matcher: { dynamic: ['/blog/:slug'] },
  rules: { redirects: [{ from: '/guides/**', to: '/blog/**' }], trailingSlash: 'strip' },
  prerendered: ['/', '/pricing'],
};

describe('the build manifest', () => {
  it('reads a manifest, with no payloads when it lists none', () => {
    expect(buildManifestSchema.parse(manifest)).toEqual({ ...manifest, payloads: [] });
  });

  it('refuses a manifest without an id, or with a page that is not a path', () => {
    expect(buildManifestSchema.safeParse({ ...manifest, id: '' }).success).toBe(false);
    expect(buildManifestSchema.safeParse({ ...manifest, prerendered: ['pricing'] }).success).toBe(false);
    expect(buildManifestSchema.safeParse({ ...manifest, payloads: ['blog/a'] }).success).toBe(false);
    expect(buildManifestSchema.safeParse({ ...manifest, matcher: {} }).success).toBe(false);
  });

  it('takes a rule from a path to a path or an absolute URL, with a known trailing-slash rule', () => {
    const rule = (from: string, to: string) =>
      routeRulesSchema.safeParse({ redirects: [{ from, to }], trailingSlash: 'keep' }).success;
    expect(rule('/docs', 'https://docs.example.com')).toBe(true);
    expect(rule('/old', '/new')).toBe(true);
    expect(rule('old', '/new')).toBe(false);
    expect(rule('/old', 'new/')).toBe(false);
    expect(routeRulesSchema.safeParse({ redirects: [], trailingSlash: 'add' }).success).toBe(false);
  });

  it('reads the latest build, which needs an id', () => {
    expect(latestBuildSchema.parse({ id: 'build-2', timestamp: 1 })).toEqual({ id: 'build-2', timestamp: 1 });
    expect(latestBuildSchema.safeParse({ id: '', timestamp: 1 }).success).toBe(false);
  });
});
