import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { TOAST_OFFSET_PX } from '@/lib/config/themeTokens';
import { useNewBuildAvailable } from '@/lib/state/appActors';
import { toastColors } from './toastColors';

export const NEW_BUILD_MESSAGE = 'A new version of the site is available';

// The notice of a new deployment is drawn by the shell itself, not by the toaster: a deployment removes
// this build's files, so the toaster's code may no longer be there to load once the notice is due.

/**
 * A toast in looks and place (top centre, the info colours, never closing by itself), with Reload:
 * shown once the build-update actor is `updated`, until dismissed or reloaded.
 */
export function NewBuildNotice() {
  const available = useNewBuildAvailable();
  const [dismissed, setDismissed] = useState(false);
  if (!available || dismissed) return null;
  return (
    <Box
      role="status"
      sx={(theme) => {
        const colors = toastColors(theme, 'info');
        return {
          position: 'fixed',
          top: TOAST_OFFSET_PX,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: theme.zIndex.snackbar,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          maxWidth: `calc(100vw - ${2 * TOAST_OFFSET_PX}px)`,
          py: 0.75,
          pl: 2.5,
          pr: 1,
          borderRadius: 1,
          boxShadow: theme.shadows[6],
          bgcolor: colors.background,
          color: colors.text,
          typography: 'body2',
        };
      }}
    >
      {NEW_BUILD_MESSAGE}
      <Button color="inherit" size="small" sx={{ fontWeight: 700 }} onClick={() => window.location.reload()}>
        Reload
      </Button>
      <IconButton size="small" color="inherit" aria-label="Dismiss" onClick={() => setDismissed(true)}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
