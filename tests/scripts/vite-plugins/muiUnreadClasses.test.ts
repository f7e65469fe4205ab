import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { muiUnreadClasses, UNREAD_CLASSES_TARGETS } from '../../../scripts/vite-plugins/muiUnreadClasses';
import { expectBuildStopsWithoutTargets } from '../../helpers/muiTargets';

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

/** The composeClasses the plugin gives `file`, loaded as the build would. */
async function composeOf(file: string): Promise<Compose> {
  const id = resolveId(COMPOSE, mui(file));
  const code = id ? load(id) : null;
  if (!code) throw new Error(`The plugin did not replace composeClasses for ${file}`);
  const module = path.join(mkdtempSync(path.join(tmpdir(), 'mui-classes-')), 'composeKeptClasses.mjs');
  writeFileSync(module, code);
  return (await import(pathToFileURL(module).href)).default as Compose;
}

describe('muiUnreadClasses', () => {
  it("replaces composeClasses only in Typography, Link, SvgIcon, Container, Button and IconButton's", () => {
    expect(resolveId(COMPOSE, mui('material/Typography/Typography.mjs'))).not.toBeNull();
    expect(resolveId(COMPOSE, mui('material/Link/Link.mjs'))).not.toBeNull();
    expect(resolveId(COMPOSE, mui('material/SvgIcon/SvgIcon.mjs'))).not.toBeNull();
    expect(resolveId(COMPOSE, mui('system/Container/createContainer.mjs'))).not.toBeNull();
    expect(resolveId(COMPOSE, mui('material/Button/Button.mjs'))).not.toBeNull();
    expect(resolveId(COMPOSE, mui('material/IconButton/IconButton.mjs'))).not.toBeNull();
    // ToggleButtonGroup's styles select its modifier classes.
    expect(resolveId(COMPOSE, mui('material/ToggleButtonGroup/ToggleButtonGroup.mjs'))).toBeNull();
    expect(resolveId('./typographyClasses.mjs', mui('material/Typography/Typography.mjs'))).toBeNull();
  });

  it("keeps each slot's own class, the state classes and the classes given for them", async () => {
    const compose = await composeOf('material/Link/Link.mjs');
    const utilityClass = (slot: string) => (slot === 'focusVisible' ? 'Mui-focusVisible' : `MuiLink-${slot}`);
    expect(
      compose(
        { root: ['root', 'underlineHover', false, 'focusVisible'], icon: ['icon', 'fontSizeMedium'] },
        utilityClass,
        { root: 'site-link', underlineHover: 'site-underline' },
      ),
    ).toEqual({ root: 'MuiLink-root site-link Mui-focusVisible', icon: 'MuiLink-icon' });
  });

  it("keeps a button's variant and icons, and leaves out its size, colour and elevation", async () => {
    const compose = await composeOf('material/Button/Button.mjs');
    const utilityClass = (slot: string) => (slot === 'disabled' ? 'Mui-disabled' : `MuiButton-${slot}`);
    expect(
      compose(
        {
          root: ['root', false, 'contained', 'sizeLarge', 'colorPrimary', 'disableElevation', 'disabled'],
          endIcon: ['icon', 'endIcon'],
        },
        utilityClass,
      ),
    ).toEqual({
      root: 'MuiButton-root MuiButton-contained Mui-disabled',
      endIcon: 'MuiButton-icon MuiButton-endIcon',
    });
  });

  it("draws MUI's Box without its class", () => {
    const box = mui('material/Box/Box.mjs');
    const code = readFileSync(box, 'utf8');
    const transformed = transform(code, box)?.code ?? '';
    expect(transformed).toContain("generateClassName: () => ''");
    expect(transformed).not.toContain('ClassNameGenerator.generate');
    expect(transform(code, mui('material/Button/Button.mjs'))).toBeNull();
  });

  it('stops the build, naming the file, when a file it patches (Box among them) is gone or changed', () => {
    expectBuildStopsWithoutTargets(muiUnreadClasses, UNREAD_CLASSES_TARGETS);
  });
});
