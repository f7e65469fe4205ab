import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The sitemaps.org 0.9 protocol schema, as the `sitemap` package (a dev dependency) ships it. */
export const SITEMAP_SCHEMA = path.join(
  path.dirname(createRequire(import.meta.url).resolve('sitemap/package.json')),
  'schema/sitemap.xsd',
);

export interface SchemaCheck {
  valid: boolean;
  /** xmllint's report: "validates", or each refused element with its reason. */
  report: string;
}

/**
 * Validates a sitemap (its text, or a file's path) with xmllint against SITEMAP_SCHEMA. Throws when the
 * schema itself cannot be loaded, so a refused document always means the document broke the schema.
 */
export function checkSitemap(
  sitemap: { xml: string } | { file: string },
  schema = SITEMAP_SCHEMA,
): SchemaCheck {
  if (!existsSync(schema)) throw new Error(`Cannot load the sitemap schema: ${schema} is missing`);
  const source = 'file' in sitemap ? sitemap.file : '-';
  const result = spawnSync('xmllint', ['--noout', '--schema', schema, source], {
    input: 'xml' in sitemap ? sitemap.xml : undefined,
    encoding: 'utf8',
  });
  if (result.error)
    throw new Error(`Cannot run xmllint (apt-get install libxml2-utils): ${result.error.message}`);
  // xmllint exits 5 when the schema does not compile; 3 and 4 are the document's own faults.
  if (result.status === 5) throw new Error(`Cannot load the sitemap schema ${schema}:\n${result.stderr}`);
  return { valid: result.status === 0, report: result.stderr };
}
