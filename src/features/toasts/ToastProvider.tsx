import { TOAST_DURATION_MS } from '@machines/constants';
import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { closeSnackbar, MaterialDesignContent, type SnackbarKey, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { TOAST_OFFSET_PX } from '@/lib/themeTokens';
import { TOAST_TYPES, toastColors } from './toastColors';

/** notistack's content with the theme's AA colours for each type. */
const ThemedToast = styled(MaterialDesignContent)(({ theme }) =>
  Object.fromEntries(
    TOAST_TYPES.map((type) => {
      const colors = toastColors(theme, type);
      return [
        `&.notistack-MuiContent-${type}`,
        {
          backgroundColor: colors.background,
          color: colors.text,
          fontFamily: theme.typography.fontFamily,
          borderRadius: theme.shape.borderRadius,
        },
      ];
    }),
  ),
);

const toastComponents = Object.fromEntries(TOAST_TYPES.map((type) => [type, ThemedToast]));

/**
 * notistack has no offset prop and places its container 14 px from the edge at z-index 1400:
 * these rules put the first toast TOAST_OFFSET_PX from the edge and above dialogs (zIndex.snackbar).
 * Two classes beat notistack's single generated class.
 */
const containerStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '.notistack-SnackbarContainer.aden-toasts': {
        zIndex: theme.zIndex.snackbar,
        top: TOAST_OFFSET_PX,
      },
      '.notistack-SnackbarContainer.aden-toasts > .notistack-CollapseWrapper': {
        padding: `0 0 ${theme.spacing(1)}`,
      },
    })}
  />
);

function DismissButton({ id }: { id: SnackbarKey }) {
  return (
    <IconButton size="small" color="inherit" aria-label="Dismiss" onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      classes={{ containerRoot: 'aden-toasts' }}
      Components={toastComponents}
      action={(id) => <DismissButton id={id} />}
    >
      {containerStyles}
      {children}
    </SnackbarProvider>
  );
}
