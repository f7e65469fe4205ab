/**
 * Turns the raw content files into the validated, cross-checked site content. Pure: it gets the
 * files' text or data keyed by their path (src/content/...), so tests can feed it broken files.
 * Every failure is a ContentError naming the file.
 */
import type { z } from 'zod';
import { routes } from '@/lib/routing/paths';
import { type CollectionName, collections, valuesAt } from './collections';
import { ContentError, describeIssues } from './contentErrors';
import type { PageSource } from './definePage';
import { FrontMatterError, type Heading, parseMarkdown as parseText, readingMinutes } from './markdown';
import type {
  Author,
  BlogPage,
  BlogPostPageCopy,
  BusinessProcess,
  BusinessProcessesPage,
  BusinessProcessPageCopy,
  CaseStudy,
  CaseStudyPageCopy,
  ContactPage,
  CustomersPage,
  HomePage,
  Industry,
  IndustryPageCopy,
  Integration,
  IntegrationPageCopy,
  IntegrationProcess,
  IntegrationProcessPageCopy,
  IntegrationsPage,
  LegalFrontMatter,
  LegalPageCopy,
  ModulePage,
  ModulePageCopy,
  ModuleSlug,
  PostFrontMatter,
  SitemapPageCopy,
} from './schema';
import {
  blogPageSchema,
  blogPostPageSchema,
  businessProcessesPageSchema,
  businessProcessPageSchema,
  caseStudyPageSchema,
  caseStudySlugs,
  contactPageSchema,
  customersPageSchema,
  homePageSchema,
  industryPageSchema,
  industrySlugs,
  integrationPageSchema,
  integrationProcessPageSchema,
  integrationsPageSchema,
  legalPageSchema,
  modulePageCopySchema,
  moduleSlugs,
  sitemapPageSchema,
  slugSchema,
} from './schema';

/** Files keyed by their path, e.g. "src/content/blog/automating-month-end-close.md". */
export type Files<T> = Record<string, T>;

/** Each collection's files (src/content/collections.ts): Markdown as raw text, data as its default export. */
export type ContentSources = Record<CollectionName, Files<unknown>>;

export interface PostSummary extends PostFrontMatter {
  slug: string;
  path: string;
  authorProfile: Author;
  words: number;
  readingMinutes: number;
}

/** A post with its body; the body is what a page payload carries, the summary is what lists show. */
export interface Post extends PostSummary {
  html: string;
  headings: Heading[];
}

export interface LegalDocument extends LegalFrontMatter {
  slug: 'privacy' | 'terms-of-service';
  path: string;
  html: string;
  sections: Heading[];
}

/** A link written in a content file, kept to check it against the site's pages. */
export interface ContentLink {
  file: string;
  href: string;
}

export interface SiteContent {
  authors: Author[];
  posts: PostSummary[];
  post(slug: string | undefined): Post | undefined;
  /** tags with how many posts carry each, most used first */
  tags: { tag: string; count: number }[];
  postsTagged(tag: string): PostSummary[];
  legal: Record<LegalDocument['slug'], LegalDocument>;
  modules: ModulePage[];
  module(slug: string | undefined): ModulePage | undefined;
  integrations: Integration[];
  integration(slug: string | undefined): Integration | undefined;
  processes: BusinessProcess[];
  process(slug: string | undefined): BusinessProcess | undefined;
  integrationProcesses: IntegrationProcess[];
  integrationProcess(
    integration: string | undefined,
    process: string | undefined,
  ): IntegrationProcess | undefined;
  processesOf(integration: string): IntegrationProcess[];
  integrationsOf(process: string): IntegrationProcess[];
  caseStudies: CaseStudy[];
  caseStudy(slug: string | undefined): CaseStudy | undefined;
  industries: Industry[];
  industry(slug: string | undefined): Industry | undefined;
  home: HomePage;
  customers: CustomersPage;
  contact: ContactPage;
  /** the list pages' own copy: title, hero, labels and closing band */
  blogPage: BlogPage;
  businessProcessesPage: BusinessProcessesPage;
  integrationsPage: IntegrationsPage;
  /** what every case study's page says around the story */
  caseStudyPage: CaseStudyPageCopy;
  /** what every industry's page says around the industry's own words */
  industryPage: IndustryPageCopy;
  /** what every integration's page says around the integration's own words */
  integrationPage: IntegrationPageCopy;
  /** what every integration-and-process page says around the pair's own words */
  integrationProcessPage: IntegrationProcessPageCopy;
  /** what every business process's page says around the process's own words */
  businessProcessPage: BusinessProcessPageCopy;
  /** what every article, module, legal document and human sitemap's page says around its own words */
  blogPostPage: BlogPostPageCopy;
  modulePage: ModulePageCopy;
  legalPage: LegalPageCopy;
  sitemapPage: SitemapPageCopy;
  /** the checked content of a file of src/content/pages, by its name ("form-submit-result") */
  page(name: string): { updated: string } | undefined;
  links: ContentLink[];
}

