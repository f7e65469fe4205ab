import { z } from './zod.ts';

// The build's files of SPEC 7 that the browser and the server read: builds/latest.json and
// builds/meta/{buildId}.json with the route rules (routeRules.ts matches them). The build checks what it
// writes with these schemas; the server reads them back with them too.

/** One redirect: an exact path, or a prefix ending in `/**` whose rest is kept (`/guides/**` -> `/blog/**`). */
export const routeRuleSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.union([z.string().startsWith('/'), z.url()]),
});

export const routeRulesSchema = z.object({
  redirects: z.array(routeRuleSchema),
  /** `strip`: /pricing/ redirects to /pricing (the root keeps its slash). */
  trailingSlash: z.enum(['strip', 'keep']),
});

/** builds/meta/{id}.json */
export const buildManifestSchema = z.object({
  id: z.string().min(1),
  timestamp: z.number(),
  matcher: z.object({ dynamic: z.array(z.string()) }),
  rules: routeRulesSchema,
  /** Every prerendered path (a page with HTML of its own). */
  prerendered: z.array(z.string().startsWith('/')),
  /** Prerendered paths that also have a `{path}/_payload.json` (filled by the page-data build step). */
  payloads: z.array(z.string().startsWith('/')).default([]),
});

/** builds/latest.json */
export const latestBuildSchema = z.object({ id: z.string().min(1), timestamp: z.number() });

export type RouteRule = z.infer<typeof routeRuleSchema>;
export type RouteRules = z.infer<typeof routeRulesSchema>;
export type BuildManifest = z.infer<typeof buildManifestSchema>;
export type LatestBuild = z.infer<typeof latestBuildSchema>;
