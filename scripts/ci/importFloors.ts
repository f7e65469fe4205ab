import {
  existsSync,
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
  /** Which of the floor's parts import none of the others: its folders, or each subfolder of them. */
  apart?: 'folders' | 'subfolders';
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
    apart: 'folders',
  },
  { folders: ['src/lib'], holds: 'configuration, HTTP, state, loading toolkit, the lab link' },
  { folders: ['src/capture'], holds: 'presses before hydration: their capture, shell and replay' },
  { folders: ['src/content'], holds: 'every word and fact a page shows, checked by zod' },
  { folders: ['src/components', 'src/site'], holds: 'shared UI and sections; build-time page data' },
  { folders: ['src/theme'], holds: 'the MUI theme, its typeface and provider' },
  {
    folders: ['src/features'],
    holds: 'one folder per flow or area; a feature imports no other',
    apart: 'subfolders',
  },
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
    apart: 'folders',
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

/** dependency-cruiser's rules that keep the parts of a floor declared apart from importing each other. */
function apartRules(list: Floor[]): IForbiddenRuleType[] {
  return list.flatMap((floor) =>
    floor.folders.flatMap((folder): IForbiddenRuleType[] => {
      const name = `apart:${folder}`;
      const inside = `^${escapeRegExp(folder)}/`;
      if (floor.apart === 'subfolders')
        return [
          {
            name,
            severity: 'error',
            from: { path: `${inside}([^/]+)/` },
            to: { path: inside, pathNot: `${inside}$1/` },
          },
        ];
      const others = floor.folders.filter((other) => other !== folder).map(pathOf);
      if (floor.apart === 'folders')
        return [{ name, severity: 'error', from: { path: pathOf(folder) }, to: { path: others } }];
      return [];
    }),
  );
}

/**
 * dependency-cruiser's rules for the floors: no import runs up a floor of the house or of the
 * server, none runs between the parts of a floor declared apart, none runs in a circle, none
 * reaches tests/, and every name of the repository's own (relative or aliased) resolves: an arrow
 * the check cannot follow is one it cannot judge.
 */
export function floorRules(): IForbiddenRuleType[] {
  return [
    ...upwardRules(floors),
    ...upwardRules(serverFloors),
    ...apartRules(floors),
    ...apartRules(serverFloors),
    { name: 'circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'code-imports-tests', severity: 'error', from: {}, to: { path: '(^|/)tests/' } },
    {
      name: 'unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: `^(\\.|${Object.keys(aliases).map(escapeRegExp).join('|')})` },
    },
  ];
}

/** Every file of the code, declarations and plain JavaScript included: any of them can name a module. */
const codeFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((entry) => {
    const relative = `${folder}/${entry}`;
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return codeFile.test(entry) ? [relative] : [];
  });
}

/** The files the graph reads, as repository paths. */
export const codeFiles = () => codeRoots.flatMap(sourceFiles);

/** tsconfig.json's path aliases, as the folders they stand for. */
const aliases: Record<string, string> = {
  '@/': 'src/',
  '@machines/': 'machines/',
  '@contract/': 'contract/',
};
const aliasOf = (name: string) => Object.keys(aliases).find((prefix) => name.startsWith(prefix));
const globCharacters = /[*?[\]{}]/;

/** The repository path a name points at from `file`, or undefined when it names a package. */
function repositoryPath(name: string, file: string): string | undefined {
  const bare = name.replace(/\?.*$/, '');
  const alias = aliasOf(bare);
  if (alias !== undefined) return `${aliases[alias]}${bare.slice(alias.length)}`;
  return bare.startsWith('.') ? path.posix.join(path.posix.dirname(file), bare) : undefined;
}

type AstNode = Record<string, unknown> & { type?: string };
const stringOf = (node: unknown) => {
  const literal = node as AstNode | undefined;
  return literal?.type === 'Literal' && typeof literal.value === 'string' ? literal.value : undefined;
};
const isImportMeta = (node: unknown, property?: string) => {
  const member = node as AstNode | undefined;
  return (
    member?.type === 'MemberExpression' &&
    (member.object as AstNode | undefined)?.type === 'MetaProperty' &&
    (property === undefined || (member.property as AstNode | undefined)?.name === property)
  );
};
const isNamedCall = (callee: AstNode, name: string) =>
  (callee.type === 'Identifier' && callee.name === name) ||
  (callee.type === 'MemberExpression' && (callee.property as AstNode | undefined)?.name === name);

/**
 * The modules a glob names, relative to the file that globs: the files it matches (its `base` and
 * `!` patterns applied), or the pattern itself when it matches none, so its folder still counts.
 */
