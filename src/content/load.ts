/**
 * loadContent(): every content file of src/content, validated and cross-checked once, for the build
 * (prerender, payloads, sitemap, RSS) and the tests. Runs wherever Vite compiles the code (the SSR
 * bundle, vitest, the dev server's SSR); not in the browser bundle, since Markdown parsing needs
 * Node. Browser code gets content only through page payloads.
 */
import { assembleContent, type ContentSources, type Files, type SiteContent } from './assemble';

type Glob = Record<string, unknown>;

/** "./blog/x.md" -> "src/content/blog/x.md", so errors name the file as it sits in the repository. */
const fromRepo = <T>(files: Glob, pick: (module: unknown) => T): Files<T> =>
  Object.fromEntries(
    Object.entries(files).map(([key, module]) => [`src/content/${key.slice(2)}`, pick(module)]),
  );
const text = (module: unknown) => module as string;
const defaultExport = (module: unknown) => (module as { default: unknown }).default;

export function readContentSources(): ContentSources {
  return {
    posts: fromRepo(import.meta.glob('./blog/*.md', { query: '?raw', import: 'default', eager: true }), text),
    legal: fromRepo(
      import.meta.glob('./legal/*.md', { query: '?raw', import: 'default', eager: true }),
      text,
    ),
    authors: fromRepo(import.meta.glob('./authors.ts', { eager: true }), defaultExport),
    modules: fromRepo(import.meta.glob('./modules/*.ts', { eager: true }), defaultExport),
    integrations: fromRepo(import.meta.glob('./integrations/*.ts', { eager: true }), defaultExport),
    processes: fromRepo(import.meta.glob('./processes/*.ts', { eager: true }), defaultExport),
    integrationProcesses: fromRepo(
      import.meta.glob('./integration-processes/*/*.ts', { eager: true }),
      defaultExport,
    ),
    caseStudies: fromRepo(import.meta.glob('./case-studies/*.ts', { eager: true }), defaultExport),
    industries: fromRepo(import.meta.glob('./industries/*.ts', { eager: true }), defaultExport),
    pages: fromRepo(import.meta.glob('./pages/*.ts', { eager: true }), defaultExport),
  };
}

let loaded: SiteContent | undefined;

/** The site's content, validated on first use; throws a ContentError naming the file at fault. */
export function loadContent(): SiteContent {
  loaded ??= assembleContent(readContentSources());
  return loaded;
}
