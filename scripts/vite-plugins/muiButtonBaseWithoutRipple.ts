import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0aden-mui-button-base-without-ripple';
const MUI_BUTTON_BASE = /[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.mjs$/;

/**
 * MUI's ButtonBase without TouchRipple. The theme turns the ripple off on every ButtonBase (decision
 * 0008), yet ButtonBase imports it, so every first visit downloaded the ripple, its keyframes and
 * MUI's reduced-motion hook (about 2 KB after gzip) with the header's buttons. Its import resolves to a
 * component that draws nothing: a control under a theme that leaves the ripple on (the flow lab's) still
 * works, without the ripple, and ButtonBase's calls to the ripple wait on a mount that never comes.
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
      return 'export default function TouchRipple() { return null; }';
    },
  };
}