function parseMarkdown(file: string, raw: string) {
  try {
    return parseText(raw);
  } catch (error) {
    if (error instanceof FrontMatterError) throw new ContentError(file, [error.message]);
    throw error;
  }
}

const baseName = (file: string) => (file.split('/').pop() ?? file).replace(/\.(md|ts)$/, '');

function parseWith<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(file, describeIssues(result.error.issues));
  return result.data;
}

function slugOf<S extends z.ZodType<string>>(file: string, schema: S, slug = baseName(file)): z.infer<S> {
  const result = schema.safeParse(slug);
  if (!result.success)
    throw new ContentError(file, [`file name "${slug}": ${result.error.issues[0]?.message}`]);
  return result.data;
}

/** The values of every "href" field anywhere in a data file. */
function hrefsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) hrefsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'href' && typeof inner === 'string') found.push(inner);
      else hrefsIn(inner, found);
    }
  return found;
}

function requireAll(kind: string, files: Files<unknown> | Files<string>, expected: readonly string[]) {
  const present = new Set(Object.keys(files).map(baseName));
  const missing = expected.filter((slug) => !present.has(slug));
  if (missing.length)
    throw new ContentError(
      `src/content/${kind}/`,
      missing.map((slug) => `missing ${slug}`),
    );
}

/** A page named by its file (a module, a legal document) is a route of its own in the route table. */
function routedPath(file: string, path: string): string {
  if (!Object.values(routes).some((route) => route.path === path))
    throw new ContentError(file, [`no route ${path} in src/lib/routing/routes.ts.path`]);
  return path;
}

const byKey = <T>(items: T[], key: (item: T) => string) => {
  const map = new Map(items.map((item) => [key(item), item]));
  return (value: string | undefined) => (value === undefined ? undefined : map.get(value));
};

/** Sorts entries into the order of their collection's slugs. */
const inSlugOrder = <T extends { slug: string }>(entries: T[], order: readonly string[]) =>
  entries.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));

/**
 * What every step reads the sources with: each collection's schema, slugs and paths, the
 * references between collections, and the links the files hold (kept in the order they are read).
 * The authors are read first: their slugs are in their file, and posts name one.
 */
function contentReader(sources: ContentSources) {
  const links: ContentLink[] = [];
  const keepLinks = (file: string, hrefs: string[]) => {
    for (const href of hrefs) links.push({ file, href });
  };
  /** A data collection's files, each checked against the collection's schema. */
  const data = <T>(name: CollectionName) =>
    Object.entries(sources[name]).map(([file, value]) => {
      keepLinks(file, hrefsIn(value));
      return { file, value: parseWith(file, collections[name].schema as z.ZodType<T>, value) };
    });
  const slugIn = <T extends string>(name: CollectionName, file: string, given?: string) =>
    slugOf(file, (collections[name].slug ?? slugSchema) as z.ZodType<T>, given);
  const pathOf = (name: CollectionName, ...slugs: string[]) => collections[name].path?.(...slugs) ?? '';

  const authors = data<Author[]>('authors').flatMap(({ value }) => value);
  /** the slugs of every collection, for the fields that name entries of another */
  const known = Object.fromEntries(
    (Object.keys(collections) as CollectionName[]).map((name) => [
      name,
      new Set(
        name === 'authors' ? authors.map((author) => author.slug) : Object.keys(sources[name]).map(baseName),
      ),
    ]),
  ) as Record<CollectionName, Set<string>>;
  /** Fails naming the file when a field names an entry its collection does not have. */
  const checkReferences = (name: CollectionName, file: string, value: unknown) => {
    const references: Partial<Record<string, CollectionName>> = collections[name].references ?? {};
    const problems = Object.entries(references).flatMap(([field, target = name]) =>
      valuesAt(value, field)
        .filter((item) => !known[target].has(item))
        .map((item) => `${field}: no "${item}" in ${target}`),
    );
    if (problems.length) throw new ContentError(file, problems);
  };

  const markdown = <T>(name: CollectionName, file: string, raw: unknown) => {
    const parsed = parseMarkdown(file, raw as string);
    const front = parseWith(file, collections[name].schema as z.ZodType<T>, parsed.data);
    checkReferences(name, file, front);
    keepLinks(file, parsed.links);
    return { parsed, front };
  };

  return { sources, links, keepLinks, data, slugIn, pathOf, authors, checkReferences, markdown };
}

