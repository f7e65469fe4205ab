import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  codeFiles,
  floorOf,
  floors,
  floorViolations,
  importedNames,
  renderFloors,
  serverFloors,
} from '../../../scripts/ci/importFloors';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

// One cruise of the whole code takes seconds on a busy machine.
const slow = { timeout: 120_000 };

describe('the import graph of the code', () => {
  it(
    'has no import running up a floor, no circle (type-only imports included) and no import of tests',
    slow,
    async () => {
      expect(await floorViolations()).toEqual([]);
    },
  );

  it('reports a type-only import that runs up a floor', slow, async () => {
    const violations = await floorViolations({
      'src/lib/plantedUpward.ts': "import type { Floor } from '@/pages/NotAPage';\nexport type T = Floor;\n",
      'src/pages/NotAPage.tsx': 'export type Floor = number;\n',
    });
    expect(violations).toContain('up-from:src/lib: src/lib/plantedUpward.ts -> src/pages/NotAPage.tsx');
  });

  it('reports two modules that import each other, by types only', slow, async () => {
    const violations = await floorViolations({
      'src/lib/plantedFirst.ts': "import type { B } from './plantedSecond';\nexport type A = B;\n",
      'src/lib/plantedSecond.ts': "import type { A } from './plantedFirst';\nexport type B = A;\n",
    });
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(
      /^circular: src\/lib\/planted\w+\.ts -> src\/lib\/planted\w+\.ts -> src\/lib\/planted\w+\.ts$/,
    );
  });
});

/** An arrow of each kind a plain import does not show: all are planted in one tree, one cruise judges them. */
const hiddenArrows: { what: string; planted: Record<string, string>; reported: string }[] = [
  {
    what: 'a glob that reaches up a floor',
    planted: { 'machines/plantedGlob.ts': "export const pages = import.meta.glob('../src/app/App.tsx');\n" },
    reported: 'up-from:machines: machines/plantedGlob.ts -> src/app/App.tsx',
  },
  {
    what: 'a glob that matches nothing, by the files it names',
    planted: {
      'machines/plantedEmptyGlob.ts': "export const pages = import.meta.glob('../src/app/notThere/*.tsx');\n",
    },
    reported: 'up-from:machines: machines/plantedEmptyGlob.ts -> src/app/notThere/*.tsx',
  },
  {
    what: 'a module loaded by name through Vite, named by a constant',
    planted: {
      'server/plantedLoad.ts': [
        "const PAGES = '/src/pages/prerenderedPages.ts';",
        'export const load = (vite: { ssrLoadModule(name: string): unknown }) => vite.ssrLoadModule(PAGES);',
      ].join('\n'),
    },
    reported: 'up-from:server: server/plantedLoad.ts -> src/pages/prerenderedPages.ts',
  },
  {
    what: 'a dynamic import by a template, read as the glob Vite reads it as',
    planted: {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source holds a template literal
      'src/lib/plantedTemplate.ts': 'export const load = (name: string) => import(`../app/${name}.tsx`);\n',
    },
    reported: 'up-from:src/lib: src/lib/plantedTemplate.ts -> src/app/App.tsx',
  },
  {
    what: 'a module augmentation that reaches up a floor',
    planted: {
      'src/lib/plantedAugmentation.ts':
        "declare module '@/app/App' {\n  export const planted: number;\n}\nexport {};\n",
    },
    reported: 'up-from:src/lib: src/lib/plantedAugmentation.ts -> src/app/App.tsx',
  },
  {
    what: 'an augmentation in a declaration file',
    planted: {
      'machines/plantedAugmentation.d.ts':
        "declare module '@/app/App' {\n  export const planted: number;\n}\n",
    },
    reported: 'up-from:machines: machines/plantedAugmentation.d.ts -> src/app/App.tsx',
  },
  {
    what: 'an import in plain JavaScript',
    planted: { 'server/plantedStart.mjs': "await import('../src/app/App.tsx');\n" },
    reported: 'up-from:server: server/plantedStart.mjs -> src/app/App.tsx',
  },
  {
    what: 'a data file imported from a lower floor',
    planted: {
      'machines/plantedData.ts':
        "import post from '../src/content/blog/three-way-match-explained.md?raw';\nexport const words = post;\n",
    },
    reported: 'up-from:machines: machines/plantedData.ts -> src/content/blog/three-way-match-explained.md',
  },
  {
    what: "a name of the repository's own that no file answers",
    planted: { 'machines/plantedMissing.ts': "import '@/app/NotThere';\n" },
    reported: 'unresolvable: machines/plantedMissing.ts -> @/app/NotThere',
  },
  {
    what: 'a glob from the server into the machines, which stand apart on one floor',
    planted: {
      'server/plantedSideways.ts': "export const machines = import.meta.glob('../machines/contact.ts');\n",
    },
    reported: 'apart:server: server/plantedSideways.ts -> machines/contact.ts',
  },
  {
    what: "a feature's load of another feature",
    planted: {
      'src/features/contact/plantedSideways.ts':
        "export const dialog = () => import('../auth/AuthDialog');\n",
    },
    reported:
      'apart:src/features: src/features/contact/plantedSideways.ts -> src/features/auth/AuthDialog.tsx',
  },
  {
    what: 'an import between two folders of the server that stand apart on one floor',
    planted: {
      'server/site/plantedSideways.ts': "export type { OutboxMessage } from '../mail/outbox.ts';\n",
    },
    reported: 'apart:server/site: server/site/plantedSideways.ts -> server/mail/outbox.ts',
  },
  {
    what: 'an import that runs up a floor of the server',
    planted: {
      'server/db/plantedUpward.ts':
        "import type { AppDeps } from '../routes/deps.ts';\nexport type D = AppDeps;\n",
    },
    reported: 'up-from:server/db: server/db/plantedUpward.ts -> server/routes/deps.ts',
  },
];

