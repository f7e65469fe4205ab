import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0aden-mui-button-base-without-ripple';
const MUI_BUTTON_BASE = /[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.mjs$/;

/** Thrown when a ButtonBase renders its ripple, which this build leaves out. */
export const NO_TOUCH_RIPPLE =
  "This site builds MUI's ButtonBase without its ripple (scripts/vite-plugins/muiButtonBaseWithoutRipple.ts): the theme's MuiButtonBase keeps disableRipple, and a press answers in CSS";

/**
 * MUI's ButtonBase without TouchRipple. The theme turns the ripple off on every ButtonBase (decision
 * 0008), yet ButtonBase imports it, so every first visit downloaded the ripple, its keyframes and
 * MUI's reduced-motion hook (about 2 KB after gzip) with the header's buttons. Its import resolves to a
 * component that throws if a control ever renders it.
 */
export function muiButtonBaseWithoutRipple(): Plugin {
  return {
    name: 'aden-mui-button-base-without-ripple',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './TouchRipple.mjs' && importer && MUI_BUTTON_BASE.test(importer)) return VIRTUAL_ID;
      return null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      return `export default function TouchRipple() { throw new Error(${JSON.stringify(NO_TOUCH_RIPPLE)}); }`;
    },
  };
}
