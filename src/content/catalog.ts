/**
 * The slugs of the site's content pages, cheap enough for the browser bundle: they come from the
 * content files' names (Vite lists them at build time), not from the files' contents. Routes use them
 * to accept or reject a path; the pages' data arrives with the page.
 */
const namesIn = (files: Record<string, unknown>) =>
  Object.keys(files).map((file) => (file.split('/').pop() ?? file).replace(/\.(md|ts)$/, ''));

// Lazy globs: only the file names reach the bundle; nothing here ever loads a file.
export const postSlugs: readonly string[] = namesIn(import.meta.glob('./blog/*.md', { query: '?raw' }));
export const integrationSlugs: readonly string[] = namesIn(import.meta.glob('./integrations/*.ts'));
export const processSlugs: readonly string[] = namesIn(import.meta.glob('./processes/*.ts'));
/** [integration, process] pairs that have an /integration-process page */
export const integrationProcessPairs: readonly (readonly [string, string])[] = Object.keys(
  import.meta.glob('./integration-processes/*/*.ts'),
).map((file) => {
  const [, , integration = '', process = ''] = file.replace(/\.ts$/, '').split('/');
  return [integration, process] as const;
});

export { caseStudySlugs, industrySlugs, moduleSlugs } from './slugs';

/** A readable name from a slug, for the few places that have only the slug ("kai-media" -> "Kai media"). */
export const nameFromSlug = (slug: string) => {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
