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
    ['src/pages', "import * as imported from '@/app/routes';"],
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
    ['src/features/header', "import * as imported from '@/lib/appActors';"],
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
