import {
  globSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path, { matchesGlob } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { parseAst } from 'vite';

/** One floor of the house: its folders import their own floor and the floors below, never one above. */
export interface Floor {
  folders: string[];
  /** What the floor holds, for the README's list of floors. */
  holds: string;
}

/**
 * The floors, bottom first, declared once: the import-graph test checks the code against them, and
 * biome.json's import rules and the README's list of floors against this list.
 */
export const floors: Floor[] = [
  { folders: ['contract'], holds: 'the API both sides agree on: schemas, endpoints, shared values' },
  {
    folders: ['machines', 'server'],
    holds: 'the statecharts and their coverage harness; the reference server',
  },
  { folders: ['src/lib'], holds: 'configuration, HTTP, state, loading toolkit, the lab link' },
  { folders: ['src/capture'], holds: 'presses before hydration: their capture, shell and replay' },
  { folders: ['src/content'], holds: 'every word and fact a page shows, checked by zod' },
  { folders: ['src/components', 'src/site'], holds: 'shared UI and sections; build-time page data' },
  { folders: ['src/theme'], holds: 'the MUI theme, its typeface and provider' },
  { folders: ['src/features'], holds: 'one folder per flow or area; a feature imports no other' },
  { folders: ['src/pages'], holds: 'one folder per route kind: its page and its build-time data' },
  { folders: ['src/app'], holds: 'the site: App, Layout, routes, app-wide actors, dialogs' },
  { folders: ['src/flow-lab'], holds: "the flow lab, a second app that shows the site's flows" },
  { folders: ['src/entry'], holds: 'the browser and prerender entries: they may import anything' },
  { folders: ['scripts'], holds: 'build, Vite plugins, generators, CI checks, the bench' },
];

/**
 * The server's own floors, bottom first: inside server/ too no import runs up. Each floor holds what
 * the ones above build on; the server's top-level modules compose them.
 */
export const serverFloors: Floor[] = [
  { folders: ['server/config'], holds: 'settings, connection limits, the clock, the log' },
  { folders: ['server/db'], holds: 'the database: opening, migrations, a module per table' },
  { folders: ['server/http'], holds: 'HTTP plumbing: errors, HTML, headers, bodies, client limits' },
  { folders: ['server/auth'], holds: 'passwords, codes, sessions, Google' },
  {
    folders: ['server/mail', 'server/forms', 'server/openapi', 'server/site'],
    holds: 'mail, form answers, the API docs page, the built site',
  },
  { folders: ['server/routes'], holds: 'the endpoints, a module per group, and what they depend on' },
  { folders: ['server'], holds: 'the app, the HTTP server and start-up, composed' },
];

/** The code the graph covers (tests are not code: nothing of it may import them). */
export const codeRoots = ['contract', 'machines', 'server', 'src', 'scripts'];

const root = path.resolve(import.meta.dirname, '../..');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A folder's modules, not those of a deeper folder that is a floor of its own. */
const pathOf = (folder: string) => `^${escapeRegExp(folder)}(/|$)`;

/** The floor of `list` a repository path stands on: the deepest declared folder that holds it. */
function floorIn(list: Floor[], file: string): number {
  let best = -1;
  let bestLength = -1;
  list.forEach((floor, index) => {
    for (const folder of floor.folders) {
      if ((file === folder || file.startsWith(`${folder}/`)) && folder.length > bestLength) {
        best = index;
        bestLength = folder.length;
      }
    }
  });
  return best;
}

/** The floor of the house a repository path stands on. */
export const floorOf = (file: string) => floorIn(floors, file);

/** dependency-cruiser's rules that keep every import of `list`'s folders on its floor or below. */
function upwardRules(list: Floor[]): IForbiddenRuleType[] {
  const allFolders = list.flatMap((floor) => floor.folders);
  const deeperOf = (folder: string) => allFolders.filter((other) => other.startsWith(`${folder}/`));
  // The folders of floor `index` or below that lie inside one of the `higher` folders.
  const lowerInside = (higher: string[], index: number) =>
    allFolders.filter(
      (other) => floorIn(list, other) <= index && higher.some((folder) => other.startsWith(`${folder}/`)),
    );
  return list.flatMap((floor, index) => {
    const higher = list.slice(index + 1).flatMap((above) => above.folders);
    if (higher.length === 0) return [];
    return floor.folders.map(
      (folder): IForbiddenRuleType => ({
        name: `up-from:${folder}`,
        severity: 'error',
        from: { path: pathOf(folder), pathNot: deeperOf(folder).map(pathOf) },
        to: { path: higher.map(pathOf), pathNot: lowerInside(higher, index).map(pathOf) },
      }),
    );
  });
}

/**
 * dependency-cruiser's rules for the floors: no import runs up a floor of the house or of the
 * server, none runs in a circle, none reaches tests/.
 */
export function floorRules(): IForbiddenRuleType[] {
  return [
    ...upwardRules(floors),
    ...upwardRules(serverFloors),
    { name: 'circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'code-imports-tests', severity: 'error', from: {}, to: { path: '(^|/)tests/' } },
  ];
}

const codeFile = /\.(ts|tsx|mts)$/;
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((entry) => {
    const relative = `${folder}/${entry}`;
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return codeFile.test(entry) && !entry.endsWith('.d.ts') ? [relative] : [];
  });
}

type AstNode = Record<string, unknown> & { type?: string };
const stringOf = (node: unknown) => {
  const literal = node as AstNode | undefined;
  return literal?.type === 'Literal' && typeof literal.value === 'string' ? literal.value : undefined;
};
const isImportMetaGlob = (callee: AstNode) => {
  const object = callee.object as AstNode | undefined;
  const property = callee.property as AstNode | undefined;
  return callee.type === 'MemberExpression' && object?.type === 'MetaProperty' && property?.name === 'glob';
};
const isNamedCall = (callee: AstNode, name: string) =>
  (callee.type === 'Identifier' && callee.name === name) ||
  (callee.type === 'MemberExpression' && (callee.property as AstNode | undefined)?.name === name);

/** The code files an `import.meta.glob` matches, as names relative to the file that globs. */
function globbedNames(patterns: string[], options: AstNode | undefined, file: string): string[] {
  const base = (options?.properties as AstNode[] | undefined)
    ?.filter((property) => (property.key as AstNode | undefined)?.name === 'base')
    .map((property) => stringOf(property.value))[0];
  const from = path.dirname(path.join(root, file));
  const folder = base === undefined ? from : path.join(root, base);
  const fromRoot = (pattern: string) =>
    pattern.startsWith('/') ? path.join(root, pattern) : path.join(folder, pattern);
  const excluded = patterns
    .filter((pattern) => pattern.startsWith('!'))
    .map((pattern) => fromRoot(pattern.slice(1)));
  return patterns
    .filter((pattern) => !pattern.startsWith('!'))
    .flatMap((pattern) => globSync(fromRoot(pattern)))
    .filter((match) => codeFile.test(match) && !excluded.some((skip) => matchesGlob(match, skip)))
    .map((match) => `./${path.relative(from, match).split(path.sep).join('/')}`);
}

/**
 * Every module a file names, as arrows of the import graph: static, dynamic and type-only imports,
 * re-exports, `import('…')` types, `declare module '…'` augmentations, the files an
 * `import.meta.glob` matches, and the modules a `ssrLoadModule` loads by name. A load whose name
 * cannot be read (neither a string nor a constant of this file) throws, so nothing escapes the check.
 */
export function importedNames(source: string, file: string): string[] {
  const names: string[] = [];
  const constants = new Map<string, string>();
  const loads: { argument: unknown }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as AstNode;
    const named = record.source as { type?: string; value?: unknown } | undefined;
    if (
      (record.type === 'ImportDeclaration' ||
        record.type === 'ExportAllDeclaration' ||
        record.type === 'ExportNamedDeclaration' ||
        record.type === 'ImportExpression' ||
        record.type === 'TSImportType') &&
      typeof named?.value === 'string'
    )
      names.push(named.value);
    if (record.type === 'TSModuleDeclaration') {
      const augmented = stringOf(record.id);
      if (augmented !== undefined) names.push(augmented);
    }
    if (record.type === 'VariableDeclarator') {
      const value = stringOf(record.init);
      const id = record.id as AstNode | undefined;
      if (value !== undefined && typeof id?.name === 'string') constants.set(id.name, value);
    }
    if (record.type === 'CallExpression') {
      const callee = record.callee as AstNode;
      const [first, second] = record.arguments as AstNode[];
      if (isImportMetaGlob(callee)) {
        const patterns =
          first?.type === 'ArrayExpression' ? (first.elements as unknown[]).map(stringOf) : [stringOf(first)];
        if (patterns.some((pattern) => pattern === undefined))
          throw new Error(`${file}: an import.meta.glob whose patterns are not strings`);
        names.push(...globbedNames(patterns as string[], second, file));
      }
      if (isNamedCall(callee, 'ssrLoadModule')) loads.push({ argument: first });
    }
    for (const [key, value] of Object.entries(record)) if (key !== 'parent') visit(value);
  };
  visit(parseAst(source, { lang: file.endsWith('x') ? 'tsx' : 'ts' }));
  for (const { argument } of loads) {
    const identifier = argument as AstNode | undefined;
    const name =
      stringOf(argument) ??
      (identifier?.type === 'Identifier' ? constants.get(identifier.name as string) : undefined);
    if (name === undefined) throw new Error(`${file}: a ssrLoadModule whose module is not named by a string`);
    // Vite's names start at the project root.
    names.push(name.startsWith('/') ? `./${path.relative(path.dirname(file), name.slice(1))}` : name);
  }
  return names;
}

