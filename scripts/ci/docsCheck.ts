/**
 * The docs check: every repository path, npm script, file name, code name, cited section and
 * environment variable a doc names must exist, a file or folder named in prose where its sentence puts
 * it, and a name in a map (a code block without a language) in its entry's folder, so a doc that
 * outlives a rename fails a test (tests/scripts/ci/docsCheck.test.ts). Pure over a `Repository`;
 * `readRepository` builds the real one from the working tree.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Repository {
  /** Whether a path relative to the repository's root exists. */
  exists(relativePath: string): boolean;
  /** The names of package.json's scripts. */
  scripts: ReadonlySet<string>;
  /** Every upper-case identifier the code and configuration spell (environment variables among them). */
  codeIdentifiers: ReadonlySet<string>;
  /** Every file and folder, relative to the root (folders without a trailing slash). */
  paths: readonly string[];
  /**
   * Whether a file under `folder` (or `folder` itself, a file; any file but the docs for '') spells
   * `word` as a whole word.
   */
  spelledUnder(word: string, folder: string): boolean;
  /** The sections of a Markdown file (its headings and bold leads), or undefined when it has none. */
  sectionsOf(doc: string): ReadonlySet<string> | undefined;
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
const NPM_SCRIPT = /\bnpm (?:run ([\w:-]*\w)|(start|test)\b)/g;
/** SCREAMING_SNAKE names with at least one underscore: environment variables and constants. */
const SNAKE_NAME = /(?<![\w-])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\w-])/g;
/** A whole code span holding one upper-case word (`PORT`, `SOURCEMAP`). */
const CODE_SPAN_NAME = /`([A-Z][A-Z0-9_]{2,})`/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
/**
 * A name not anchored at the root, in prose or code: a folder (`startup/`, `graph/`) or a file of the
 * code's kinds (`main.tsx`, `screen/ScreenPane.tsx`).
 */
const RELATIVE_NAME =
  /(?<![\w./@~:-])[A-Za-z_][\w.-]*(?:\/[\w.-]+)*(?:\/(?![\w.*{<-])|\.(?:tsx?|mjs|js|json|md|svg|sh|html|css|sql|yml))(?![\w/])/g;
/** A code name of two or more capitalised words (`PageHero`, `SiteThemeProvider`), not an acronym. */
const CODE_NAME = /(?<![\w./@~:-])[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+(?![\w/-])/g;
/**
 * The words right after a name that place it in a folder: "in `src/app/`", "(in src/app/)", "inside
 * `src/lib/`", "beside `src/app/App.tsx`" (beside a file: in its folder).
 */
const PLACED_IN = new RegExp(
  String.raw`^[\`'"]?\)?,?\s+\(?(?:(?:lives|sits|is|are|stays)\s+)?(?:in|inside|under|beside)\s+(?:the\s+folder\s+)?\`?((?:${ROOT_FOLDERS.join('|')})/[^\s\`'"()\[\],;|]*)`,
);
/**
 * A code span holding one code name: of two or more capitalised words (`PageHero`, not `Reload`), or a
 * function as it is called (`loadContent()`, `call(operationId, input)`).
 */
const CODE_SPAN_CODE_NAME = /`(?:([A-Z][a-z]+(?:[A-Z][a-z0-9]+)+)|([a-z][A-Za-z0-9]+)\([^`]*\))`/g;
/** A doc and one of its sections: `docs/server.md`, "Limits"; [content.md](content.md), "Pictures"; README, "The map". */
const CITED_SECTION = /(README|[\w./-]+\.md)(?:\]\([^)\s]*\))?`?\)?,?\s+"([^"]+)"/g;
/** A path segment that is a placeholder, not a name: `{slug}`, `<flow>`, `*Actor.ts`, `NNNN-...`. */
const PLACEHOLDER = /[{}<>*]|\bNNNN\b/;

/** The part of a named path that must exist: up to (not including) its first placeholder segment. */
export function concretePart(named: string): string {
  const segments = named.split('/');
  const firstPlaceholder = segments.findIndex((segment) => PLACEHOLDER.test(segment));
  const kept = firstPlaceholder === -1 ? segments : segments.slice(0, firstPlaceholder);
  return kept.filter((segment) => segment !== '').join('/');
}

