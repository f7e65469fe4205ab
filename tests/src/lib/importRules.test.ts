// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The import direction of the README's import rules is Biome's noRestrictedImports in per-folder
// overrides (biome.json). Each case writes a one-line module into the same folder of a scratch tree that
// holds only the project's biome.json (the working tree is never touched), runs Biome on it as
// `npm run check` does, and reads the verdict.
const root = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const scratch = mkdtempSync(path.join(tmpdir(), 'aden-import-rules-'));
copyFileSync(path.join(root, 'biome.json'), path.join(scratch, 'biome.json'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function write(relative: string, source: string): string {
  const file = path.join(scratch, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  return file;
}

function runBiome(files: string[]) {
  const result = spawnSync(biome, ['lint', '--max-diagnostics=5', ...files], {
    cwd: scratch,
    encoding: 'utf8',
  });
  return { failed: result.status !== 0, output: `${result.stdout}${result.stderr}` };
}

let fixtures = 0;
function lint(folder: string, source: string) {
  fixtures += 1;
  return runBiome([
    write(
      `${folder}/importRuleFixture${fixtures}.ts`,
      `${source}\n\nexport const fixture = typeof imported;\n`,
    ),
  ]);
}

describe('import rules that `npm run check` enforces', () => {
  it.each([
    ['src/lib', "import * as imported from '@/features/auth/AuthDialog';"],
    ['src/components', "import * as imported from '@/pages/HomePage';"],
    ['src/features/header', "import * as imported from '@/features/auth/AuthDialog';"],
    ['src/features/header', "import * as imported from '@/app/dialogs';"],
    ['src/components', "import * as imported from '@/theme/theme';"],
    ['src/content', "import * as imported from '@/components/typeScale';"],
    ['src/pages', "import * as imported from '@/app/router';"],
    ['src/lib', "import * as imported from '../features/auth/AuthDialog';"],
    ['src/lib/loading', "import * as imported from '@/app/appFlows';"],
    ['src/lib/flowLabLink', "import * as imported from '@/flow-lab/FlowLab';"],
    ['src/app', "import * as imported from '@/flow-lab/live/liveActors';"],
    ['src/app', "import * as imported from '@/entry/startSiteActors';"],
    ['src/flow-lab/screen', "import * as imported from '@/entry/main';"],
    ['machines', "import * as imported from '../scripts/build';"],
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
    ['src/features/header', "import * as imported from '@/lib/loading/LazyDialog';"],
    ['src/features/header', "import * as imported from '@/theme/theme';"],
    ['src/flow-lab/screen', "import * as imported from '@/features/contact/ContactDialog';"],
    ['src/flow-lab/screen', "import * as imported from '@/app/dialogs';"],
    ['src/entry', "import * as imported from '@/app/App';"],
    ['src/entry', "import * as imported from '@/flow-lab/FlowLab';"],
    ['machines', "import * as imported from '../contract/values';"],
    ['server/routes', "import * as imported from '../../contract/auth';"],
  ])('allows in %s: %s', (folder, source) => {
    const { failed, output } = lint(folder, source);
    expect(output).not.toContain('noRestrictedImports');
    expect(failed).toBe(false);
  });
});

it('writes its fixtures outside the working tree', () => {
  expect(path.relative(root, scratch).split(path.sep)[0]).toBe('..');
});

describe('the cycle rule that `npm run check` enforces', () => {
  /** Two modules of src/lib, the first importing the second; `back` makes the second import the first. */
  function lintPair(back: boolean) {
    const pair = back ? 'cycle' : 'chain';
    const first = write(
      `src/lib/${pair}First.ts`,
      `import { second } from './${pair}Second';\n\nexport const first = () => second;\n`,
    );
    const second = write(
      `src/lib/${pair}Second.ts`,
      back
        ? `import { first } from './${pair}First';\n\nexport const second = () => first;\n`
        : 'export const second = () => 2;\n',
    );
    return runBiome([first, second]);
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