describe('the arrows a plain import does not show', () => {
  let violations: string[] = [];
  beforeAll(async () => {
    violations = await floorViolations(Object.assign({}, ...hiddenArrows.map((arrow) => arrow.planted)));
  }, slow.timeout);

  it.each(hiddenArrows)('are reported: $what', ({ reported }) => {
    expect(violations).toContain(reported);
  });
});

describe('the floors', () => {
  it('hold every folder and top-level module of src/ and every other code folder', () => {
    const entries = readdirSync(path.join(root, 'src')).map((entry) => `src/${entry}`);
    const outside = entries.filter((entry) => !entry.endsWith('.d.ts') && floorOf(entry) === -1);
    expect(outside).toEqual([]);
    expect(['contract', 'machines', 'server', 'scripts'].filter((folder) => floorOf(folder) === -1)).toEqual(
      [],
    );
  });

  it('name each folder once', () => {
    const folders = floors.flatMap((floor) => floor.folders);
    expect(new Set(folders).size).toBe(folders.length);
  });

  it('are listed, top first, in the README', () => {
    expect(read('README.md')).toContain(renderFloors());
  });

  it('of the server hold every module of server/, and are listed in docs/server.md', () => {
    const outside = readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `server/${file}`)
      .filter(
        (file) =>
          !serverFloors.some((floor) => floor.folders.some((folder) => file.startsWith(`${folder}/`))),
      );
    expect(outside).toEqual([]);
    expect(read('docs/server.md')).toContain(renderFloors(serverFloors));
  });
});

interface Override {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options: { patterns: { group: string[] }[] } } } } };
}

/** The import patterns Biome refuses in a folder (the override that names `<folder>/**`). */
function refusedIn(folder: string): string[] | null {
  const { overrides } = JSON.parse(read('biome.json')) as { overrides: Override[] };
  const override = overrides.find((candidate) => candidate.includes.includes(`${folder}/**`));
  const patterns = override?.linter?.rules?.style?.noRestrictedImports?.options.patterns;
  return patterns ? patterns.flatMap((pattern) => pattern.group) : null;
}

/** The import patterns any one of which refuses a module of `folder`. */
function patternsReaching(folder: string): string[] {
  if (folder.startsWith('src/')) {
    const name = folder.slice('src/'.length).replace(/\.tsx?$/, '');
    return [`@/${name}/**`, `@/${name}`, '@/**', '**/src/**'];
  }
  // scripts/ has no alias: src/ refuses every relative path out of a folder.
  return [`@${folder}/**`, `**/${folder}/**`, ...(folder === 'scripts' ? ['../**'] : [])];
}