/** Names that are not the repository's: the product's spec beside it, and what the build and tests write. */
const NOT_IN_THE_REPOSITORY =
  /^(?:SPEC\.md|DESIGN\.md|dist\/.*|test-results\/.*|reports\/.*|mutation\.json|node_modules\/.*|assets\/|og\/|builds\/.*|routes\.json|_payload\.json|(?:[\w-]+\/)*index\.html|[24]0[04]\.html)$/;

/** The folder a line is about: that of the first repository path it names. */
function folderOf(lineText: string, repo: Repository): string | undefined {
  const [first] = lineText.match(REPO_PATH) ?? [];
  if (!first) return undefined;
  const concrete = concretePart(first.replace(/[.:]+$/, ''));
  if (concrete === '.ci/run') return undefined;
  const isFolder = first.endsWith('/') || repo.paths.some((known) => known.startsWith(`${concrete}/`));
  return isFolder ? concrete : path.posix.dirname(concrete);
}

/**
 * Whether `name` is at `folder/name` or anywhere below `folder` (anywhere at all without a folder). A
 * file at the root (`package.json`) counts wherever it is named.
 */
function existsWhereSaid(name: string, folder: string | undefined, repo: Repository): boolean {
  const wanted = name.replace(/\/$/, '');
  if (NOT_IN_THE_REPOSITORY.test(name) || (!name.endsWith('/') && repo.paths.includes(wanted))) return true;
  return repo.paths.some(
    (known) =>
      (folder === undefined || known.startsWith(`${folder}/`)) &&
      (known === wanted || known.endsWith(`/${wanted}`)) &&
      // `name/` names a folder: something must be inside it.
      (!name.endsWith('/') || repo.paths.some((inside) => inside.startsWith(`${known}/`))),
  );
}

/** Prose or code with its links, web addresses and root-anchored paths blanked (same length, same places). */
function withoutPathsAndLinks(text: string): string {
  const blank = (match: string) => ' '.repeat(match.length);
  return text
    .replace(/https?:\/\/\S+/g, blank)
    .replace(MARKDOWN_LINK, blank)
    .replace(REPO_PATH, blank);
}

