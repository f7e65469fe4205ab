import type { Plugin } from 'vite';
import { checkMuiTargets, installedMui, isTargetFile, type MuiFiles, type MuiTarget } from './muiTargets.ts';

const COMPOSE_CLASSES = '@mui/utils/composeClasses';
/** Box's naming of its class, which the plugin rewrites. */
const BOX_CLASS_NAME: MuiTarget = {
  file: '@mui/material/Box/Box.mjs',
  text: 'generateClassName: ClassNameGenerator.generate',
};
/** The composeClasses the replacements call. */
const COMPOSE_CLASSES_FILE: MuiTarget = {
  file: '@mui/utils/composeClasses/composeClasses.mjs',
  text: 'export default function composeClasses',
};

/**
 * Which of a slot's classes each component keeps, by the file that composes them: a filter over the
 * slot's values (`value`, its place in the slot, and `utilityClass`, the class it names).
 */
const KEPT_CLASSES = [
  {
    // No style of MUI, of its charts or of the site selects their modifier classes: each slot keeps its
    // own class (the first) and the global state classes (`Mui-focusVisible` ...), which MUI's styles select.
    virtualId: '\0aden-mui-own-classes',
    files: [
      '@mui/material/Typography/Typography.mjs',
      '@mui/material/Link/Link.mjs',
      '@mui/material/SvgIcon/SvgIcon.mjs',
      '@mui/system/Container/createContainer.mjs',
    ],
    keep: "index === 0 || utilityClass.startsWith('Mui-')",
  },
  {
    // The site's styles select a button's variant (`MuiButton-contained`) and its icons, MUI's its
    // states and loading: its size, colour, elevation and width classes nothing reads.
    virtualId: '\0aden-mui-button-classes',
    files: ['@mui/material/Button/Button.mjs', '@mui/material/IconButton/IconButton.mjs'],
    keep: '!/^(size|color|edge)[A-Z]|^(disableElevation|fullWidth)$/.test(value)',
  },
].map((kept) => ({ ...kept, imports: kept.files.map((file) => ({ file, text: COMPOSE_CLASSES })) }));

export const UNREAD_CLASSES_TARGETS = [
  ...KEPT_CLASSES.flatMap(({ imports }) => imports),
  BOX_CLASS_NAME,
  COMPOSE_CLASSES_FILE,
];

/**
 * MUI's classes that nothing reads, left out of the markup, in the prerender and the browser alike.
 * Box names `MuiBox-root` on every element it draws, which no style selects. Typography, Link, SvgIcon,
 * Container, Button and IconButton name each prop value as a class of its own (`MuiTypography-body1`,
 * `MuiLink-underlineHover`, `MuiButton-sizeMedium` ...) for a style sheet to select; the site's styles
 * are emotion's classes, and these were about 0.2 KB after brotli of a module page's first response.
 * Their composeClasses keeps only the classes something selects (KEPT_CLASSES).
 */
export function muiUnreadClasses(files: MuiFiles = installedMui): Plugin {
  return {
    name: 'aden-mui-unread-classes',
    enforce: 'pre',
    buildStart() {
      checkMuiTargets('muiUnreadClasses', UNREAD_CLASSES_TARGETS, files);
    },
    resolveId(source, importer) {
      if (source !== COMPOSE_CLASSES || !importer) return null;
      const kept = KEPT_CLASSES.find(({ imports }) =>
        imports.some((target) => isTargetFile(importer, target)),
      );
      return kept?.virtualId ?? null;
    },
    transform(code, id) {
      if (!isTargetFile(id, BOX_CLASS_NAME)) return null;
      return { code: code.replace(BOX_CLASS_NAME.text, "generateClassName: () => ''"), map: null };
    },
    load(id) {
      const kept = KEPT_CLASSES.find(({ virtualId }) => virtualId === id);
      if (!kept) return null;
      return [
        `import composeClasses from ${JSON.stringify(files(COMPOSE_CLASSES_FILE.file))};`,
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
