import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const COMPOSE_CLASSES = '@mui/utils/composeClasses';
const BOX = /[\\/]@mui[\\/]material[\\/]Box[\\/]Box\.mjs$/;
const BOX_CLASS_NAME = 'generateClassName: ClassNameGenerator.generate';

/**
 * Which of a slot's classes each component keeps, by the file that composes them: a filter over the
 * slot's values (`value`, its place in the slot, and `utilityClass`, the class it names).
 */
const KEPT_CLASSES = [
  {
    // No style of MUI, of its charts or of the site selects their modifier classes: each slot keeps its
    // own class (the first) and the global state classes (`Mui-focusVisible` ...), which MUI's styles select.
    virtualId: '\0aden-mui-own-classes',
    files:
      /[\\/]@mui[\\/](material[\\/](Typography[\\/]Typography|Link[\\/]Link|SvgIcon[\\/]SvgIcon)|system[\\/]Container[\\/]createContainer)\.mjs$/,
    keep: "index === 0 || utilityClass.startsWith('Mui-')",
  },
  {
    // The site's styles select a button's variant (`MuiButton-contained`) and its icons, MUI's its
    // states and loading: its size, colour, elevation and width classes nothing reads.
    virtualId: '\0aden-mui-button-classes',
    files: /[\\/]@mui[\\/]material[\\/](Button[\\/]Button|IconButton[\\/]IconButton)\.mjs$/,
    keep: '!/^(size|color|edge)[A-Z]|^(disableElevation|fullWidth)$/.test(value)',
  },
];

// MUI's own file (its package exports name it only for `import`, which a config file's require does not see).
const composeClassesFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mui/utils/package.json')),
  'composeClasses/composeClasses.mjs',
);

/**
 * MUI's classes that nothing reads, left out of the markup, in the prerender and the browser alike.
 * Box names `MuiBox-root` on every element it draws, which no style selects. Typography, Link, SvgIcon,
 * Container, Button and IconButton name each prop value as a class of its own (`MuiTypography-body1`,
 * `MuiLink-underlineHover`, `MuiButton-sizeMedium` ...) for a style sheet to select; the site's styles
 * are emotion's classes, and these were about 0.2 KB after brotli of a module page's first response.
 * Their composeClasses keeps only the classes something selects (KEPT_CLASSES).
 */
export function muiUnreadClasses(): Plugin {
  return {
    name: 'aden-mui-unread-classes',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== COMPOSE_CLASSES || !importer) return null;
      return KEPT_CLASSES.find(({ files }) => files.test(importer))?.virtualId ?? null;
    },
    transform(code, id) {
      if (!BOX.test(id)) return null;
      if (!code.includes(BOX_CLASS_NAME))
        throw new Error(`MUI's Box no longer names its class with ${BOX_CLASS_NAME}`);
      return { code: code.replace(BOX_CLASS_NAME, "generateClassName: () => ''"), map: null };
    },
    load(id) {
      const kept = KEPT_CLASSES.find(({ virtualId }) => virtualId === id);
      if (!kept) return null;
      return [
        `import composeClasses from ${JSON.stringify(composeClassesFile)};`,
        'export default function composeKeptClasses(slots, getUtilityClass, classes) {',
        '  const kept = {};',
        '  for (const name in slots)',
        '    kept[name] = slots[name].filter((value, index) => {',
        '      if (!value) return false;',
        '      const utilityClass = getUtilityClass(value);',
        `      return ${kept.keep};`,
        '    });',
        '  return composeClasses(kept, getUtilityClass, classes);',
        '}',
      ].join('\n');
    },
  };
}
