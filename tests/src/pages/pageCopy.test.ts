import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * A page's words live in src/content (docs/content.md): a page module renders them, it types none.
 * This reads every page and data module's syntax tree for English a visitor would see or hear: JSX text, and
 * string or template text that reads as words (a capitalised word, or two words).
 */

const pagesDir = path.resolve(__dirname, '../../../src/pages');

/** Props and keys whose strings are styling, structure or machine names, never words a visitor reads. */
const NOT_COPY = new Set([
  'sx',
  'variant',
  'color',
  'component',
  'id',
  'tone',
  'align',
  'href',
  'rel',
  'target',
  'type',
  'size',
  'key',
  'action',
  '@type',
  '@context',
]);

/** Reads as words: a capitalised word ("Leadership") or two words ("the module", "Read the "). */
const readsAsWords = (text: string) =>
  /^\s*[A-Z][a-z]/.test(text) || /[A-Za-z]{2,}[\s’'][A-Za-z]{2,}/.test(text);

interface TypedCopy {
  line: number;
  text: string;
}

type Node = { type?: string; start?: number; [key: string]: unknown };

const nameOf = (node: unknown): string | undefined => {
  const named = node as { name?: unknown; value?: unknown } | undefined;
  if (typeof named?.name === 'string') return named.name;
  if (typeof named?.value === 'string') return named.value;
  return undefined;
};

/** The English typed into one module's JSX and strings, outside the errors it throws. */
function typedCopy(code: string, file = 'page.tsx'): TypedCopy[] {
  const { program } = parseSync(file, code, { lang: 'tsx' });
  const found: TypedCopy[] = [];
  const report = (node: Node, text: string) =>
    found.push({ line: code.slice(0, node.start ?? 0).split('\n').length, text: text.trim() });
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(walk);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (node.type === 'ImportDeclaration' || node.type?.startsWith('TS')) return;
    if (node.type === 'JSXAttribute' && NOT_COPY.has(nameOf(node.name) ?? '')) return;
    if (node.type === 'Property' && NOT_COPY.has(nameOf(node.key) ?? '')) return;
    // An error the build throws is read by the developer who broke it, not by a visitor.
    if (node.type === 'NewExpression' && /Error$/.test(nameOf(node.callee) ?? '')) return;
    if (node.type === 'JSXText' && /[A-Za-z]/.test(node.value as string)) report(node, node.value as string);
    if (node.type === 'Literal' && typeof node.value === 'string' && readsAsWords(node.value))
      report(node, node.value);
    const raw = (node.value as { raw?: unknown } | undefined)?.raw;
    if (node.type === 'TemplateElement' && typeof raw === 'string' && readsAsWords(raw)) report(node, raw);
    for (const [key, child] of Object.entries(node)) if (key !== 'parent') walk(child);
  };
  walk(program);
  return found;
}

/** The pages and the data modules beside them: a data module passes words on, it types none either. */
const pageModules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageModules(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('typedCopy', () => {
  it('finds words typed as JSX text, as a prop, in a call to action and in a template', () => {
    const planted = [
      'export default function Planted({ name }: { name: string }) {',
      '  return (',
      '    <Section heading="Our story" tone="muted">',
      '      <Typography variant="h3">Sound familiar?</Typography>',
      "      <PageHero ctas={[{ label: 'Book a demo', action: 'book-demo' }]} />",
      `      <Link more={\`About \${name}\`}>{\`\${name} in figures\`}</Link>`,
      '      <Box component="nav" aria-label="Sections" />',
      "      <Cards more={name ?? 'the module'} />",
      '    </Section>',
      '  );',
      '}',
    ].join('\n');
    expect(typedCopy(planted).map((each) => each.text)).toEqual([
      'Our story',
      'Sound familiar?',
      'Book a demo',
      'About',
      'in figures',
      'Sections',
      'the module',
    ]);
  });

  it('leaves styling, structure, machine names, punctuation and words from data alone', () => {
    const clean = [
      "import { Section } from '@/components/sections/Section';",
      'export default function Clean({ data }: { data: { heading: string; items: string[] } }) {',
      '  return (',
      '    <Section id="story" heading={data.heading} tone="muted" sx={{ color: \'text.secondary\' }}>',
      '      <Typography variant="h3" component="p" color="primary.main">',
      "        {data.items.join(', ')} ({data.items.length})",
      '      </Typography>',
      "      <JsonLd data={{ '@context': 'https://schema.org', '@type': 'Organization' }} />",
      `      <Link href={\`#\${data.heading}\`} rel="noopener" target="_blank">{' · '}</Link>`,
      "      <PageHero ctas={[{ label: data.heading, action: 'start-free' }]} />",
      "      {data.items.length === 0 && throwIt(new Error('The page has no items'))}",
      '    </Section>',
      '  );',
      '}',
    ].join('\n');
    expect(typedCopy(clean)).toEqual([]);
  });
});

describe('page modules', () => {
  const files = pageModules(pagesDir);

  it('are found', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files.map((file) => [path.relative(pagesDir, file), file]))(
    '%s types no words: they come from its content',
    (_name, file) => {
      expect(typedCopy(readFileSync(file, 'utf8'), file)).toEqual([]);
    },
  );
});
