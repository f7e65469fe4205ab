import type { Plugin } from 'vite';
import { checkMuiTargets, installedMui, type MuiFiles, type MuiTarget } from './muiTargets.ts';

const VIRTUAL_ID = '\0aden-mui-create-theme-without-vars';
const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/]/;

/** MUI's styles import createTheme so (the import the plugin replaces) ... */
const CREATE_THEME_IMPORT: MuiTarget = { file: '@mui/material/styles/index.mjs', text: './createTheme.mjs' };
/** ... whose branch without CSS variables calls createThemeNoVars with its arguments ... */
const NO_VARS_BRANCH: MuiTarget = {
  file: '@mui/material/styles/createTheme.mjs',
  text: 'createThemeNoVars(options, ...args)',
};
/** ... which the replacement imports. */
const NO_VARS: MuiTarget = {
  file: '@mui/material/styles/createThemeNoVars.mjs',
  text: 'export default createThemeNoVars',
};
export const THEME_TARGETS = [CREATE_THEME_IMPORT, NO_VARS_BRANCH, NO_VARS];

/**
 * MUI's createTheme, without its CSS-variables branch. The site's theme, the flow lab's and MUI's
 * default theme ask for neither CSS variables nor colour schemes, for which createTheme calls
 * createThemeNoVars; its other branch (createThemeWithVars and the selectors it brings, some 14 KB)
 * was still in every first visit's download. A theme that asks for either stops at its creation.
 */
export function muiThemeWithoutVars(files: MuiFiles = installedMui): Plugin {
  return {
    name: 'aden-mui-theme-without-vars',
    enforce: 'pre',
    buildStart() {
      checkMuiTargets('muiThemeWithoutVars', THEME_TARGETS, files);
    },
    resolveId(source, importer) {
      if (source === CREATE_THEME_IMPORT.text && importer && MUI_STYLES.test(importer)) return VIRTUAL_ID;
      return null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      return [
        `import createThemeNoVars from ${JSON.stringify(files(NO_VARS.file))};`,
        'export default function createTheme(options = {}, ...args) {',
        "  if (options.cssVariables || 'colorSchemes' in options)",
        "    throw new Error('This site builds MUI without CSS-variables themes (scripts/vite-plugins/muiThemeWithoutVars.ts)');",
        '  return createThemeNoVars(options, ...args);',
        '}',
      ].join('\n');
    },
  };
}
