/**
 * Every collection of src/content, declared once (as Astro's `defineCollection`): where its files
 * are, the schema each file is checked against, how a file's name becomes its slug, the path of the
 * page it makes (from the route table), and which fields name entries of other collections.
 * src/content/load.ts reads the files, src/content/assemble.ts checks and links them; the rest of
 * the build reads the result through loadContent().
 */
import type { z } from '@contract/zod';
import { routes } from '@/lib/routing/paths';
import {
  authorSchema,
  caseStudySchema,
  caseStudySlugSchema,
  industrySchema,
  industrySlugSchema,
  integrationProcessSchema,
  integrationSchema,
  legalFrontMatterSchema,
  modulePageSchema,
  moduleSlugSchema,
  postFrontMatterSchema,
  processSchema,
  slugSchema,
} from './schema';

type Glob = Record<string, unknown>;

export type CollectionName =
  | 'authors'
  | 'posts'
  | 'legal'
  | 'modules'
  | 'integrations'
  | 'processes'
  | 'integrationProcesses'
  | 'caseStudies'
  | 'industries'
  | 'pages';

export interface Collection {
  /** its files, keyed "./blog/x.md" as import.meta.glob gives them (read at build time only) */
  files: () => Glob;
  /** Markdown with front matter (checked by the schema) and a body, or a TypeScript default export */
  format: 'markdown' | 'data';
  /** what each file holds; the pages collection's files bring their own (src/content/definePage.ts) */
  schema?: z.ZodType;
  /** what a file name may be: its slug */
  slug?: z.ZodType<string>;
  /** the path of the page an entry makes, from its slug(s) */
  path?: (...slugs: string[]) => string;
  /** field (dotted, through arrays) -> the collection whose slugs it holds */
  references?: Record<string, CollectionName>;
}

/** A page whose path is its slug (a module, a legal document): the route table has it as a route. */
const ownRoute = (slug: string) => `/${slug}`;

const defineCollection = (collection: Collection) => collection;

export const collections = {
  authors: defineCollection({
    files: () => import.meta.glob('./authors.ts', { import: 'default', eager: true }),
    format: 'data',
    schema: authorSchema.array().min(1),
  }),
  posts: defineCollection({
    files: () => import.meta.glob('./blog/*.md', { query: '?raw', import: 'default', eager: true }),
    format: 'markdown',
    schema: postFrontMatterSchema,
    slug: slugSchema,
    path: routes.blogPost.href,
    references: { author: 'authors' },
  }),
  legal: defineCollection({
    files: () => import.meta.glob('./legal/*.md', { query: '?raw', import: 'default', eager: true }),
    format: 'markdown',
    schema: legalFrontMatterSchema,
    slug: slugSchema,
    path: ownRoute,
  }),
  modules: defineCollection({
    files: () => import.meta.glob('./modules/*.ts', { import: 'default', eager: true }),
    format: 'data',
    schema: modulePageSchema,
    slug: moduleSlugSchema,
    path: ownRoute,
    references: { 'connections.module': 'modules', 'courses.module': 'modules' },
  }),
  integrations: defineCollection({
    files: () => import.meta.glob('./integrations/*.ts', { import: 'default', eager: true }),
    format: 'data',
    schema: integrationSchema,
    slug: slugSchema,
    path: routes.integration.href,
  }),
  processes: defineCollection({
    files: () => import.meta.glob('./processes/*.ts', { import: 'default', eager: true }),
    format: 'data',
    schema: processSchema,
    slug: slugSchema,
    path: routes.businessProcess.href,
  }),
  /** one file per integration and process: integration-processes/{integration}/{process}.ts */
  integrationProcesses: defineCollection({
    files: () => import.meta.glob('./integration-processes/*/*.ts', { import: 'default', eager: true }),
    format: 'data',
    schema: integrationProcessSchema,
    slug: slugSchema,
    path: routes.integrationProcess.href,
  }),
  caseStudies: defineCollection({
    files: () => import.meta.glob('./case-studies/*.ts', { import: 'default', eager: true }),
    format: 'data',
    schema: caseStudySchema,
    slug: caseStudySlugSchema,
    path: routes.caseStudy.href,
    references: { 'solution.integrations': 'integrations', 'solution.modules': 'modules' },
  }),
  industries: defineCollection({
    files: () => import.meta.glob('./industries/*.ts', { import: 'default', eager: true }),
    format: 'data',
    schema: industrySchema,
    slug: industrySlugSchema,
    path: routes.industry.href,
    references: { caseStudy: 'caseStudies' },
  }),
  /** one page's copy each, with its own schema: home, customers, contact, ... */
  pages: defineCollection({
    files: () => import.meta.glob('./pages/*.ts', { import: 'default', eager: true }),
    format: 'data',
    references: {
      'integrationsTeaser.featured': 'integrations',
      'caseStudyTeaser.caseStudy': 'caseStudies',
      caseStudies: 'caseStudies',
    },
  }),
} satisfies Record<CollectionName, Collection>;

/** The strings at a dotted field of a value, through arrays: "solution.integrations" of a case study. */
export function valuesAt(value: unknown, field: string): string[] {
  const [head, ...rest] = field.split('.');
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, field));
  if (!value || typeof value !== 'object' || head === undefined) return [];
  const inner = (value as Record<string, unknown>)[head];
  if (rest.length) return valuesAt(inner, rest.join('.'));
  return (Array.isArray(inner) ? inner : [inner]).filter((item): item is string => typeof item === 'string');
}
