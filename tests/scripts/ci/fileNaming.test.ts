import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The file-naming convention of docs/architecture.md ("Names"), over every product file.
const root = path.resolve(import.meta.dirname, '../../..');
const PRODUCT_FOLDERS = ['src', 'machines', 'contract', 'server', 'scripts'];

/** A content entry's file, named by its slug: src/content/{collection}/... */
const isContentEntry = (file: string) => /^src\/content\/[^/]+\//.test(file);

function productFiles(): string[] {
  return PRODUCT_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
}

/** Names used by more than one product file (content entries aside), with the files. */
function sharedNames(files: readonly string[]): string[] {
  const byName = new Map<string, string[]>();
  for (const file of files.filter((item) => !isContentEntry(item))) {
    const name = path.posix.basename(file);
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  return [...byName].filter(([, all]) => all.length > 1).map(([name, all]) => `${name}: ${all.join(', ')}`);
}

const SLUG = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\.(?:ts|md)$/;
const COMPONENT = /^[A-Z][A-Za-z0-9]*\.tsx$/;
/** camelCase, then optional role suffixes: `session.effects.ts`, `vite-env` is not one */
const MODULE = /^[a-z][A-Za-z0-9]*(?:\.[a-z]+)*\.tsx?$/;
const OTHER = /^[a-z0-9]+(?:[-_][a-z0-9]+)*\.[a-z]+$/;

/** Why a file's name breaks the convention, or null. */
function namingProblem(file: string): string | null {
  const name = path.posix.basename(file);
  if (isContentEntry(file))
    return SLUG.test(name) || !/\.(ts|md)$/.test(name)
      ? null
      : `${file}: a content entry is named by its slug`;
  if (!/\.tsx?$/.test(name))
    return OTHER.test(name) ? null : `${file}: other files are lower-case words joined by - or _`;
  if (/^[A-Z]/.test(name))
    return COMPONENT.test(name) ? null : `${file}: a PascalCase name is a React component, in a .tsx file`;
  return MODULE.test(name) ? null : `${file}: a module is named in camelCase (with a .role suffix if any)`;
}

describe('file names', () => {
  const files = productFiles();

  it('are used once each across src, machines, contract, server and scripts (content entries aside)', () => {
    expect(sharedNames(files)).toEqual([]);
  });

  it('follow the convention of docs/architecture.md', () => {
    expect(files.map(namingProblem).filter(Boolean)).toEqual([]);
  });

  it('tell a shared name, with its files', () => {
    expect(sharedNames(['src/lib/config.ts', 'server/config.ts', 'src/content/pages/home.ts'])).toEqual([
      'config.ts: src/lib/config.ts, server/config.ts',
    ]);
    expect(sharedNames(['src/content/modules/accounting.ts', 'src/content/legal/accounting.md'])).toEqual([]);
  });

  it('tell each kind of misnamed file', () => {
    expect(
      [
        'src/entry-server.tsx',
        'src/lib/Paths.ts',
        'src/app/routeView.tsx',
        'src/content/blog/Some_Post.md',
        'scripts/ciPostgres.sh',
        'machines/session.ts',
        'src/features/auth/auth.effects.ts',
        'src/app/RouteView.tsx',
        'src/content/modules/eCommerce.ts',
      ].map(namingProblem),
    ).toEqual([
      'src/entry-server.tsx: a module is named in camelCase (with a .role suffix if any)',
      'src/lib/Paths.ts: a PascalCase name is a React component, in a .tsx file',
      null,
      'src/content/blog/Some_Post.md: a content entry is named by its slug',
      'scripts/ciPostgres.sh: other files are lower-case words joined by - or _',
      null,
      null,
      null,
      null,
    ]);
  });
});

/** A test file named after nothing (`units`, `misc`) or after a history (a review's round, an issue). */
const HISTORY_NAME =
  /^(?:units?|misc|various|other|more|extra|fixes|hardening\w*|\w*Round(?:One|Two|Three|\d+)|issue\d+\w*)\.(?:test|spec)\.tsx?$/i;
/** A test or comment that cites an issue or a review's row instead of saying what it checks. */
const ISSUE_CITATION = /\b[Ii]ssue \d+|['"`]rows? \d+:|\(rows? \d+/;

/** Test folders that mirror no code: the browser suite, shared test helpers, and the server tests' helpers. */
const TEST_FOLDERS_OF_THEIR_OWN = /^tests\/(?:e2e|helpers|server\/helpers)(?:\/|$)/;

/** Why a test file's folder breaks the mirror rule (`tests/<path>/` beside code at `<path>/`), or null. */
function mirrorProblem(testFile: string, codeFolderExists: (folder: string) => boolean): string | null {
  const folder = path.posix.dirname(testFile);
  if (TEST_FOLDERS_OF_THEIR_OWN.test(folder)) return null;
  const codeFolder = folder.replace(/^tests\/?/, '');
  if (codeFolder !== '' && codeFolderExists(codeFolder)) return null;
  return `${testFile}: no code folder ${codeFolder || '(the root)'}/ for it to mirror`;
}

const ALIASES: Readonly<Record<string, string>> = {
  '@': 'src',
  '@machines': 'machines',
  '@contract': 'contract',
};

/** The repository's modules a test file imports (or mocks), by path from the root without extension. */
function importedModules(testFile: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport|vi\.mock)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  );
  return specifiers.flatMap((specifier) => {
    const [head = '', ...rest] = specifier.split('/');
    const file = specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(testFile), specifier)
      : head in ALIASES
        ? [ALIASES[head], ...rest].join('/')
        : null;
    return file ? [file.replace(/\.tsx?$/, '')] : [];
  });
}

