import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useSyncExternalStore } from 'react';
import { flagStore } from '@/boot/flagStore';
import { TOAST_OFFSET_PX } from '@/lib/themeTokens';
import { toastColors } from './toastColors';

export const NEW_BUILD_MESSAGE = 'A new version of the site is available';

// The notice of a new deployment is drawn by the shell itself, not by the toaster: a deployment removes
// this build's files, so the toaster's code may no longer be there to load once the notice is due.

const notice = flagStore();

/** Shows the notice (the build-update actor's notifyNewBuild); it stays until dismissed or reloaded. */
export const showNewBuildNotice = () => notice.set(true);

const notOnTheServer = () => false;

/** A toast in looks and place (top centre, the info colours, never closing by itself), with Reload. */
export function NewBuildNotice() {
  const visible = useSyncExternalStore(notice.subscribe, notice.get, notOnTheServer);
  if (!visible) return null;
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
      <IconButton size="small" color="inherit" aria-label="Dismiss" onClick={() => notice.set(false)}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
