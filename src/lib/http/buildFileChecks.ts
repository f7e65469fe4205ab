import type { BuildManifest, LatestBuild, RouteRules } from '@contract/routeRules';

// The browser's check of the build's own files (builds/latest.json, builds/meta/{id}.json), by hand:
// the manifest is read about a second after start on every visit, and zod (about 25 KB gzip) would be
// downloaded for it alone. The build wrote them through the contract's schemas (contract/buildFiles.ts);
// tests/src/lib/http/buildFileChecks.test.ts holds this check to the same answers as those schemas.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');
const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isListOf = <T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(isItem);

const isRule = (value: unknown): boolean =>
  isObject(value) && isPath(value.from) && (isPath(value.to) || isUrl(value.to));

const isRouteRules = (value: unknown): value is RouteRules =>
  isObject(value) &&
  isListOf(value.redirects, (rule): rule is unknown => isRule(rule)) &&
  (value.trailingSlash === 'strip' || value.trailingSlash === 'keep');

function fail(file: string): never {
  throw new Error(`${file} is not what the build writes`);
}

/** builds/latest.json */
export function readLatestBuild(value: unknown): LatestBuild {
  if (!isObject(value) || !isText(value.id) || typeof value.timestamp !== 'number')
    fail('builds/latest.json');
  return { id: value.id, timestamp: value.timestamp };
}

/** builds/meta/{id}.json; a manifest from before payloads were listed has none. */
export function readBuildManifest(value: unknown): BuildManifest {
  const file = 'The build manifest';
  if (!isObject(value) || !isText(value.id) || typeof value.timestamp !== 'number') fail(file);
  const { matcher, rules, prerendered } = value;
  const payloads = value.payloads ?? [];
  if (!isObject(matcher) || !isListOf(matcher.dynamic, (item) => typeof item === 'string')) fail(file);
  if (!isRouteRules(rules) || !isListOf(prerendered, isPath) || !isListOf(payloads, isPath)) fail(file);
  return {
    id: value.id,
    timestamp: value.timestamp,
    matcher: { dynamic: matcher.dynamic as string[] },
    rules: {
      redirects: rules.redirects.map(({ from, to }) => ({ from, to })),
      trailingSlash: rules.trailingSlash,
    },
    prerendered,
    payloads,
  };
}
