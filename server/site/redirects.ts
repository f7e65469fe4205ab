import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { latestBuildSchema, routeRulesSchema } from '../../contract/buildFiles.ts';
import { matchRouteRule, NO_ROUTE_RULES, type RouteRules, withSearch } from '../../contract/routeRules.ts';

/** A manifest from before route rules had none: it is read as no rules, not as an error. */
const manifestRules = z.object({ rules: routeRulesSchema.optional() });

/**
 * The route rules of the deployed build, read from the same manifest the browser reads
 * (builds/latest.json -> builds/meta/{id}.json), so a shared old link gets the same answer with
 * JavaScript off: a 301 to the rule's target. Read again whenever builds/latest.json changes, which a
 * deployment uploads last.
 */
export function deployedRouteRules(siteDir: string): () => RouteRules {
  const latestFile = path.join(siteDir, 'builds/latest.json');
  let cached: { mtimeMs: number; rules: RouteRules } | null = null;

  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(latestFile).mtimeMs;
    } catch {
      // No build manifest (a site without one, or tests): no rules.
      return NO_ROUTE_RULES;
    }
    if (cached?.mtimeMs === mtimeMs) return cached.rules;
    let rules = NO_ROUTE_RULES;
    try {
      const latest = latestBuildSchema.parse(JSON.parse(readFileSync(latestFile, 'utf8')));
      const manifestFile = path.join(siteDir, 'builds/meta', `${path.basename(latest.id)}.json`);
      rules = manifestRules.parse(JSON.parse(readFileSync(manifestFile, 'utf8'))).rules ?? NO_ROUTE_RULES;
    } catch (error) {
      // A deployment half-way through, or a broken manifest: serve without redirects, say why.
      console.error('Could not read the route rules of the deployed build', error);
    }
    cached = { mtimeMs, rules };
    return rules;
  };
}

/** Where a request for `pathname` + `search` redirects (301), or null. */
export function redirectFor(rules: RouteRules, pathname: string, search: string): string | null {
  const target = matchRouteRule(rules, pathname);
  return target === null ? null : withSearch(target, search);
}