/** A sentence's end: a full stop, question or exclamation mark before a space or the end of its line. */
const SENTENCE_END = /[.!?](?=\s|$)/g;
/** A line that starts a unit of its own: a heading, a list item, a table row, a quote. */
const UNIT_START = /^\s*(?:#|[-*+] |\d+\. |\||>)/;

interface ProseSentence {
  /** The sentence's pieces, one per line it spans: the line's index and the piece's text. */
  pieces: { line: number; text: string }[];
}

/**
 * The sentences of a doc's prose, in order, each with the lines it spans. A sentence ends at a full
 * stop (or ! ?) followed by a space, at a blank line, and where a heading, list item or table row starts.
 */
function proseSentences(lines: readonly string[], isProse: (index: number) => boolean): ProseSentence[] {
  const sentences: ProseSentence[] = [];
  let current: ProseSentence | undefined;
  const close = () => {
    if (current) sentences.push(current);
    current = undefined;
  };
  lines.forEach((lineText, line) => {
    if (!isProse(line) || lineText.trim() === '' || UNIT_START.test(lineText)) close();
    if (!isProse(line)) return;
    let from = 0;
    for (const end of lineText.matchAll(SENTENCE_END)) {
      const to = end.index + 1;
      current ??= { pieces: [] };
      current.pieces.push({ line, text: lineText.slice(from, to) });
      // "e.g." and file names ("main.tsx.") aside, a full stop followed by a space ends the sentence.
      close();
      from = to;
    }
    if (from < lineText.length) {
      current ??= { pieces: [] };
      current.pieces.push({ line, text: lineText.slice(from) });
    }
    // A table row is a unit of its own even without a full stop.
    if (/^\s*\|/.test(lineText)) close();
  });
  close();
  return sentences;
}

/** Every problem of one doc; `docPath` is relative to the root (links resolve against its folder). */
export function checkDoc(docPath: string, text: string, repo: Repository): DocProblem[] {
  const problems: DocProblem[] = [];
  const lines = text.split('\n');
  const inCode = codeLines(lines);
  const reportAt = (index: number, problem: string) =>
    problems.push({ doc: docPath, line: index + 1, problem });
  const checkName = (name: string, folder: string | undefined, index: number) => {
    if (!existsWhereSaid(name, folder, repo))
      reportAt(
        index,
        folder ? `names ${name} in ${folder}/, which has none` : `names ${name}, which does not exist`,
      );
  };

  // In a code block (a map of the tree), a line is about the folder it starts with, and a continuation
  // line about its entry's.
  let blockFolder: string | undefined;
  /** Whether the open block is a map: a fence without a language (code examples name theirs). */
  let mapFence = false;
  /** The files a code example writes itself (`cat > proxy.mjs`): they exist when it runs. */
  let written = new Set<string>();
  lines.forEach((lineText, index) => {
    if (!inCode[index]) return;
    if (lineText.trimStart().startsWith('```')) {
      blockFolder = undefined;
      mapFence = lineText.trim() === '```';
      written = new Set();
      for (let below = index + 1; below < lines.length && inCode[below]; below += 1)
        for (const [, file = ''] of (lines[below] ?? '').matchAll(/>\s*([\w./-]+)/g)) written.add(file);
      return;
    }
    // A map's entry starts at the line's start, after its floor's number in a list of floors.
    if (/^(?:\S|\s*\d+\s)/.test(lineText)) blockFolder = folderOf(lineText, repo);
    const rest = withoutPathsAndLinks(lineText);
    for (const [name] of rest.matchAll(RELATIVE_NAME))
      if (!written.has(name)) checkName(name, blockFolder, index);
    // A map's code names (`PageHero`, `SiteContent`) are spelled by the code of the folder it puts them in.
    if (mapFence && blockFolder)
      for (const [name] of rest.matchAll(CODE_NAME))
        if (!repo.spelledUnder(name, blockFolder))
          reportAt(index, `names ${name} in ${blockFolder}/, which has none`);
  });

  // In prose, a name is resolved against the folder its sentence is about at that point: the folder
  // the words right after it place it in ("`main.tsx` in `src/app/`"), else that of the nearest
  // repository path before it in the sentence (anywhere in the repository when there is none).
  for (const sentence of proseSentences(lines, (index) => !inCode[index])) {
    const whole = sentence.pieces.map((piece) => piece.text).join(' ');
    const paths = [...whole.matchAll(REPO_PATH)].map((match) => ({
      at: match.index,
      folder: folderOf(match[0], repo),
    }));
    let offset = 0;
    for (const piece of sentence.pieces) {
      for (const match of withoutPathsAndLinks(piece.text).matchAll(RELATIVE_NAME)) {
        const at = offset + match.index;
        const placed = PLACED_IN.exec(whole.slice(at + match[0].length));
        const about = placed?.[1]
          ? folderOf(placed[1], repo)
          : paths.findLast((named) => named.at < at)?.folder;
        checkName(match[0], about, piece.line);
      }
      // A code span holding one code name (`PageHero`) names something the code spells. Prose turns
      // from folder to folder in one sentence, so the name may be anywhere in the code.
      for (const [, component, called] of piece.text.matchAll(CODE_SPAN_CODE_NAME)) {
        const name = component ?? called ?? '';
        if (!repo.spelledUnder(name, '')) reportAt(piece.line, `names ${name}, which no code spells`);
      }
      offset += piece.text.length + 1;
    }
  }

  lines.forEach((lineText, index) => {
    if (lineText.trimStart().startsWith('```')) return;
    const report = (problem: string) => reportAt(index, problem);
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
    for (const [, target = ''] of lineText.matchAll(MARKDOWN_LINK)) {
      // Web addresses, fragments and the site's own paths (`/pricing`) are not repository files.
      if (/^(?:[a-z]+:|#|\/)/.test(target)) continue;
      const file = target.replace(/#.*$/, '');
      const linked = path.posix.normalize(path.posix.join(path.posix.dirname(docPath), file));
      if (!repo.exists(linked)) report(`links to ${target}, which does not exist`);
    }
  });
  checkCitedSections(docPath, text, lines, repo, reportAt);
  return problems.sort((first, second) => first.line - second.line);
}

/** Which lines are in a code block, its fences included. */
function codeLines(lines: readonly string[]): boolean[] {
  let insideFence = false;
  return lines.map((lineText) => {
    if (!lineText.trimStart().startsWith('```')) return insideFence;
    insideFence = !insideFence;
    return true;
  });
}

/** A section cited by its name (`docs/server.md`, "Limits") is a heading or a bold lead of that doc. */
function checkCitedSections(
  docPath: string,
  text: string,
  lines: readonly string[],
  repo: Repository,
  reportAt: (index: number, problem: string) => void,
): void {
  const lineStarts: number[] = [];
  lines.reduce((start, lineText) => {
    lineStarts.push(start);
    return start + lineText.length + 1;
  }, 0);
  for (const match of text.matchAll(CITED_SECTION)) {
    const [, cited = '', section = ''] = match;
    const target =
      cited === 'README' || cited === 'README.md' || cited.startsWith('docs/')
        ? cited.replace(/^README$/, 'README.md')
        : path.posix.normalize(path.posix.join(path.posix.dirname(docPath), cited));
    const sections = repo.sectionsOf(target);
    const name = section.replace(/\s+/g, ' ').replace(/\.$/, '');
    if (sections && !sections.has(name))
      reportAt(
        lineStarts.findLastIndex((start) => start <= match.index),
        `cites "${name}" of ${target}, which has no such section`,
      );
  }
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
    // Build output, caches and tool state (dot folders) are not the repository's.
    if (SKIPPED_FOLDERS.has(entry.name) || (entry.isDirectory() && entry.name.startsWith('.'))) continue;
    const relativePath = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) walk(root, relativePath, visit);
    else visit(relativePath);
  }
}

/** The repository at `root` as the check sees it. */
export function readRepository(root: string): Repository {
  const codeIdentifiers = new Set<string>();
  const paths: string[] = ['.ci', '.ci/run'];
  const readIdentifiers = (relativePath: string) => {
    const text = readFileSync(path.join(root, relativePath), 'utf8');
    for (const [name] of text.matchAll(/[A-Z][A-Z0-9_]{2,}/g)) codeIdentifiers.add(name);
  };
  walk(root, '', (relativePath) => {
    paths.push(relativePath);
    for (let folder = path.posix.dirname(relativePath); folder !== '.'; folder = path.posix.dirname(folder))
      paths.push(folder);
    const base = path.posix.basename(relativePath);
    // The docs themselves and generated data do not count as something that reads a variable.
    if (CODE_FILE.test(base) && !relativePath.startsWith('docs/') && base !== 'package-lock.json') {
      readIdentifiers(relativePath);
    }
  });
  readIdentifiers('.ci/run');
  const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const textOf = new Map<string, string>();
  const read = (file: string) => {
    if (!textOf.has(file)) textOf.set(file, readFileSync(path.join(root, file), 'utf8'));
    return textOf.get(file) ?? '';
  };
  const files = paths.filter((known) => /\.(?:ts|tsx|mjs|json|md|html|css|sql)$/.test(known));
  return {
    spelledUnder: (word, folder) => {
      const spelled = new RegExp(`\\b${word}\\b`);
      return files.some(
        (file) =>
          // The whole repository when no folder is given, but the docs, which would spell their own
          // names, and this check's test, which spells false ones on purpose.
          (folder === ''
            ? !file.startsWith('docs/') && file !== 'README.md' && file !== OWN_TEST
            : file === folder || file.startsWith(`${folder}/`)) &&
          (spelled.test(file) || spelled.test(read(file))),
      );
    },
    sectionsOf: (doc) => {
      if (!doc.endsWith('.md') || !existsSync(path.join(root, doc))) return undefined;
      const text = read(doc);
      return new Set([
        ...[...text.matchAll(/^#+ (.+)$/gm)].map((match) => (match[1] ?? '').trim()),
        ...[...text.matchAll(/\*\*([^*]+?)\.?\*\*/g)].map((match) => match[1] ?? ''),
      ]);
    },
    exists: (relativePath) => existsSync(path.join(root, relativePath)),
    scripts: new Set(Object.keys(packageJson.scripts)),
    codeIdentifiers,
    paths: [...new Set(paths)],
  };
}

const OWN_TEST = 'tests/scripts/ci/docsCheck.test.ts';

/** README.md, `.env.example` (its comments are prose) and every Markdown file under docs/, relative to the root. */
export function docPaths(root: string): string[] {
  const found = ['README.md', '.env.example'];
  walk(root, 'docs', (relativePath) => {
    if (relativePath.endsWith('.md')) found.push(relativePath);
  });
  return found.sort();
}
