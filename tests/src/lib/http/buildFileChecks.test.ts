import { describe, expect, it } from 'vitest';
import { buildManifestSchema, latestBuildSchema } from '../../../../contract/buildFiles';
import { readBuildManifest, readLatestBuild } from '../../../../src/lib/http/buildFileChecks';

// The browser checks the build's files by hand (no zod at start); it must give the contract's answers.
const manifest = {
  id: 'b1',
  timestamp: 1,
  matcher: { dynamic: ['/blog/:slug'] },
  rules: {
    redirects: [
      { from: '/guides/**', to: '/blog/**' },
      { from: '/old', to: 'https://example.com/new' },
    ],
    trailingSlash: 'strip',
  },
  prerendered: ['/', '/pricing'],
  payloads: ['/pricing'],
};

const broken: Array<[string, unknown]> = [
  ['not an object', []],
  ['an empty id', { ...manifest, id: '' }],
  ['a text timestamp', { ...manifest, timestamp: '1' }],
  ['no matcher', { ...manifest, matcher: undefined }],
  [
    'a rule from a relative path',
    { ...manifest, rules: { ...manifest.rules, redirects: [{ from: 'old', to: '/' }] } },
  ],
  [
    'a rule to neither a path nor a URL',
    { ...manifest, rules: { ...manifest.rules, redirects: [{ from: '/a', to: 'b' }] } },
  ],
  ['an unknown trailing-slash rule', { ...manifest, rules: { ...manifest.rules, trailingSlash: 'add' } }],
  ['a prerendered entry that is no path', { ...manifest, prerendered: ['pricing'] }],
  ['a payload entry that is no path', { ...manifest, payloads: [3] }],
];

describe('the browser check of the build files', () => {
  it('reads a manifest as the contract does, without payloads as none', () => {
    expect(readBuildManifest(manifest)).toEqual(buildManifestSchema.parse(manifest));
    const { payloads: _, ...older } = manifest;
    expect(readBuildManifest(older)).toEqual(buildManifestSchema.parse(older));
    expect(readBuildManifest(older).payloads).toEqual([]);
  });

  it.each(broken)('refuses a manifest with %s, as the contract does', (_, value) => {
    expect(buildManifestSchema.safeParse(value).success).toBe(false);
    expect(() => readBuildManifest(value)).toThrow('The build manifest is not what the build writes');
  });

  it('reads builds/latest.json as the contract does', () => {
    const latest = { id: 'b2', timestamp: 2 };
    expect(readLatestBuild(latest)).toEqual(latestBuildSchema.parse(latest));
    for (const value of [{ id: '', timestamp: 2 }, { id: 'b2' }, null]) {
      expect(latestBuildSchema.safeParse(value).success).toBe(false);
      expect(() => readLatestBuild(value)).toThrow('builds/latest.json');
    }
  });
});
