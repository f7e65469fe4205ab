import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0aden-mui-compose-own-classes';
const COMPOSE_CLASSES = '@mui/utils/composeClasses';
const BOX = /[\\/]@mui[\\/]material[\\/]Box[\\/]Box\.mjs$/;
const BOX_CLASS_NAME = 'generateClassName: ClassNameGenerator.generate';

/**
 * The components whose modifier classes nothing reads: no style of MUI, of its charts or of the site
 * selects them (only their `-root` class and the global state classes), and they are on most elements
 * of a page.
 */
const COMPONENTS =
  /[\\/]@mui[\\/](material[\\/](Typography[\\/]Typography|Link[\\/]Link|SvgIcon[\\/]SvgIcon)|system[\\/]Container[\\/]createContainer)\.mjs$/;

// MUI's own file (its package exports name it only for `import`, which a config file's require does not see).
const composeClassesFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mui/utils/package.json')),
  'composeClasses/composeClasses.mjs',
);

/**
 * MUI's classes that nothing reads, left out of the markup. Box names `MuiBox-root` on every element it
 * draws, which no style selects. Typography, Link, SvgIcon and Container keep their own class and their
 * state classes alone.
 * Each names every prop value it was given as a class of its own (`MuiTypography-body1`,
 * `MuiLink-underlineHover`, `MuiContainer-maxWidthLg`, `MuiSvgIcon-fontSizeMedium` ...) for a style
 * sheet to select, and the site's styles are emotion's classes: they were about 0.2 KB after brotli
 * of a module page's first response. Each slot keeps its first class (`-root`, the slot's own) and the
 * global state classes (`Mui-focusVisible`, `Mui-disabled` ...), which MUI's styles select.
 */
export function muiUnreadClasses(): Plugin {
  return {
    name: 'aden-mui-unread-classes',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === COMPOSE_CLASSES && importer && COMPONENTS.test(importer)) return VIRTUAL_ID;
      return null;
    },
    transform(code, id) {
      if (!BOX.test(id)) return null;
      if (!code.includes(BOX_CLASS_NAME))
        throw new Error(`MUI's Box no longer names its class with ${BOX_CLASS_NAME}`);
      return { code: code.replace(BOX_CLASS_NAME, "generateClassName: () => ''"), map: null };
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      return [
        `import composeClasses from ${JSON.stringify(composeClassesFile)};`,
        'export default function composeOwnClasses(slots, getUtilityClass, classes) {',
        '  const own = {};',
        '  for (const name in slots)',
        "    own[name] = slots[name].filter((value, index) => index === 0 || (value && getUtilityClass(value).startsWith('Mui-')));",
        '  return composeClasses(own, getUtilityClass, classes);',
        '}',
      ].join('\n');
    },
  };
}