type ContentReader = ReturnType<typeof contentReader>;

/** The blog's posts, newest first, each with its author and its reading time. */
function readPosts(reader: ContentReader): Post[] {
  const findAuthor = byKey(reader.authors, (author) => author.slug);
  const posts = Object.entries(reader.sources.posts).map(([file, raw]): Post => {
    const slug = reader.slugIn('posts', file);
    const { parsed, front } = reader.markdown<PostFrontMatter>('posts', file, raw);
    return {
      ...front,
      slug,
      path: reader.pathOf('posts', slug),
      authorProfile: findAuthor(front.author) as Author,
      words: parsed.words,
      readingMinutes: readingMinutes(parsed.words),
      html: parsed.html,
      headings: parsed.headings,
    };
  });
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The posts' tags with how many posts carry each, most used first. */
function countTags(posts: readonly Post[]): SiteContent['tags'] {
  const tagCounts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  return [...tagCounts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** The privacy policy and the terms, each a route of its own, their sections numbered in order. */
function readLegal(reader: ContentReader): SiteContent['legal'] {
  const legalDocs = Object.entries(reader.sources.legal).map(([file, raw]): LegalDocument => {
    const slug = reader.slugIn('legal', file) as LegalDocument['slug'];
    const { parsed, front } = reader.markdown<LegalFrontMatter>('legal', file, raw);
    const sections = parsed.headings.filter((heading) => heading.depth === 2);
    const misnumbered = sections.flatMap((section, index) =>
      section.text.startsWith(`${index + 1}. `)
        ? []
        : [`section "${section.text}" should start with "${index + 1}. "`],
    );
    if (misnumbered.length) throw new ContentError(file, misnumbered);
    return {
      ...front,
      slug,
      path: routedPath(file, reader.pathOf('legal', slug)),
      html: parsed.html,
      sections,
    };
  });
  requireAll('legal', reader.sources.legal, ['privacy', 'terms-of-service']);
  return Object.fromEntries(legalDocs.map((doc) => [doc.slug, doc])) as SiteContent['legal'];
}

/** Every module's page, each a route of its own, in the modules' order. */
function readModules(reader: ContentReader): ModulePage[] {
  requireAll('modules', reader.sources.modules, moduleSlugs);
  const modules = reader
    .data<Omit<ModulePage, 'slug' | 'path'>>('modules')
    .map(({ file, value }): ModulePage => {
      const slug = reader.slugIn<ModuleSlug>('modules', file);
      reader.checkReferences('modules', file, value);
      const problems = [
        ...(slug === 'ai-form' && (value.steps?.length ?? 0) < 4
          ? ['steps: upload, extract, review and import']
          : []),
        ...(slug === 'module-training' && !value.courses?.length ? ['courses: the training catalog'] : []),
        ...(slug === 'module-training' && !value.certifications?.length
          ? ['certifications: the levels']
          : []),
        ...value.connections
          .filter((link) => link.module === slug)
          .map(() => 'connections: a module connects to others'),
      ];
      if (problems.length) throw new ContentError(file, problems);
      return { ...value, slug, path: routedPath(file, reader.pathOf('modules', slug)) };
    });
  return inSlugOrder(modules, moduleSlugs);
}

/** A data collection whose entries are named by their file: each with its slug and its page's path. */
function readEntries<T extends { slug: string; path: string }>(reader: ContentReader, name: CollectionName) {
  return reader.data<Omit<T, 'slug' | 'path'>>(name).map(({ file, value }) => {
    const slug = reader.slugIn(name, file);
    reader.checkReferences(name, file, value);
    return { ...value, slug, path: reader.pathOf(name, slug) } as T;
  });
}

/** A collection that has an entry for each of `slugs` (its folder fails naming the missing), in their order. */
function readEvery<T extends { slug: string; path: string }>(
  reader: ContentReader,
  name: CollectionName,
  folder: string,
  slugs: readonly T['slug'][],
): T[] {
  requireAll(folder, reader.sources[name], slugs);
  return inSlugOrder(readEntries<T>(reader, name), slugs);
}

/** Each integration's page for one business process: its folder names the integration, its file the process. */
function readIntegrationProcesses(reader: ContentReader): IntegrationProcess[] {
  const name = 'integrationProcesses';
  return reader
    .data<Omit<IntegrationProcess, 'integration' | 'process' | 'path'>>(name)
    .map(({ file, value }): IntegrationProcess => {
      const process = reader.slugIn(name, file);
      const integration = reader.slugIn(name, file, file.split('/').at(-2));
      reader.checkReferences(name, file, { integration, process });
      return { ...value, integration, process, path: reader.pathOf(name, integration, process) };
    });
}

/** The files of src/content/pages, each checked against the schema it brings, found by its name. */
function readPages(reader: ContentReader) {
  const pageFiles = Object.entries(reader.sources.pages).map(([file, source]) => {
    const { schema, data: value } = source as PageSource;
    reader.keepLinks(file, hrefsIn(value));
    reader.checkReferences('pages', file, value);
    return { name: baseName(file), file, value: parseWith(file, schema, value) };
  });
  const findPage = byKey(pageFiles, (item) => item.name);
  /** The page `name`, which must be there and checked against `schema`. */
  const page = <T>(name: string, schema: z.ZodType<T>) => {
    const found = findPage(name);
    if (!found) throw new ContentError(`src/content/pages/${name}.ts`, ['missing']);
    if ((reader.sources.pages[found.file] as PageSource).schema !== schema)
      throw new ContentError(found.file, [`not checked against ${name}'s schema`]);
    return found.value as T;
  };
  return { findPage, page };
}

/** The copy of the site's own pages and of what each kind of entry's page says around it. */
function pageCopy(page: ReturnType<typeof readPages>['page']) {
  return {
    home: page('home', homePageSchema),
    customers: page('customers', customersPageSchema),
    contact: page('contact', contactPageSchema),
    blogPage: page('blog', blogPageSchema),
    businessProcessesPage: page('business-processes', businessProcessesPageSchema),
    integrationsPage: page('integrations', integrationsPageSchema),
    caseStudyPage: page('case-study', caseStudyPageSchema),
    industryPage: page('industry', industryPageSchema),
    integrationPage: page('integration', integrationPageSchema),
    integrationProcessPage: page('integration-process', integrationProcessPageSchema),
    businessProcessPage: page('business-process', businessProcessPageSchema),
    blogPostPage: page('blog-post', blogPostPageSchema),
    modulePage: page('module', modulePageCopySchema),
    legalPage: page('legal', legalPageSchema),
    sitemapPage: page('sitemap', sitemapPageSchema),
  };
}

export function assembleContent(sources: ContentSources): SiteContent {
  const reader = contentReader(sources);
  const posts = readPosts(reader);
  const summaries: PostSummary[] = posts.map(({ html: _html, headings: _headings, ...summary }) => summary);
  const legal = readLegal(reader);
  const modules = readModules(reader);
  const integrations = readEntries<Integration>(reader, 'integrations').sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const processes = readEntries<BusinessProcess>(reader, 'processes');
  const integrationProcesses = readIntegrationProcesses(reader);
  const caseStudies = readEvery<CaseStudy>(reader, 'caseStudies', 'case-studies', caseStudySlugs);
  const industries = readEvery<Industry>(reader, 'industries', 'industries', industrySlugs);
  const { findPage, page } = readPages(reader);
  const copy = pageCopy(page);

  const findPair = byKey(integrationProcesses, (pair) => `${pair.integration}/${pair.process}`);
  return {
    authors: reader.authors,
    posts: summaries,
    post: byKey(posts, (post) => post.slug),
    tags: countTags(posts),
    postsTagged: (tag) => summaries.filter((post) => post.tags.includes(tag)),
    legal,
    modules,
    module: byKey(modules, (item) => item.slug),
    integrations,
    integration: byKey(integrations, (item) => item.slug),
    processes,
    process: byKey(processes, (item) => item.slug),
    integrationProcesses,
    integrationProcess: (integration, process) => findPair(`${integration}/${process}`),
    processesOf: (integration) => integrationProcesses.filter((pair) => pair.integration === integration),
    integrationsOf: (process) => integrationProcesses.filter((pair) => pair.process === process),
    caseStudies,
    caseStudy: byKey(caseStudies, (item) => item.slug),
    industries,
    industry: byKey(industries, (item) => item.slug),
    ...copy,
    page: (name) => findPage(name)?.value,
    links: reader.links,
  };
}

/**
 * Fails with the first file that links to a page the site does not have. `sitePaths` are every
 * page the site serves (the prerendered paths); query strings and #fragments are ignored.
 */
export function checkInternalLinks(content: Pick<SiteContent, 'links'>, sitePaths: Iterable<string>): void {
  const known = new Set(sitePaths);
  const broken = new Map<string, string[]>();
  for (const { file, href } of content.links) {
    if (!href.startsWith('/')) continue;
    const path = href.replace(/[?#].*$/, '') || '/';
    if (!known.has(path))
      broken.set(file, [...(broken.get(file) ?? []), `link to a page that does not exist: ${href}`]);
  }
  const [first] = broken;
  if (first) throw new ContentError(first[0], first[1]);
}
