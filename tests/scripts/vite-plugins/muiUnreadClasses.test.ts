import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { muiUnreadClasses } from '../../../scripts/vite-plugins/muiUnreadClasses';

const plugin = muiUnreadClasses();
const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
const load = plugin.load as (id: string) => string | null;
const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
const mui = (file: string) => path.resolve('node_modules', '@mui', file);
const COMPOSE = '@mui/utils/composeClasses';

type Compose = (
  slots: Record<string, (string | false)[]>,
  getUtilityClass: (slot: string) => string,
  classes?: Record<string, string>,
) => Record<string, string>;

describe('muiUnreadClasses', () => {
  it("replaces composeClasses only in Typography, Link, SvgIcon and Container's", () => {
    expect(resolveId(COMPOSE, mui('material/Typography/Typography.mjs'))).not.toBeNull();
    expect(resolveId(COMPOSE, mui('material/Link/Link.mjs'))).not.toBeNull();
    expect(resolveId(COMPOSE, mui('material/SvgIcon/SvgIcon.mjs'))).not.toBeNull();
    expect(resolveId(COMPOSE, mui('system/Container/createContainer.mjs'))).not.toBeNull();
    // ToggleButtonGroup's and Button's styles select their modifier classes.
    expect(resolveId(COMPOSE, mui('material/Button/Button.mjs'))).toBeNull();
    expect(resolveId(COMPOSE, mui('material/ToggleButtonGroup/ToggleButtonGroup.mjs'))).toBeNull();
    expect(resolveId('./typographyClasses.mjs', mui('material/Typography/Typography.mjs'))).toBeNull();
  });

  it("keeps each slot's own class, the state classes and the classes given for them", async () => {
    const id = resolveId(COMPOSE, mui('material/Link/Link.mjs'));
    const code = id ? load(id) : null;
    if (!code) throw new Error('The plugin did not replace composeClasses');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mui-classes-')), 'composeOwnClasses.mjs');
    writeFileSync(file, code);
    const compose = (await import(pathToFileURL(file).href)).default as Compose;
    const utilityClass = (slot: string) => (slot === 'focusVisible' ? 'Mui-focusVisible' : `MuiLink-${slot}`);
    expect(
      compose(
        { root: ['root', 'underlineHover', false, 'focusVisible'], icon: ['icon', 'fontSizeMedium'] },
        utilityClass,
        {
          root: 'site-link',
          underlineHover: 'site-underline',
        },
      ),
    ).toEqual({ root: 'MuiLink-root site-link Mui-focusVisible', icon: 'MuiLink-icon' });
  });

  it("draws MUI's Box without its class, and stops the build when Box names it another way", () => {
    const box = mui('material/Box/Box.mjs');
    const code = readFileSync(box, 'utf8');
    const transformed = transform(code, box)?.code ?? '';
    expect(transformed).toContain("generateClassName: () => ''");
    expect(transformed).not.toContain('ClassNameGenerator.generate');
    expect(transform(code, mui('material/Button/Button.mjs'))).toBeNull();
    expect(() => transform(code.replace('ClassNameGenerator.generate', 'generate'), box)).toThrow(/Box/);
  });
});
