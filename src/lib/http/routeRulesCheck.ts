import type { RouteRules } from '@contract/routeRules';

// The check of the route rules every page carries, by hand (zod would be downloaded for it alone): read
// at start, apart from the checks of the build files fetched later (buildFileChecks.ts).

type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');
const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};
export const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
export const isListOf = <T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(isItem);

const isRule = (value: unknown): boolean =>
  isObject(value) && isPath(value.from) && (isPath(value.to) || isUrl(value.to));

export const isRouteRules = (value: unknown): value is RouteRules =>
  isObject(value) &&
  isListOf(value.redirects, (rule): rule is unknown => isRule(rule)) &&
  (value.trailingSlash === 'strip' || value.trailingSlash === 'keep');

/** The route rules the build puts in every page (src/app/embeddedRouteRules.ts), or null. */
export const readRouteRules = (value: unknown): RouteRules | null =>
  isRouteRules(value)
    ? { redirects: value.redirects.map(({ from, to }) => ({ from, to })), trailingSlash: value.trailingSlash }
    : null;
