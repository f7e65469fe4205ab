import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0aden-mui-create-theme-without-vars';
const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/]/;

// MUI's own file (its package exports do not name it, so it is found beside the package's manifest).
const createThemeNoVars = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')),
  'styles/createThemeNoVars.mjs',
);

/**
 * MUI's createTheme, without its CSS-variables branch. The site's theme, the flow lab's and MUI's
 * default theme ask for neither CSS variables nor colour schemes, for which createTheme calls
 * createThemeNoVars; its other branch (createThemeWithVars and the selectors it brings, some 14 KB)
 * was still in every first visit's download. A theme that asks for either stops at its creation.
 */
export function muiThemeWithoutVars(): Plugin {
  return {
    name: 'aden-mui-theme-without-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './createTheme.mjs' && importer && MUI_STYLES.test(importer)) return VIRTUAL_ID;
      return null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      return [
        `import createThemeNoVars from ${JSON.stringify(createThemeNoVars)};`,
        'export default function createTheme(options = {}, ...args) {',
        "  if (options.cssVariables || 'colorSchemes' in options)",
        "    throw new Error('This site builds MUI without CSS-variables themes (scripts/vite-plugins/muiThemeWithoutVars.ts)');",
        '  return createThemeNoVars(options, ...args);',
        '}',
      ].join('\n');
    },
  };
}
