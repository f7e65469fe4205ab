import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  floorOf,
  floors,
  floorViolations,
  importedNames,
  renderFloors,
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
});

describe('the names a module imports', () => {
  it('include type-only imports, re-exports, dynamic imports and import types', () => {
    const source = [
      "import type { A } from './typeOnly';",
      "import { b } from '@/lib/value';",
      "export * from './reExported';",
      "const later = () => import('./dynamic');",
      "type C = import('./importType').C;",
      'export const d = <div />;',
    ].join('\n');
    expect(importedNames(source, 'planted.tsx')).toEqual([
      './typeOnly',
      '@/lib/value',
      './reExported',
      './dynamic',
      './importType',
    ]);
  });
});