/**
 * dependency-cruiser reads TypeScript only through the TypeScript 5 API, Babel 7 or SWC, none of
 * which this project has (TypeScript 7 has no JavaScript API). So each file is first reduced, with
 * Vite's TypeScript parser, to a module of bare imports (type-only ones included) in a scratch copy
 * of the tree, named `<file>.mjs`, and dependency-cruiser resolves and judges that copy.
 */
export async function cruiseFloors(planted: Record<string, string> = {}): Promise<ICruiseResult> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'aden-import-floors-'));
  try {
    for (const folder of codeRoots)
      for (const file of sourceFiles(folder)) {
        const names = importedNames(readFileSync(path.join(root, file), 'utf8'), file);
        const copy = path.join(scratch, `${file}.mjs`);
        mkdirSync(path.dirname(copy), { recursive: true });
        writeFileSync(
          copy,
          names.map((name) => `import ${JSON.stringify(name.replace(/\?.*$/, ''))};\n`).join(''),
        );
      }
    for (const [file, source] of Object.entries(planted)) {
      const copy = path.join(scratch, `${file}.mjs`);
      mkdirSync(path.dirname(copy), { recursive: true });
      writeFileSync(
        copy,
        importedNames(source, file)
          .map((name) => `import ${JSON.stringify(name)};\n`)
          .join(''),
      );
    }
    const cwd = process.cwd();
    process.chdir(scratch);
    try {
      const { output } = await cruise(
        codeRoots,
        {
          validate: true,
          ruleSet: { forbidden: floorRules() },
          doNotFollow: { path: 'node_modules' },
          exclude: { path: 'node_modules' },
        },
        {
          extensions: ['.ts.mjs', '.tsx.mjs', '.mts.mjs', '.mjs'],
          alias: {
            '@': path.join(scratch, 'src'),
            '@machines': path.join(scratch, 'machines'),
            '@contract': path.join(scratch, 'contract'),
          },
        },
      );
      if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result');
      return output;
    } finally {
      process.chdir(cwd);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** A repository path from one of the scratch copy's. */
export const sourcePath = (copy: string) => copy.replace(/\.mjs$/, '');

/** The violations as `rule: from -> to` lines (a circle lists its modules). */
export async function floorViolations(planted: Record<string, string> = {}): Promise<string[]> {
  const result = await cruiseFloors(planted);
  return result.summary.violations.map((violation) => {
    const circle = violation.cycle?.map((step) => sourcePath(step.name)).join(' -> ');
    return `${violation.rule.name}: ${sourcePath(violation.from)} -> ${circle ?? sourcePath(violation.to)}`;
  });
}

/** A list of floors as the README (the house's) and docs/server.md (the server's) print it, top first. */
export function renderFloors(list: Floor[] = floors): string {
  const names = list.map((floor) =>
    floor.folders.map((folder) => (folder.includes('.') ? folder : `${folder}/`)).join(', '),
  );
  const width = Math.max(...names.map((name) => name.length)) + 2;
  return list
    .map((floor, index) =>
      `${String(index + 1).padStart(2)}  ${(names[index] ?? '').padEnd(width)}${floor.holds}`.trimEnd(),
    )
    .reverse()
    .join('\n');
}

if (import.meta.main) {
  const lines = await floorViolations();
  console.log(lines.join('\n'));
  console.log(`${lines.length} violations`);
  process.exitCode = lines.length === 0 ? 0 : 1;
}
