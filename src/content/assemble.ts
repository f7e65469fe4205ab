/**
 * Turns the raw content files into the validated, cross-checked site content. Pure: it gets the
 * files' text or data keyed by their path (src/content/...), so tests can feed it broken files.
 * Every failure is a ContentError naming the file.
 */
import type { z } from 'zod';
import { routes } from '@/lib/paths';
import type { PageSource } from './definePage';
import { ContentError, describeIssues } from './errors';
import { FrontMatterError, type Heading, parseMarkdown as parseText, readingMinutes } from './markdown';
import {
  type Author,
  authorSchema,
  type BusinessProcess,
  type CaseStudy,
  type CaseStudySlug,
  type ContactPage,
  type CustomersPage,
  caseStudySchema,
  caseStudySlugSchema,
  caseStudySlugs,
  contactPageSchema,
  customersPageSchema,
  type HomePage,
  homePageSchema,
  type Industry,
  type IndustrySlug,
  type Integration,
  type IntegrationProcess,
  industrySchema,
  industrySlugSchema,
  industrySlugs,
  integrationProcessSchema,
  integrationSchema,
  type LegalFrontMatter,
  legalFrontMatterSchema,
  type ModulePage,
  type ModuleSlug,
  modulePageSchema,
  moduleSlugSchema,
  moduleSlugs,
  type PostFrontMatter,
  postFrontMatterSchema,
  processSchema,
  slugSchema,
} from './schema';

/** Files keyed by their path, e.g. "src/content/blog/automating-month-end-close.md". */
export type Files<T> = Record<string, T>;

