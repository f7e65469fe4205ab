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
  CaseStudySlug,
  ContactPage,
  CustomersPage,
  HomePage,
  Industry,
  IndustryPageCopy,
  IndustrySlug,
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

export function assembleContent(sources: ContentSources): SiteContent {
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

  // Authors first: their slugs are in their file, and posts name one.
  const authors = data<Author[]>('authors').flatMap(({ value }) => value);
  const findAuthor = byKey(authors, (author) => author.slug);
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

  const posts: Post[] = Object.entries(sources.posts).map(([file, raw]) => {
    const slug = slugIn('posts', file);
    const { parsed, front } = markdown<PostFrontMatter>('posts', file, raw);
    return {
      ...front,
      slug,
      path: pathOf('posts', slug),
      authorProfile: findAuthor(front.author) as Author,
      words: parsed.words,
      readingMinutes: readingMinutes(parsed.words),
      html: parsed.html,
      headings: parsed.headings,
    };
  });
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const summaries: PostSummary[] = posts.map(({ html: _html, headings: _headings, ...summary }) => summary);
  const tagCounts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);

  const legalDocs = Object.entries(sources.legal).map(([file, raw]): LegalDocument => {
    const slug = slugIn('legal', file) as LegalDocument['slug'];
    const { parsed, front } = markdown<LegalFrontMatter>('legal', file, raw);
    const sections = parsed.headings.filter((heading) => heading.depth === 2);
    const misnumbered = sections.flatMap((section, index) =>
      section.text.startsWith(`${index + 1}. `)
        ? []
        : [`section "${section.text}" should start with "${index + 1}. "`],
    );
    if (misnumbered.length) throw new ContentError(file, misnumbered);
    return { ...front, slug, path: routedPath(file, pathOf('legal', slug)), html: parsed.html, sections };
  });
  requireAll('legal', sources.legal, ['privacy', 'terms-of-service']);
  const legal = Object.fromEntries(legalDocs.map((doc) => [doc.slug, doc])) as SiteContent['legal'];

  requireAll('modules', sources.modules, moduleSlugs);
  const modules = data<Omit<ModulePage, 'slug' | 'path'>>('modules').map(({ file, value }): ModulePage => {
    const slug = slugIn<ModuleSlug>('modules', file);
    checkReferences('modules', file, value);
    const problems = [
      ...(slug === 'ai-form' && (value.steps?.length ?? 0) < 4
        ? ['steps: upload, extract, review and import']
        : []),
      ...(slug === 'module-training' && !value.courses?.length ? ['courses: the training catalog'] : []),
      ...(slug === 'module-training' && !value.certifications?.length ? ['certifications: the levels'] : []),
      ...value.connections
        .filter((link) => link.module === slug)
        .map(() => 'connections: a module connects to others'),
    ];
    if (problems.length) throw new ContentError(file, problems);
    return { ...value, slug, path: routedPath(file, pathOf('modules', slug)) };
  });
  modules.sort((a, b) => moduleSlugs.indexOf(a.slug) - moduleSlugs.indexOf(b.slug));

  const integrations = data<Omit<Integration, 'slug' | 'path'>>('integrations').map(
    ({ file, value }): Integration => {
      const slug = slugIn('integrations', file);
      return { ...value, slug, path: pathOf('integrations', slug) };
    },
  );
  integrations.sort((a, b) => a.name.localeCompare(b.name));
  const findIntegration = byKey(integrations, (item) => item.slug);

  const processes = data<Omit<BusinessProcess, 'slug' | 'path'>>('processes').map(
    ({ file, value }): BusinessProcess => {
      const slug = slugIn('processes', file);
      return { ...value, slug, path: pathOf('processes', slug) };
    },
  );
  const findProcess = byKey(processes, (item) => item.slug);

  const integrationProcesses = data<Omit<IntegrationProcess, 'integration' | 'process' | 'path'>>(
    'integrationProcesses',
  ).map(({ file, value }): IntegrationProcess => {
    const process = slugIn('integrationProcesses', file);
    const integration = slugIn('integrationProcesses', file, file.split('/').at(-2));
    checkReferences('integrationProcesses', file, { integration, process });
    return { ...value, integration, process, path: pathOf('integrationProcesses', integration, process) };
  });

  requireAll('case-studies', sources.caseStudies, caseStudySlugs);
  const caseStudies = data<Omit<CaseStudy, 'slug' | 'path'>>('caseStudies').map(
    ({ file, value }): CaseStudy => {
      const slug = slugIn<CaseStudySlug>('caseStudies', file);
      checkReferences('caseStudies', file, value);
      return { ...value, slug, path: pathOf('caseStudies', slug) };
    },
  );
  caseStudies.sort((a, b) => caseStudySlugs.indexOf(a.slug) - caseStudySlugs.indexOf(b.slug));

  requireAll('industries', sources.industries, industrySlugs);
  const industries = data<Omit<Industry, 'slug' | 'path'>>('industries').map(({ file, value }): Industry => {
    const slug = slugIn<IndustrySlug>('industries', file);
    checkReferences('industries', file, value);
    return { ...value, slug, path: pathOf('industries', slug) };
  });
  industries.sort((a, b) => industrySlugs.indexOf(a.slug) - industrySlugs.indexOf(b.slug));

  const pageFiles = Object.entries(sources.pages).map(([file, source]) => {
    const { schema, data: value } = source as PageSource;
    keepLinks(file, hrefsIn(value));
    checkReferences('pages', file, value);
    return { name: baseName(file), file, value: parseWith(file, schema, value) };
  });
  const findPage = byKey(pageFiles, (item) => item.name);
  const page = <T>(name: string, schema: z.ZodType<T>) => {
    const found = findPage(name);
    if (!found) throw new ContentError(`src/content/pages/${name}.ts`, ['missing']);
    if ((sources.pages[found.file] as PageSource).schema !== schema)
      throw new ContentError(found.file, [`not checked against ${name}'s schema`]);
    return { file: found.file, value: found.value as T };
  };
  const home = page('home', homePageSchema);
  const customers = page('customers', customersPageSchema);
  const contact = page('contact', contactPageSchema);
  const blogPage = page('blog', blogPageSchema);
  const businessProcessesPage = page('business-processes', businessProcessesPageSchema);
  const integrationsPage = page('integrations', integrationsPageSchema);
  const caseStudyPage = page('case-study', caseStudyPageSchema);
  const industryPage = page('industry', industryPageSchema);
  const integrationPage = page('integration', integrationPageSchema);
  const integrationProcessPage = page('integration-process', integrationProcessPageSchema);
  const businessProcessPage = page('business-process', businessProcessPageSchema);
  const blogPostPage = page('blog-post', blogPostPageSchema);
  const modulePage = page('module', modulePageCopySchema);
  const legalPage = page('legal', legalPageSchema);
  const sitemapPage = page('sitemap', sitemapPageSchema);

  const findPost = byKey(posts, (post) => post.slug);
  const findPair = byKey(integrationProcesses, (pair) => `${pair.integration}/${pair.process}`);
  return {
    authors,
    posts: summaries,
    post: findPost,
    tags: [...tagCounts]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)),
    postsTagged: (tag) => summaries.filter((post) => post.tags.includes(tag)),
    legal,
    modules,
    module: byKey(modules, (item) => item.slug),
    integrations,
    integration: findIntegration,
    processes,
    process: findProcess,
    integrationProcesses,
    integrationProcess: (integration, process) => findPair(`${integration}/${process}`),
    processesOf: (integration) => integrationProcesses.filter((pair) => pair.integration === integration),
    integrationsOf: (process) => integrationProcesses.filter((pair) => pair.process === process),
    caseStudies,
    caseStudy: byKey(caseStudies, (item) => item.slug),
    industries,
    industry: byKey(industries, (item) => item.slug),
    home: home.value,
    customers: customers.value,
    contact: contact.value,
    blogPage: blogPage.value,
    businessProcessesPage: businessProcessesPage.value,
    integrationsPage: integrationsPage.value,
    caseStudyPage: caseStudyPage.value,
    industryPage: industryPage.value,
    integrationPage: integrationPage.value,
    integrationProcessPage: integrationProcessPage.value,
    businessProcessPage: businessProcessPage.value,
    blogPostPage: blogPostPage.value,
    modulePage: modulePage.value,
    legalPage: legalPage.value,
    sitemapPage: sitemapPage.value,
    page: (name) => findPage(name)?.value,
    links,
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
