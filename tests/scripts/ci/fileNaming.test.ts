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

describe('test folders', () => {
  const testFiles = readdirSync(path.join(root, 'tests'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const codeFolderExists = (folder: string) => existsSync(path.join(root, folder));

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
