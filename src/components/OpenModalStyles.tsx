import Dialog from '@mui/material/Dialog';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';

/**
 * Renders, once, an open MUI Dialog with the given root `sx` into an element outside the document, then
 * nothing. A dialog drawn ahead (src/lib/loading/LazyDialog.tsx) has Emotion's rules for its closed
 * root, whose class differs from the open one's; the open one's rule was written in the press that
 * opened it, and a rule added to the page's style sheet makes the browser re-read that sheet (its
 * hundreds of rules) before it can style the dialog. Written here, while it is drawn ahead, the press
 * finds it. Out of the document, the modal hides nothing, takes no focus and locks no scroll.
 */
export function OpenModalStyles({ sx }: { sx?: SxProps<Theme> }) {
  const [outside] = useState(() => document.createElement('div'));
  const [written, setWritten] = useState(false);
  if (written) return null;
  return (
    <Dialog
      open
      container={outside}
      // Its root exists once the portal has mounted (a render after the first): its rules are written.
      ref={(root) => {
        if (root) setWritten(true);
      }}
      sx={sx}
      disableAutoFocus
      disableEnforceFocus
      disableRestoreFocus
      disableScrollLock
      transitionDuration={0}
    >
      {null}
    </Dialog>
  );
}