describe('biome.json agrees with the floors', () => {
  const ruled = floors
    .slice(0, -1)
    .flatMap((floor, index) => floor.folders.map((folder) => [folder, index] as const));
  it.each(ruled.filter(([folder]) => !folder.includes('.')))(
    'refuses in %s every folder of a higher floor',
    (folder, index) => {
      const refused = refusedIn(folder);
      expect(refused, `biome.json has no import rule for ${folder}/**`).not.toBeNull();
      const higher = floors.slice(index + 1).flatMap((floor) => floor.folders);
      const unrefused = higher.filter(
        (above) =>
          !folder.startsWith(`${above}/`) &&
          !patternsReaching(above).some((pattern) => refused?.includes(pattern)),
      );
      expect(unrefused).toEqual([]);
    },
  );

  const apart = floors.flatMap((floor) =>
    floor.apart === undefined ? [] : floor.folders.map((folder) => [folder, floor] as const),
  );
  it.each(apart)('refuses in %s the other parts of its floor', (folder, floor) => {
    const refused = refusedIn(folder) ?? [];
    const others =
      floor.apart === 'subfolders' ? [folder] : floor.folders.filter((other) => other !== folder);
    expect(
      others.filter((other) => !patternsReaching(other).some((pattern) => refused.includes(pattern))),
    ).toEqual([]);
  });
});

describe('the names a module imports', () => {
  it('are read from declaration files and plain JavaScript too', () => {
    expect(codeFiles()).toEqual(
      expect.arrayContaining(['server/start.mjs', 'src/flow-lab/coverage/virtualCoverage.d.ts']),
    );
  });

  it('include type-only imports, re-exports, dynamic imports and import types', () => {
    const source = [
      "import type { A } from './typeOnly';",
      "import { b } from '@/lib/value';",
      "export * from './reExported';",
      "const later = () => import('./dynamic');",
      "type C = import('./importType').C;",
      'export const d = <div />;',
    ].join('\n');
    expect(importedNames(source, 'planted.tsx').sort()).toEqual(
      ['./typeOnly', '@/lib/value', './reExported', './dynamic', './importType'].sort(),
    );
  });

  it('include the files a glob matches, the modules Vite loads by name and augmented modules', () => {
    const source = [
      "const SERVER_APP = '/server/app.ts';",
      "export const screens = import.meta.glob(['./*.ts', '!./index.ts']);",
      'export const load = (vite: { ssrLoadModule(name: string): unknown }) => vite.ssrLoadModule(SERVER_APP);',
      "declare module '@/lib/state/appActors' {}",
    ].join('\n');
    const names = importedNames(source, 'machines/planted.ts');
    expect(names).toContain('./contact.ts');
    expect(names).not.toContain('./index.ts');
    expect(names).toContain('./../server/app.ts');
    expect(names).toContain('@/lib/state/appActors');
  });

  it('include what require, import = require, new URL, reference directives and templates name', () => {
    const source = [
      '/// <reference path="./referenced.d.ts" />',
      "import fs = require('./required');",
      "const data = require('./data.json');",
      "export const where = new URL('./beside.ts', import.meta.url);",
      "export const elsewhere = new URL('https://example.com/', 'https://example.com/');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source holds a template literal
      'export const load = (name: string) => import(`./${name}.ts`);',
    ].join('\n');
    const names = importedNames(source, 'machines/planted.ts');
    expect(names).toEqual(
      expect.arrayContaining(['./referenced.d.ts', './required', './data.json', './beside.ts']),
    );
    expect(names).toContain('./contact.ts');
    expect(names).not.toContain('https://example.com/');
  });

  it("read the names Vite's module runner loads from the project's root", () => {
    const source = [
      "const COVERAGE = 'src/flow-lab/coverage/buildCoverage.ts';",
      'export const load = (viteImport: (name: string) => unknown) => viteImport(COVERAGE);',
    ].join('\n');
    expect(importedNames(source, 'scripts/planted.ts')).toEqual([
      './../src/flow-lab/coverage/buildCoverage.ts',
    ]);
  });

  it('refuse an import by a name they cannot read below the top floor, and let the top floor load built files', () => {
    const source = 'export const load = (file: string) => import(file);';
    expect(() => importedNames(source, 'src/lib/planted.ts')).toThrow(
      'src/lib/planted.ts: an import() whose module is not named by a string',
    );
    expect(importedNames(source, 'scripts/build/planted.ts')).toEqual([]);
  });

  it('refuse a module loaded by a name they cannot read', () => {
    const source =
      'export const load = (vite: { ssrLoadModule(name: string): unknown }, name: string) => vite.ssrLoadModule(name);';
    expect(() => importedNames(source, 'server/planted.ts')).toThrow(
      'server/planted.ts: a ssrLoadModule whose module is not named by a string',
    );
  });
});