function globbedNames(patterns: string[], options: AstNode | undefined, file: string): string[] {
  const base = (options?.properties as AstNode[] | undefined)
    ?.filter((property) => (property.key as AstNode | undefined)?.name === 'base')
    .map((property) => stringOf(property.value))[0];
  const from = path.dirname(path.join(root, file));
  const folder = base === undefined ? from : path.join(root, base);
  const fromRoot = (pattern: string) => {
    const alias = aliasOf(pattern);
    if (alias !== undefined) return path.join(root, aliases[alias] ?? '', pattern.slice(alias.length));
    return pattern.startsWith('/') ? path.join(root, pattern) : path.join(folder, pattern);
  };
  const excluded = patterns
    .filter((pattern) => pattern.startsWith('!'))
    .map((pattern) => fromRoot(pattern.slice(1)));
  const relative = (target: string) => `./${path.relative(from, target).split(path.sep).join('/')}`;
  return patterns
    .filter((pattern) => !pattern.startsWith('!'))
    .flatMap((pattern) => {
      const matches = globSync(fromRoot(pattern)).filter(
        (match) => statSync(match).isFile() && !excluded.some((skip) => matchesGlob(match, skip)),
      );
      return matches.length > 0 ? matches.map(relative) : [relative(fromRoot(pattern))];
    });
}

/** A call or `new` that loads a module by a name computed at run time, and where that name starts. */
interface Load {
  /** The loader, as the error names it. */
  loader: string;
  argument: unknown;
  /** Vite's module runner names modules from the project's root; the others from the loading file. */
  fromRoot: boolean;
}

/** The calls that load a module by name: their function and where their names start. */
const loaders: { name: string; loader: string; fromRoot: boolean }[] = [
  { name: 'require', loader: 'a require', fromRoot: false },
  { name: 'ssrLoadModule', loader: 'a ssrLoadModule', fromRoot: true },
  { name: 'runnerImport', loader: 'a runnerImport', fromRoot: true },
  { name: 'viteImport', loader: 'a viteImport', fromRoot: true },
];

/** The modules a load names: a string, a constant of the file, or a template read as a glob. */
function loadedNames(load: Load, constants: Map<string, string>, file: string): string[] | undefined {
  const argument = load.argument as AstNode | undefined;
  const rooted = (name: string) =>
    (load.fromRoot || name.startsWith('/')) && aliasOf(name) === undefined
      ? `./${path.posix.relative(path.posix.dirname(file), name.replace(/^\//, ''))}`
      : name;
  const name =
    stringOf(argument) ??
    (argument?.type === 'Identifier' ? constants.get(argument.name as string) : undefined);
  if (name !== undefined) return [rooted(name)];
  if (argument?.type !== 'TemplateLiteral') return undefined;
  // `./pages/${name}.ts` loads any module the glob ./pages/*.ts matches, as Vite reads it.
  const pattern = (argument.quasis as { value: { cooked: string } }[])
    .map((quasi) => quasi.value.cooked)
    .join('*');
  if (!pattern.includes('*')) return [rooted(pattern)];
  const local = load.fromRoot || pattern.startsWith('.') || aliasOf(pattern) !== undefined;
  return local
    ? globbedNames([load.fromRoot ? `/${pattern.replace(/^\//, '')}` : pattern], undefined, file)
    : undefined;
}

/** `/// <reference path="…" />` and `/// <reference types="…" />` name modules too. */
const referenceDirective = /^\s*\/\/\/\s*<reference\s+(path|types)\s*=\s*["']([^"']+)["']/gm;

/**
 * Every module a file names, as arrows of the import graph: static, dynamic and type-only imports,
 * re-exports, `import x = require('…')`, `import('…')` types, `declare module '…'` augmentations,
 * reference directives, the files an `import.meta.glob` matches, the modules `require`, Vite's
 * module runner (`ssrLoadModule`, `runnerImport`, `viteImport`) and `new URL('…', import.meta.url)`
 * load by name, and a template's glob. A load whose name cannot be read (neither a string nor a
 * constant of this file) throws, so nothing escapes the check, except on the top floor: from there
 * no arrow can run up.
 */
