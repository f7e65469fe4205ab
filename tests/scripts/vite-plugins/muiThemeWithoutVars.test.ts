import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTheme as muiCreateTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { muiThemeWithoutVars, THEME_TARGETS } from '../../../scripts/vite-plugins/muiThemeWithoutVars';
import { expectBuildStopsWithoutTargets } from '../../helpers/muiTargets';

const plugin = muiThemeWithoutVars();
const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
const load = plugin.load as (id: string) => string | null;
const muiStyles = path.join('node_modules', '@mui', 'material', 'styles', 'index.mjs');

/** The module the plugin puts in place of MUI's createTheme, written to a file and imported. */
async function replacement(): Promise<(options?: object) => Record<string, unknown>> {
  const id = resolveId('./createTheme.mjs', path.resolve(muiStyles));
  const code = id ? load(id) : null;
  if (!code) throw new Error('The plugin did not replace createTheme');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mui-theme-')), 'createTheme.mjs');
  writeFileSync(file, code);
  return (await import(pathToFileURL(file).href)).default;
}

describe('muiThemeWithoutVars', () => {
  it("replaces only MUI's own createTheme module", () => {
    expect(resolveId('./createTheme.mjs', path.resolve(muiStyles))).not.toBeNull();
    expect(resolveId('./createTheme.mjs', path.resolve('src/theme/theme.ts'))).toBeNull();
    expect(resolveId('./createPalette.mjs', path.resolve(muiStyles))).toBeNull();
  });

  it("builds the same theme as MUI's createTheme for options without CSS variables", async () => {
    const createTheme = await replacement();
    const options = { palette: { primary: { main: '#3f3cbb' } }, shape: { borderRadius: 10 } };
    const ours = createTheme(options);
    // As data (JSON leaves the functions out); one function, spacing, by what it gives.
    expect(JSON.stringify(ours)).toBe(JSON.stringify(muiCreateTheme(options)));
    expect((ours.spacing as (n: number) => string)(2)).toBe('16px');
  });

  it('stops a theme that asks for CSS variables or colour schemes', async () => {
    const createTheme = await replacement();
    expect(() => createTheme({ cssVariables: true })).toThrow(/without CSS-variables themes/);
    expect(() => createTheme({ colorSchemes: { dark: true } })).toThrow(/without CSS-variables themes/);
  });

  it("stops the build, naming the file, when MUI's createTheme or what it calls is gone or changed", () => {
    expectBuildStopsWithoutTargets(muiThemeWithoutVars, THEME_TARGETS);
  });
});