export interface ContentSources {
  /** Markdown posts, raw text */
  posts: Files<string>;
  /** Markdown legal documents (privacy.md, terms-of-service.md), raw text */
  legal: Files<string>;
  /** each data module's default export */
  authors: Files<unknown>;
  modules: Files<unknown>;
  integrations: Files<unknown>;
  processes: Files<unknown>;
  /** keyed .../integration-processes/{integration}/{process}.ts */
  integrationProcesses: Files<unknown>;
  caseStudies: Files<unknown>;
  industries: Files<unknown>;
  /** pages/home.ts, pages/customers.ts, pages/contact.ts */
  pages: Files<unknown>;
}

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
    throw new ContentError(file, [`no route ${path} in src/lib/paths.ts`]);
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
  const data = <S extends z.ZodType>(files: Files<unknown>, schema: S) =>
    Object.entries(files).map(([file, value]) => {
      keepLinks(file, hrefsIn(value));
      return { file, value: parseWith(file, schema, value) };
    });

  // Authors first: posts name one.
  const authors = data(sources.authors, authorSchema.array().min(1)).flatMap(({ value }) => value);
  const findAuthor = byKey(authors, (author) => author.slug);

  const posts: Post[] = Object.entries(sources.posts).map(([file, raw]) => {
    const slug = slugOf(file, slugSchema);
    const parsed = parseMarkdown(file, raw);
    const front = parseWith(file, postFrontMatterSchema, parsed.data);
    const authorProfile = findAuthor(front.author);
    if (!authorProfile)
      throw new ContentError(file, [`author: no author "${front.author}" in src/content/authors.ts`]);
    keepLinks(file, parsed.links);
    return {
      ...front,
      slug,
      path: routes.blogPost.href(slug),
      authorProfile,
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
    const slug = slugOf(file, slugSchema) as LegalDocument['slug'];
    const parsed = parseMarkdown(file, raw);
    const front = parseWith(file, legalFrontMatterSchema, parsed.data);
    const sections = parsed.headings.filter((heading) => heading.depth === 2);
    const misnumbered = sections.flatMap((section, index) =>
      section.text.startsWith(`${index + 1}. `)
        ? []
        : [`section "${section.text}" should start with "${index + 1}. "`],
    );
    if (misnumbered.length) throw new ContentError(file, misnumbered);
    keepLinks(file, parsed.links);
    return { ...front, slug, path: routedPath(file, `/${slug}`), html: parsed.html, sections };
  });
  requireAll('legal', sources.legal, ['privacy', 'terms-of-service']);
  const legal = Object.fromEntries(legalDocs.map((doc) => [doc.slug, doc])) as SiteContent['legal'];

  requireAll('modules', sources.modules, moduleSlugs);
  const modules = data(sources.modules, modulePageSchema).map(({ file, value }): ModulePage => {
    const slug: ModuleSlug = slugOf(file, moduleSlugSchema);
    const problems = [
      ...(slug === 'ai-form' && (value.steps?.length ?? 0) < 4
        ? ['steps: upload, extract, review and import']
        : []),
      ...(slug === 'module-training' && !value.courses?.length ? ['courses: the training catalogue'] : []),
      ...(slug === 'module-training' && !value.certifications?.length ? ['certifications: the levels'] : []),
      ...value.connections
        .filter((link) => link.module === slug)
        .map(() => 'connections: a module connects to others'),
    ];
    if (problems.length) throw new ContentError(file, problems);
    return { ...value, slug, path: routedPath(file, `/${slug}`) };
  });
  modules.sort((a, b) => moduleSlugs.indexOf(a.slug) - moduleSlugs.indexOf(b.slug));

  const integrations = data(sources.integrations, integrationSchema).map(({ file, value }): Integration => {
    const slug = slugOf(file, slugSchema);
    return { ...value, slug, path: routes.integration.href(slug) };
  });
  integrations.sort((a, b) => a.name.localeCompare(b.name));
  const findIntegration = byKey(integrations, (item) => item.slug);

  const processes = data(sources.processes, processSchema).map(({ file, value }): BusinessProcess => {
    const slug = slugOf(file, slugSchema);
    return { ...value, slug, path: routes.businessProcess.href(slug) };
  });
  const findProcess = byKey(processes, (item) => item.slug);

  const integrationProcesses = data(sources.integrationProcesses, integrationProcessSchema).map(
    ({ file, value }): IntegrationProcess => {
      const process = slugOf(file, slugSchema);
      const integration = slugOf(file, slugSchema, file.split('/').at(-2));
      const problems = [
        ...(findIntegration(integration)
          ? []
          : [`no integration "${integration}" in src/content/integrations/`]),
        ...(findProcess(process) ? [] : [`no business process "${process}" in src/content/processes/`]),
      ];
      if (problems.length) throw new ContentError(file, problems);
      return { ...value, integration, process, path: routes.integrationProcess.href(integration, process) };
    },
  );

  requireAll('case-studies', sources.caseStudies, caseStudySlugs);
  const caseStudies = data(sources.caseStudies, caseStudySchema).map(({ file, value }): CaseStudy => {
    const slug: CaseStudySlug = slugOf(file, caseStudySlugSchema);
    const unknown = value.solution.integrations.filter((integration) => !findIntegration(integration));
    if (unknown.length)
      throw new ContentError(
        file,
        unknown.map((item) => `solution.integrations: no "${item}"`),
      );
    return { ...value, slug, path: routes.caseStudy.href(slug) };
  });
  caseStudies.sort((a, b) => caseStudySlugs.indexOf(a.slug) - caseStudySlugs.indexOf(b.slug));

  requireAll('industries', sources.industries, industrySlugs);
  const industries = data(sources.industries, industrySchema).map(({ file, value }): Industry => {
    const slug: IndustrySlug = slugOf(file, industrySlugSchema);
    return { ...value, slug, path: routes.industry.href(slug) };
  });
  industries.sort((a, b) => industrySlugs.indexOf(a.slug) - industrySlugs.indexOf(b.slug));

  const pageFiles = Object.entries(sources.pages).map(([file, source]) => {
    const { schema, data: value } = source as PageSource;
    keepLinks(file, hrefsIn(value));
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
  const unknownFeatured = home.value.integrationsTeaser.featured.filter((slug) => !findIntegration(slug));
  if (unknownFeatured.length)
    throw new ContentError(
      home.file,
      unknownFeatured.map((slug) => `integrationsTeaser.featured: no "${slug}"`),
    );
  const customers = page('customers', customersPageSchema);
  const contact = page('contact', contactPageSchema);

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
