// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The import direction of the README's Layout section is Biome's noRestrictedImports in per-folder
// overrides (biome.json). Each case writes a one-line module in a folder of the tree, runs Biome on it
// as `npm run check` does, and reads the verdict.
const root = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const written: string[] = [];

afterEach(() => {
  for (const file of written.splice(0)) rmSync(file, { force: true });
});

function lint(folder: string, source: string) {
  const file = path.join(root, folder, `importRuleFixture${process.pid}.ts`);
  written.push(file);
  writeFileSync(file, `${source}\n\nexport const fixture = typeof imported;\n`);
  const result = spawnSync(biome, ['lint', '--max-diagnostics=5', file], { cwd: root, encoding: 'utf8' });
  return { failed: result.status !== 0, output: `${result.stdout}${result.stderr}` };
}

describe('import rules that `npm run check` enforces', () => {
  it.each([
    ['src/lib', "import * as imported from '@/features/auth/AuthDialog';"],
    ['src/components', "import * as imported from '@/pages/HomePage';"],
    ['src/features/header', "import * as imported from '@/features/auth/AuthDialog';"],
    ['src/features/header', "import * as imported from '@/app/theme';"],
    ['src/pages', "import * as imported from '@/app/router';"],
    ['src/lib', "import * as imported from '../features/auth/AuthDialog';"],
    ['src/boot', "import * as imported from '@/app/siteActors';"],
    ['src/boot', "import * as imported from '@/features/auth/AuthDialog';"],
    ['machines', "import * as imported from 'react';"],
    ['machines', "import * as imported from 'axios';"],
    ['server', "import * as imported from '../machines/constants';"],
    ['server/routes', "import * as imported from '../../src/lib/api';"],
    ['contract', "import * as imported from 'xstate';"],
  ])('refuses in %s: %s', (folder, source) => {
    const { failed, output } = lint(folder, source);
    expect(failed).toBe(true);
    expect(output).toContain('noRestrictedImports');
  });

  it.each([
    ['src/lib', "import * as imported from '@contract/auth';"],
    ['src/features/header', "import * as imported from '@/lib/state/appActors';"],
    ['src/pages', "import * as imported from '@/features/auth/AuthDialog';"],
    ['src/app', "import * as imported from '@/pages/HomePage';"],
    ['src/features/header', "import * as imported from '@/boot/LazyDialog';"],
    ['src/boot/start', "import * as imported from '@/app/App';"],
    ['machines', "import * as imported from '../contract/values';"],
    ['server/routes', "import * as imported from '../../contract/auth';"],
  ])('allows in %s: %s', (folder, source) => {
    const { failed, output } = lint(folder, source);
    expect(output).not.toContain('noRestrictedImports');
    expect(failed).toBe(false);
  });
});

describe('the cycle rule that `npm run check` enforces', () => {
  /** Two modules of src/lib, the first importing the second; `back` makes the second import the first. */
  function lintPair(back: boolean) {
    const first = path.join(root, 'src/lib', `cycleFixtureFirst${process.pid}.ts`);
    const second = path.join(root, 'src/lib', `cycleFixtureSecond${process.pid}.ts`);
    written.push(first, second);
    writeFileSync(
      first,
      `import { second } from './cycleFixtureSecond${process.pid}';\n\nexport const first = () => second;\n`,
    );
    writeFileSync(
      second,
      back
        ? `import { first } from './cycleFixtureFirst${process.pid}';\n\nexport const second = () => first;\n`
        : 'export const second = () => 2;\n',
    );
    const result = spawnSync(biome, ['lint', '--max-diagnostics=5', first, second], {
      cwd: root,
      encoding: 'utf8',
    });
    return { failed: result.status !== 0, output: `${result.stdout}${result.stderr}` };
  }

  it('refuses two modules that import each other', () => {
    const { failed, output } = lintPair(true);
    expect(output).toContain('noImportCycles');
    expect(failed).toBe(true);
  });

  it('allows the same modules when only one imports the other', () => {
    const { failed, output } = lintPair(false);
    expect(output).not.toContain('noImportCycles');
    expect(failed).toBe(false);
  });
});