export function importedNames(source: string, file: string): string[] {
  const names: string[] = [];
  const constants = new Map<string, string>();
  const loads: Load[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as AstNode;
    const named = stringOf(record.source);
    if (
      (record.type === 'ImportDeclaration' ||
        record.type === 'ExportAllDeclaration' ||
        record.type === 'ExportNamedDeclaration' ||
        record.type === 'TSImportType') &&
      named !== undefined
    )
      names.push(named);
    if (record.type === 'ImportExpression')
      loads.push({ loader: 'an import()', argument: record.source, fromRoot: false });
    if (record.type === 'TSExternalModuleReference')
      loads.push({ loader: 'an import = require', argument: record.expression, fromRoot: false });
    if (record.type === 'TSModuleDeclaration') {
      const augmented = stringOf(record.id);
      if (augmented !== undefined) names.push(augmented);
    }
    if (record.type === 'VariableDeclarator') {
      const value = stringOf(record.init);
      const id = record.id as AstNode | undefined;
      if (value !== undefined && typeof id?.name === 'string') constants.set(id.name, value);
    }
    if (record.type === 'NewExpression' && (record.callee as AstNode).name === 'URL') {
      const [first, second] = record.arguments as AstNode[];
      if (isImportMeta(second, 'url'))
        loads.push({ loader: 'a new URL(…, import.meta.url)', argument: first, fromRoot: false });
    }
    if (record.type === 'CallExpression') {
      const callee = record.callee as AstNode;
      const [first, second] = record.arguments as AstNode[];
      if (isImportMeta(callee, 'glob')) {
        const patterns =
          first?.type === 'ArrayExpression' ? (first.elements as unknown[]).map(stringOf) : [stringOf(first)];
        if (patterns.some((pattern) => pattern === undefined))
          throw new Error(`${file}: an import.meta.glob whose patterns are not strings`);
        names.push(...globbedNames(patterns as string[], second, file));
      }
      for (const { name, loader, fromRoot } of loaders)
        if (isNamedCall(callee, name)) loads.push({ loader, argument: first, fromRoot });
    }
    for (const [key, value] of Object.entries(record)) if (key !== 'parent') visit(value);
  };
  const script = /\.[cm]?jsx?$/.test(file);
  const jsx = file.endsWith('x');
  visit(parseAst(source, { lang: script ? (jsx ? 'jsx' : 'js') : jsx ? 'tsx' : 'ts' }));
  for (const [, kind, name] of source.matchAll(referenceDirective))
    if (name !== undefined) names.push(kind === 'path' && !name.startsWith('.') ? `./${name}` : name);
  const onTopFloor = floorOf(file) === floors.length - 1;
  for (const load of loads) {
    const loaded = loadedNames(load, constants, file);
    if (loaded === undefined && !onTopFloor)
      throw new Error(`${file}: ${load.loader} whose module is not named by a string`);
    names.push(...(loaded ?? []));
  }
  return names;
}

/** Writes the scratch copy of a file: a module of bare imports of the names it imports. */
function writeCopy(scratch: string, file: string, names: string[]) {
  const copy = path.join(scratch, `${file}.mjs`);
  mkdirSync(path.dirname(copy), { recursive: true });
  writeFileSync(copy, names.map((name) => `import ${JSON.stringify(name.replace(/\?.*$/, ''))};\n`).join(''));
}

/**
 * dependency-cruiser reads TypeScript only through the TypeScript 5 API, Babel 7 or SWC, none of
 * which this project has (TypeScript 7 has no JavaScript API). So each file is first reduced, with
 * Vite's TypeScript parser, to a module of bare imports (type-only ones included) in a scratch copy
 * of the tree, named `<file>.mjs`, and dependency-cruiser resolves and judges that copy. A file
 * outside the code (JSON, Markdown, a page of tests/) and a glob that matches nothing get an empty
 * copy, so that an arrow to them is judged by its path like any other.
 */
export async function cruiseFloors(planted: Record<string, string> = {}): Promise<ICruiseResult> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'aden-import-floors-'));
  try {
    const sources = new Map<string, string>();
    for (const file of codeFiles()) sources.set(file, readFileSync(path.join(root, file), 'utf8'));
    for (const [file, source] of Object.entries(planted)) sources.set(file, source);
    const targets = new Set<string>();
    for (const [file, source] of sources) {
      const names = importedNames(source, file);
      writeCopy(scratch, file, names);
      for (const name of names) {
        const target = repositoryPath(name, file);
        if (target !== undefined) targets.add(target);
      }
    }
    for (const target of targets) {
      const inRepository = !target.startsWith('../') && target !== '..';
      const judged =
        globCharacters.test(target) ||
        (existsSync(path.join(root, target)) && statSync(path.join(root, target)).isFile());
      if (inRepository && judged && !sources.has(target)) writeCopy(scratch, target, []);
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
          extensions: ['.ts.mjs', '.tsx.mjs', '.mts.mjs', '.d.ts.mjs', '.js.mjs', '.jsx.mjs', '.mjs'],
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
