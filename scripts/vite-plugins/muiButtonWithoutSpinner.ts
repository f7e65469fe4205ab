import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0aden-mui-button-without-spinner';
const MUI_BUTTONS = /[\\/]@mui[\\/]material[\\/](Button[\\/]Button|IconButton[\\/]IconButton)\.mjs$/;

/** Thrown when a Button renders its loading indicator, which this build leaves out. */
export const NO_BUTTON_SPINNER =
  "This site builds MUI's Button and IconButton without their loading indicator (scripts/vite-plugins/muiButtonWithoutSpinner.ts): show a Spinner beside the button";

/**
 * MUI's Button and IconButton without CircularProgress. Both import it for a `loading` prop that no
 * button of the site uses, so every first visit downloaded the spinner (about 1 KB after gzip) with the
 * header's buttons. Their import resolves to a component that throws if a button ever renders it; the
 * site shows progress with its own `Spinner` (src/components/Spinner.tsx).
 */
export function muiButtonWithoutSpinner(): Plugin {
  return {
    name: 'aden-mui-button-without-spinner',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../CircularProgress/index.mjs' && importer && MUI_BUTTONS.test(importer))
        return VIRTUAL_ID;
      return null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      return `export default function CircularProgress() { throw new Error(${JSON.stringify(NO_BUTTON_SPINNER)}); }`;
    },
  };
}
