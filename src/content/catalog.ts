/**
 * The slugs of the site's content pages, cheap enough for the browser shell: they come from the
 * content files' names, not from the files' contents. Routes use them to accept or reject a path;
 * the pages' data arrives with the page.
 */

type Listing = Record<string, unknown>;

/**
 * Outside Vite (the browser suite imports the route table in plain Node) there is no
 * import.meta.glob: the same names are read from disk. The browser bundle never takes this branch,
 * and reaches Node's fs only through process.getBuiltinModule, so it bundles nothing of Node.
 */
function onDisk(pattern: string): Listing {
  const fs = process.getBuiltinModule('node:fs');
  const [dir = ''] = pattern.replace(/^\.\//, '').split('/*');
  const extension = pattern.slice(pattern.lastIndexOf('.'));
  const root = new URL(`./${dir}/`, import.meta.url);
  const names = (folder: URL) => fs.readdirSync(folder).filter((name) => name.endsWith(extension));
  const files = pattern.includes('/*/')
    ? fs
        .readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => names(new URL(`${entry.name}/`, root)).map((name) => `${entry.name}/${name}`))
    : names(root);
  return Object.fromEntries(files.map((file) => [`./${dir}/${file}`, null]));
}

const underVite = Boolean(import.meta.env);
// Lazy globs: only the file names reach the bundle; nothing here ever loads a file. The query keeps
// these imports apart from the loader's, which the prerender bundle includes.
const listed = {
  posts: underVite ? import.meta.glob('./blog/*.md', { query: '?raw&catalog' }) : onDisk('./blog/*.md'),
  integrations: underVite
    ? import.meta.glob('./integrations/*.ts', { query: '?raw&catalog' })
    : onDisk('./integrations/*.ts'),
  processes: underVite
    ? import.meta.glob('./processes/*.ts', { query: '?raw&catalog' })
    : onDisk('./processes/*.ts'),
  pairs: underVite
    ? import.meta.glob('./integration-processes/*/*.ts', { query: '?raw&catalog' })
    : onDisk('./integration-processes/*/*.ts'),
};

const namesIn = (files: Listing) =>
  Object.keys(files).map((file) => (file.split('/').pop() ?? file).replace(/\.(md|ts)$/, ''));

export const postSlugs: readonly string[] = namesIn(listed.posts);
export const integrationSlugs: readonly string[] = namesIn(listed.integrations);
export const processSlugs: readonly string[] = namesIn(listed.processes);
/** [integration, process] pairs that have an /integration-process page */
export const integrationProcessPairs: readonly (readonly [string, string])[] = Object.keys(listed.pairs).map(
  (file) => {
    const [, , integration = '', process = ''] = file.replace(/\.ts$/, '').split('/');
    return [integration, process] as const;
  },
);

export { caseStudySlugs, industrySlugs, moduleSlugs } from './slugs';

/** A readable name from a slug, for the few places that have only the slug ("kai-media" -> "Kai media"). */
export const nameFromSlug = (slug: string) => {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
