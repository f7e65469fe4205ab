/**
 * loadContent(): every content file of src/content, validated and cross-checked once, for the build
 * (prerender, payloads, sitemap, RSS) and the tests. Runs wherever Vite compiles the code (the SSR
 * bundle, vitest, the dev server's SSR); not in the browser bundle, since Markdown parsing needs
 * Node. Browser code gets content only through page payloads.
 */
import { assembleContent, type ContentSources, type Files, type SiteContent } from './assemble';
import { type CollectionName, collections } from './collections';

/** "./blog/x.md" -> "src/content/blog/x.md", so errors name the file as it sits in the repository. */
const fromRepo = (files: Record<string, unknown>): Files<unknown> =>
  Object.fromEntries(Object.entries(files).map(([key, value]) => [`src/content/${key.slice(2)}`, value]));

export function readContentSources(): ContentSources {
  return Object.fromEntries(
    (Object.keys(collections) as CollectionName[]).map((name) => [name, fromRepo(collections[name].files())]),
  ) as ContentSources;
}

let loaded: SiteContent | undefined;

/** The site's content, validated on first use; throws a ContentError naming the file at fault. */
export function loadContent(): SiteContent {
  loaded ??= assembleContent(readContentSources());
  return loaded;
}
