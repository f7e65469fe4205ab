import type { Plugin } from 'vite';
import { checkMuiTargets, installedMui, isTargetFile, type MuiFiles, type MuiTarget } from './muiTargets.ts';

const VIRTUAL_ID = '\0aden-mui-button-without-spinner';

/** The buttons' import of the spinner, which the plugin replaces. */
export const SPINNER_IMPORTS: readonly MuiTarget[] = ['Button/Button.mjs', 'IconButton/IconButton.mjs'].map(
  (file) => ({ file: `@mui/material/${file}`, text: '../CircularProgress/index.mjs' }),
);

/** Thrown when a Button renders its loading indicator, which this build leaves out. */
export const NO_BUTTON_SPINNER =
  "This site builds MUI's Button and IconButton without their loading indicator (scripts/vite-plugins/muiButtonWithoutSpinner.ts): show a Spinner beside the button";

/**
 * MUI's Button and IconButton without CircularProgress. Both import it for a `loading` prop that no
 * button of the site uses, so every first visit downloaded the spinner (about 1 KB after gzip) with the
 * header's buttons. Their import resolves to a component that throws if a button ever renders it; the
 * site shows progress with its own `Spinner` (src/components/Spinner.tsx).
 */
export function muiButtonWithoutSpinner(files: MuiFiles = installedMui): Plugin {
  return {
    name: 'aden-mui-button-without-spinner',
    enforce: 'pre',
    buildStart() {
      checkMuiTargets('muiButtonWithoutSpinner', SPINNER_IMPORTS, files);
    },
    resolveId(source, importer) {
      const patched = SPINNER_IMPORTS.some(
        (target) => source === target.text && importer && isTargetFile(importer, target),
      );
      return patched ? VIRTUAL_ID : null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      return `export default function CircularProgress() { throw new Error(${JSON.stringify(NO_BUTTON_SPINNER)}); }`;
    },
  };
}
