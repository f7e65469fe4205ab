import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  muiButtonBaseWithoutRipple,
  RIPPLE_IMPORT,
} from '../../../scripts/vite-plugins/muiButtonBaseWithoutRipple';
import { theme } from '../../../src/theme/theme';
import { expectBuildStopsWithoutTargets } from '../../helpers/muiTargets';

const plugin = muiButtonBaseWithoutRipple();
const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
const load = plugin.load as (id: string) => string | null;
const mui = (file: string) => path.resolve('node_modules', '@mui', 'material', file);
const RIPPLE = './TouchRipple.mjs';

describe('muiButtonBaseWithoutRipple', () => {
  it("replaces the ripple only in MUI's ButtonBase", () => {
    expect(resolveId(RIPPLE, mui('ButtonBase/ButtonBase.mjs'))).not.toBeNull();
    expect(resolveId(RIPPLE, mui('ButtonBase/index.mjs'))).toBeNull();
    expect(resolveId('./Ripple.mjs', mui('ButtonBase/TouchRipple.mjs'))).toBeNull();
    expect(resolveId('../useLazyRipple/index.mjs', mui('ButtonBase/ButtonBase.mjs'))).toBeNull();
  });

  it('relies on the theme turning the ripple off on every ButtonBase', () => {
    expect(theme.components?.MuiButtonBase?.defaultProps).toMatchObject({
      disableRipple: true,
      disableTouchRipple: true,
    });
  });

  it('puts in its place a component that draws nothing, so a control that asks for a ripple still works', async () => {
    const id = resolveId(RIPPLE, mui('ButtonBase/ButtonBase.mjs'));
    const code = id ? load(id) : null;
    if (!code) throw new Error('The plugin did not replace the ripple');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mui-ripple-')), 'ripple.mjs');
    writeFileSync(file, code);
    const TouchRipple = (await import(pathToFileURL(file).href)).default as () => unknown;
    expect(TouchRipple()).toBeNull();
  });

  it('stops the build, naming the file, when ButtonBase no longer imports the ripple where it patches it', () => {
    expectBuildStopsWithoutTargets(muiButtonBaseWithoutRipple, [RIPPLE_IMPORT]);
  });
});
