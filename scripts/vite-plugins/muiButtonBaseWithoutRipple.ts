import type { Plugin } from 'vite';
import { checkMuiTargets, installedMui, isTargetFile, type MuiFiles, type MuiTarget } from './muiTargets.ts';

const VIRTUAL_ID = '\0aden-mui-button-base-without-ripple';

/** ButtonBase's import of the ripple, which the plugin replaces. */
export const RIPPLE_IMPORT: MuiTarget = {
  file: '@mui/material/ButtonBase/ButtonBase.mjs',
  text: './TouchRipple.mjs',
};

/**
 * MUI's ButtonBase without TouchRipple. The theme turns the ripple off on every ButtonBase (decision
 * 0008), yet ButtonBase imports it, so every first visit downloaded the ripple, its keyframes and
 * MUI's reduced-motion hook (about 2 KB after gzip) with the header's buttons. Its import resolves to a
 * component that draws nothing: a control under a theme that leaves the ripple on (the flow lab's) still
 * works, without the ripple, and ButtonBase's calls to the ripple wait on a mount that never comes.
 */
export function muiButtonBaseWithoutRipple(files: MuiFiles = installedMui): Plugin {
  return {
    name: 'aden-mui-button-base-without-ripple',
    enforce: 'pre',
    buildStart() {
      checkMuiTargets('muiButtonBaseWithoutRipple', [RIPPLE_IMPORT], files);
    },
    resolveId(source, importer) {
      const patched = source === RIPPLE_IMPORT.text && importer && isTargetFile(importer, RIPPLE_IMPORT);
      return patched ? VIRTUAL_ID : null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      return 'export default function TouchRipple() { return null; }';
    },
  };
}
