import { describe, expect, it } from 'vitest';
import home from '../../../src/content/pages/home';
import {
  assembleContent,
  type ContentSources,
  checkInternalLinks,
  loadContent,
  type PageSource,
  readContentSources,
} from '../../../src/content/siteContent';
import { prerenderedPages } from '../../../src/pages/prerenderedPages';

/** Every page the build prerenders. */
const sitePaths = () => [...prerenderedPages(loadContent()).values()].flat().map((page) => page.path);

const withPost = (file: string, raw: string): ContentSources => {
  const sources = readContentSources();
  return { ...sources, posts: { ...sources.posts, [file]: raw } };
};

const validPost = (front: Record<string, string>, body: string) =>
  `---\n${Object.entries(front)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n${body}\n`;

const frontMatter = {
  title: 'Closing the books in a blizzard',
  description:
    'How a finance team closed the month on time while the office was snowed in, and what they changed afterwards.',
  date: '2026-11-20',
  author: 'maya-okafor',
  tags: '[finance]',
  cover: 'close-checklist',
};

describe('content', () => {
  it('loads, validates and cross-checks every content file', () => {
    const content = loadContent();
    expect(content.posts.length).toBeGreaterThanOrEqual(8);
    expect(content.integrations.length).toBeGreaterThanOrEqual(16);
    expect(content.processes.length).toBeGreaterThanOrEqual(10);
    expect(content.integrationProcesses.length).toBeGreaterThanOrEqual(12);
    expect(content.modules).toHaveLength(9);
  });

  it('rejects a post without a title, naming the file', () => {
    const { title: _title, ...untitled } = frontMatter;
    const file = 'src/content/blog/untitled.md';
    expect(() => assembleContent(withPost(file, validPost(untitled, 'Some text.')))).toThrow(
      /Content error in src\/content\/blog\/untitled\.md:\n {2}- title:/,
    );
  });

  it('rejects front matter that is not YAML, naming the file, every time', () => {
    const file = 'src/content/blog/bad-yaml.md';
    const sources = withPost(file, validPost({ ...frontMatter, title: 'Cash: the only fact' }, 'Text.'));
    for (let attempt = 0; attempt < 2; attempt++)
      expect(() => assembleContent(sources)).toThrow(
        /Content error in src\/content\/blog\/bad-yaml\.md:\n {2}- front matter:/,
      );
  });

  it('rejects an internal link to a page that does not exist, naming the file', () => {
    const file = 'src/content/blog/broken-link.md';
    const content = assembleContent(
      withPost(file, validPost(frontMatter, 'See [our prices](/no-such-page).')),
    );
    expect(() => checkInternalLinks(content, sitePaths())).toThrow(
      /Content error in src\/content\/blog\/broken-link\.md:\n {2}- link to a page that does not exist: \/no-such-page/,
    );
  });

  it('rejects a field that names an entry of another collection the content lacks, naming the file', () => {
    const sources = readContentSources();
    const file = 'src/content/case-studies/bluestreak.ts';
    const study = sources.caseStudies[file] as { solution: { integrations: string[] } };
    const broken = { ...study, solution: { ...study.solution, integrations: ['no-such-tool'] } };
    expect(() =>
      assembleContent({ ...sources, caseStudies: { ...sources.caseStudies, [file]: broken } }),
    ).toThrow(
      /Content error in src\/content\/case-studies\/bluestreak\.ts:\n {2}- solution\.integrations: no "no-such-tool" in integrations/,
    );
  });

  it('has no broken internal link in the real content', () => {
    expect(() => checkInternalLinks(loadContent(), sitePaths())).not.toThrow();
  });

  it('references existing integrations and processes in every pair, and lists each pair from both sides', () => {
    const content = loadContent();
    for (const pair of content.integrationProcesses) {
      expect(content.integration(pair.integration), pair.path).toBeDefined();
      expect(content.process(pair.process), pair.path).toBeDefined();
      expect(content.processesOf(pair.integration)).toContain(pair);
      expect(content.integrationsOf(pair.process)).toContain(pair);
    }
  });

  it('has posts of at least 500 words, each with headings and a list', () => {
    for (const post of loadContent().posts) {
      const full = loadContent().post(post.slug);
      expect(post.words, post.slug).toBeGreaterThanOrEqual(500);
      expect(full?.headings.length, post.slug).toBeGreaterThanOrEqual(2);
      expect(full?.html, post.slug).toMatch(/<(ul|ol)>/);
    }
  });

  it('gives every post a cover of the product it is about, drawn from a feature row’s fragment', () => {
    for (const post of loadContent().posts) {
      expect(post.cover, post.slug).toBe(`/blog/covers/${post.coverFragment}.svg`);
      expect(post.coverAlt, post.slug).toMatch(/^Aden’s .+ screen: .+\.$/);
    }
  });

  it('keeps the slugs that were already published', () => {
    const content = loadContent();
    for (const slug of [
      'automating-month-end-close',
      'inventory-forecasting-with-ai',
      'from-spreadsheets-to-systems',
    ])
      expect(content.post(slug)?.slug).toBe(slug);
    for (const slug of ['quickbooks', 'shopify', 'salesforce', 'gusto'])
      expect(content.integration(slug)).toBeDefined();
    for (const slug of ['order-to-cash', 'procure-to-pay', 'hire-to-retire', 'record-to-report'])
      expect(content.process(slug)).toBeDefined();
  });
});

describe('copy', () => {
  it('gives no home section a heading that repeats its eyebrow: the eyebrow names it, the heading says what it does', () => {
    const sections = Object.values(home.data as Record<string, unknown>).filter(
      (value): value is { eyebrow: string; heading: string } =>
        typeof value === 'object' && value !== null && 'eyebrow' in value && 'heading' in value,
    );
    expect(sections.length).toBeGreaterThanOrEqual(2);
    for (const { eyebrow, heading } of sections)
      expect(heading.toLowerCase()).not.toContain(eyebrow.toLowerCase());
  });

  /** Every string of a data file long enough to be a paragraph, with the file it sits in. */
  function paragraphs(value: unknown, file: string, found: [string, string][] = []): [string, string][] {
    if (typeof value === 'string' && value.length >= 120) found.push([value, file]);
    else if (Array.isArray(value)) for (const item of value) paragraphs(item, file, found);
    else if (value && typeof value === 'object')
      for (const item of Object.values(value)) paragraphs(item, file, found);
    return found;
  }

  it('repeats no paragraph across pages', () => {
    const sources = readContentSources();
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    // A page file is its schema and its data (src/content/definePage.ts): the copy is the data.
    for (const kind of [
      'modules',
      'integrations',
      'processes',
      'integrationProcesses',
      'caseStudies',
      'industries',
      'pages',
    ] as const)
      for (const [file, source] of Object.entries(sources[kind]))
        for (const [text, where] of paragraphs(
          kind === 'pages' ? (source as PageSource).data : source,
          file,
        )) {
          const first = seen.get(text);
          if (first && first !== where) repeats.push(`${where} repeats ${first}: ${text.slice(0, 60)}…`);
          seen.set(text, first ?? where);
        }
    expect(repeats).toEqual([]);
  });
});
