import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  { folders: ['src/lib', 'src/capture'], holds: 'configuration, HTTP, state, loading toolkit, the lab link' },
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

/** The code the graph covers (tests are not code: nothing of it may import them). */
export const codeRoots = ['contract', 'machines', 'server', 'src', 'scripts'];

const root = path.resolve(import.meta.dirname, '../..');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A folder's modules, not those of a deeper folder that is a floor of its own. */
const pathOf = (folder: string) => `^${escapeRegExp(folder)}(/|$)`;
const allFolders = floors.flatMap((floor) => floor.folders);
const deeperOf = (folder: string) => allFolders.filter((other) => other.startsWith(`${folder}/`));

/** The floor a repository path stands on: the deepest declared folder that holds it. */
export function floorOf(file: string): number {
  let best = -1;
  let bestLength = -1;
  floors.forEach((floor, index) => {
    for (const folder of floor.folders) {
      if ((file === folder || file.startsWith(`${folder}/`)) && folder.length > bestLength) {
        best = index;
        bestLength = folder.length;
      }
    }
  });
  return best;
}

/** The folders of floor `index` or below that lie inside one of the `higher` folders. */
const lowerInside = (higher: string[], index: number) =>
  allFolders.filter(
    (other) => floorOf(other) <= index && higher.some((folder) => other.startsWith(`${folder}/`)),
  );

/** dependency-cruiser's rules for the floors: no import runs up a floor, none runs in a circle, none reaches tests/. */
export function floorRules(): IForbiddenRuleType[] {
  const upward = floors.flatMap((floor, index) => {
    const higher = floors.slice(index + 1).flatMap((above) => above.folders);
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
  return [
    ...upward,
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

/** Every module a file names: static, dynamic and type-only imports, re-exports and `import('…')` types. */
export function importedNames(source: string, file: string): string[] {
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown> & { type?: string };
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
    for (const [key, value] of Object.entries(record)) if (key !== 'parent') visit(value);
  };
  visit(parseAst(source, { lang: file.endsWith('x') ? 'tsx' : 'ts' }));
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

/** The README's list of floors, top first. */
export function renderFloors(): string {
  const names = floors.map((floor) =>
    floor.folders.map((folder) => (folder.includes('.') ? folder : `${folder}/`)).join(', '),
  );
  const width = Math.max(...names.map((name) => name.length)) + 2;
  return floors
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
