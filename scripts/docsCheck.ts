/**
 * The docs check: every repository path, npm script, file name and environment variable a doc names
 * must exist, so a doc that outlives a rename fails a test (tests/scripts/docsCheck.test.ts).
 * Pure over a `Repository`; `readRepository` builds the real one from the working tree.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Repository {
  /** Whether a path relative to the repository's root exists. */
  exists(relativePath: string): boolean;
  /** The names of package.json's scripts. */
  scripts: ReadonlySet<string>;
  /** Base names of every source file (`*.ts`, `*.tsx`). */
  sourceFileNames: ReadonlySet<string>;
  /** Every upper-case identifier the code and configuration spell (environment variables among them). */
  codeIdentifiers: ReadonlySet<string>;
}

export interface DocProblem {
  doc: string;
  line: number;
  problem: string;
}

const ROOT_FOLDERS = ['src', 'server', 'scripts', 'tests', 'machines', 'contract', 'docs', 'public'];
/** A repository path: a root folder (or `.ci/run`) at a word's start, then path characters. */
const REPO_PATH = new RegExp(
  String.raw`(?<![\w./@~-])(?:(?:${ROOT_FOLDERS.join('|')})/[^\s\`'"()\[\],;|]*|\.ci/run\b)`,
  'g',
);
const NPM_SCRIPT = /\bnpm (?:run ([\w:-]+)|(start|test)\b)/g;
/** SCREAMING_SNAKE names with at least one underscore: environment variables and constants. */
const SNAKE_NAME = /(?<![\w-])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\w-])/g;
/** A whole code span holding one upper-case word (`PORT`, `SOURCEMAP`). */
const CODE_SPAN_NAME = /`([A-Z][A-Z0-9_]{2,})`/g;
/** A code span holding a bare source file name (`DeferredDialog.tsx`). */
const CODE_SPAN_FILE = /`([\w.-]+\.tsx?)`/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
/** A path segment that is a placeholder, not a name: `{slug}`, `<flow>`, `*Actor.ts`, `NNNN-...`. */
const PLACEHOLDER = /[{}<>*]|\bNNNN\b/;

/** The part of a named path that must exist: up to (not including) its first placeholder segment. */
export function concretePart(named: string): string {
  const segments = named.split('/');
  const firstPlaceholder = segments.findIndex((segment) => PLACEHOLDER.test(segment));
  const kept = firstPlaceholder === -1 ? segments : segments.slice(0, firstPlaceholder);
  return kept.filter((segment) => segment !== '').join('/');
}

/** Every problem of one doc; `docPath` is relative to the root (links resolve against its folder). */
export function checkDoc(docPath: string, text: string, repo: Repository): DocProblem[] {
  const problems: DocProblem[] = [];
  const lines = text.split('\n');
  lines.forEach((lineText, index) => {
    const report = (problem: string) => problems.push({ doc: docPath, line: index + 1, problem });
    for (const [match] of lineText.matchAll(REPO_PATH)) {
      const named = match.replace(/[.:]+$/, '');
      const concrete = concretePart(named);
      // A module may be named as it is imported, without its extension.
      const found = ['', '.ts', '.tsx'].some((extension) => repo.exists(`${concrete}${extension}`));
      if (!found) report(`names ${named}, which does not exist`);
    }
    for (const [, run, builtIn] of lineText.matchAll(NPM_SCRIPT)) {
      const script = run ?? builtIn ?? '';
      if (!repo.scripts.has(script)) report(`names npm script "${script}", which package.json lacks`);
    }
    const names = new Set([
      ...[...lineText.matchAll(SNAKE_NAME)].map((match) => match[0]),
      ...[...lineText.matchAll(CODE_SPAN_NAME)].map((match) => match[1] ?? ''),
    ]);
    for (const name of names) {
      if (!repo.codeIdentifiers.has(name)) report(`names ${name}, which no code reads or defines`);
    }
    for (const [, fileName = ''] of lineText.matchAll(CODE_SPAN_FILE)) {
      if (!repo.sourceFileNames.has(fileName)) report(`names ${fileName}, which no source file is called`);
    }
    for (const [, target = ''] of lineText.matchAll(MARKDOWN_LINK)) {
      // Web addresses, fragments and the site's own paths (`/pricing`) are not repository files.
      if (/^(?:[a-z]+:|#|\/)/.test(target)) continue;
      const file = target.replace(/#.*$/, '');
      const linked = path.posix.normalize(path.posix.join(path.posix.dirname(docPath), file));
      if (!repo.exists(linked)) report(`links to ${target}, which does not exist`);
    }
  });
  return problems;
}

const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  '.git',
  '.data',
  '.bench',
  'test-results',
  '.stryker-tmp',
  'reports',
]);
const CODE_FILE = /\.(?:ts|tsx|mjs|cjs|js|json)$/;

function walk(root: string, folder: string, visit: (relativePath: string) => void): void {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const relativePath = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) walk(root, relativePath, visit);
    else visit(relativePath);
  }
}

/** The repository at `root` as the check sees it. */
export function readRepository(root: string): Repository {
  const sourceFileNames = new Set<string>();
  const codeIdentifiers = new Set<string>();
  const readIdentifiers = (relativePath: string) => {
    const text = readFileSync(path.join(root, relativePath), 'utf8');
    for (const [name] of text.matchAll(/[A-Z][A-Z0-9_]{2,}/g)) codeIdentifiers.add(name);
  };
  walk(root, '', (relativePath) => {
    const base = path.posix.basename(relativePath);
    if (/\.tsx?$/.test(base)) sourceFileNames.add(base);
    // The docs themselves and generated data do not count as something that reads a variable.
    if (CODE_FILE.test(base) && !relativePath.startsWith('docs/') && base !== 'package-lock.json') {
      readIdentifiers(relativePath);
    }
  });
  readIdentifiers('.ci/run');
  const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return {
    exists: (relativePath) => existsSync(path.join(root, relativePath)),
    scripts: new Set(Object.keys(packageJson.scripts)),
    sourceFileNames,
    codeIdentifiers,
  };
}

/** README.md and every Markdown file under docs/, relative to the root. */
export function docPaths(root: string): string[] {
  const found = ['README.md'];
  walk(root, 'docs', (relativePath) => {
    if (relativePath.endsWith('.md')) found.push(relativePath);
  });
  return found.sort();
}