/**
 * A module's test beside other code, or null. A test named after a module it imports sits in that
 * module's folder, unless it tests the code of the folder it sits in: it is named after that folder
 * (`tests/server/openapi/openapi.test.ts`) or imports a module of it.
 */
function namedModuleProblem(
  testFile: string,
  imports: readonly string[],
  folderOfModule: (name: string) => string | undefined,
): string | null {
  const folder = path.posix.dirname(testFile);
  const name = path.posix.basename(testFile).replace(/\.(?:test|spec)\.tsx?$/, '');
  const moduleFolder = folderOfModule(name);
  if (!moduleFolder || folder === `tests/${moduleFolder}`) return null;
  if (!imports.includes(`${moduleFolder}/${name}`)) return null;
  const codeFolder = folder.replace(/^tests\//, '');
  if (path.posix.basename(folder) === name || imports.some((file) => path.posix.dirname(file) === codeFolder))
    return null;
  return `${testFile}: tests ${moduleFolder}/${name}, so it sits in tests/${moduleFolder}/`;
}

/**
 * Named after what its route answers with (contract/roiEstimate.ts); its subject is the route of
 * server/routes/roiEstimateRoutes.ts, whose folder it sits in.
 */
const NAMED_AFTER_THE_ANSWER = new Set(['tests/server/routes/roiEstimate.test.ts']);

describe('test folders', () => {
  const testFiles = readdirSync(path.join(root, 'tests'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const codeFolderExists = (folder: string) => existsSync(path.join(root, folder));

  it("hold a module's test in the module's mirrored folder", () => {
    const folders = new Map(
      productFiles()
        .filter((file) => /\.tsx?$/.test(file) && !isContentEntry(file))
        .map((file) => [path.posix.basename(file).replace(/\.tsx?$/, ''), path.posix.dirname(file)]),
    );
    const tests = testFiles.filter((file) => /\.test\.tsx?$/.test(file) && !NAMED_AFTER_THE_ANSWER.has(file));
    const misplaced = tests.map((file) =>
      namedModuleProblem(file, importedModules(file, readFileSync(path.join(root, file), 'utf8')), (name) =>
        folders.get(name),
      ),
    );
    // The check reads the imports: most tests are named after a module they import.
    const named = tests.filter((file) =>
      importedModules(file, readFileSync(path.join(root, file), 'utf8')).some(
        (module) => path.posix.basename(module) === path.posix.basename(file).replace(/\.test\.tsx?$/, ''),
      ),
    );
    expect(named.length).toBeGreaterThan(tests.length / 2);
    expect(misplaced.filter(Boolean)).toEqual([]);
  });

  it("tell a module's test beside other code, and allow a test of its own folder", () => {
    const folders = new Map([
      ['flowSvg', 'src/flow-lab/graph'],
      ['routeRules', 'contract'],
      ['openapi', 'contract'],
      ['login', 'machines'],
    ]);
    const problem = (file: string, imports: string[]) =>
      namedModuleProblem(file, imports, (name) => folders.get(name));
    expect(
      problem('tests/src/flow-lab/flowSvg.test.ts', ['src/flow-lab/graph/flowSvg', 'machines/index']),
    ).toBe(
      'tests/src/flow-lab/flowSvg.test.ts: tests src/flow-lab/graph/flowSvg, so it sits in tests/src/flow-lab/graph/',
    );
    expect(problem('tests/src/flow-lab/graph/flowSvg.test.ts', ['src/flow-lab/graph/flowSvg'])).toBeNull();
    // Named like a module it does not import: the server's login route, not the login flow.
    expect(problem('tests/server/auth/login.test.ts', ['server/routes/userRoutes'])).toBeNull();
    // The site's redirects, checked with the contract's matcher.
    expect(
      problem('tests/src/app/routeRules.test.ts', ['contract/routeRules', 'src/app/siteRedirects']),
    ).toBeNull();
    expect(problem('tests/server/openapi/openapi.test.ts', ['contract/openapi', 'server/server'])).toBeNull();
    expect(problem('tests/src/app/routeRules.test.ts', ['contract/routeRules', 'src/lib/paths'])).toBe(
      'tests/src/app/routeRules.test.ts: tests contract/routeRules, so it sits in tests/contract/',
    );
  });

  it('read the modules a test imports, relative or by alias', () => {
    expect(
      importedModules(
        'tests/src/lib/ui/toast.test.tsx',
        [
          "import { buildUpdateMachine } from '@machines/buildUpdate';",
          "import { toast } from '../../../../src/lib/ui/toast';",
          "import { theme } from '@/theme/theme';",
          "import { render } from '@testing-library/react';",
          "vi.mock('../../../../src/lib/http/api.ts', () => ({}));",
          "const fresh = await import('../../../../src/lib/ui/scrollLock');",
        ].join('\n'),
      ),
    ).toEqual([
      'machines/buildUpdate',
      'src/lib/ui/toast',
      'src/theme/theme',
      'src/lib/http/api',
      'src/lib/ui/scrollLock',
    ]);
  });

  it('mirror the code: each test sits under tests/ at the path of the code folder it tests', () => {
    expect(testFiles.length).toBeGreaterThan(100);
    expect(testFiles.map((file) => mirrorProblem(file, codeFolderExists)).filter(Boolean)).toEqual([]);
  });

  it('hold tests named for their subject: no file named after nothing or a history, no title after an issue', () => {
    const tests = testFiles.filter((file) => /\.(?:test|spec)\.tsx?$/.test(file));
    expect(tests.filter((file) => HISTORY_NAME.test(path.posix.basename(file)))).toEqual([]);
    // This file spells the patterns it refuses, in its own examples.
    const itself = path
      .relative(root, import.meta.filename)
      .split(path.sep)
      .join('/');
    const citing = tests.filter(
      (file) => file !== itself && ISSUE_CITATION.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(citing).toEqual([]);
  });

  it('tell a history name from a subject', () => {
    expect(
      [
        'units.test.ts',
        'hardeningRoundTwo.test.ts',
        'issue14.test.ts',
        'login.test.ts',
        'roundTrip.test.ts',
      ].map((name) => HISTORY_NAME.test(name)),
    ).toEqual([true, true, true, false, false]);
    expect(
      ["it('row 6: fails start-up')", '// Issue 27: the rows', "it('keeps 6 rows')"].map((text) =>
        ISSUE_CITATION.test(text),
      ),
    ).toEqual([true, true, false]);
  });

  it('tell a test whose folder mirrors nothing, and allow the browser suite and the helpers', () => {
    const folders = new Set(['server', 'server/auth', 'src', 'src/lib']);
    expect(
      [
        'tests/server/auth/login.test.ts',
        'tests/server/login.test.ts',
        'tests/server/authentication/login.test.ts',
        'tests/src/lib/loading/lateLogic.test.ts',
        'tests/units.test.ts',
        'tests/e2e/support/env.ts',
        'tests/helpers/deferred.ts',
        'tests/server/helpers/testServer.ts',
      ].map((file) => mirrorProblem(file, (folder) => folders.has(folder))),
    ).toEqual([
      null,
      null,
      'tests/server/authentication/login.test.ts: no code folder server/authentication/ for it to mirror',
      'tests/src/lib/loading/lateLogic.test.ts: no code folder src/lib/loading/ for it to mirror',
      'tests/units.test.ts: no code folder (the root)/ for it to mirror',
      null,
      null,
      null,
    ]);
  });
});
