import { TOAST_DURATION_MS } from '@machines/constants';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { ToastDismissButton } from '@/components/ToastDismissButton';
import { TOAST_OFFSET_PX } from '@/lib/config/themeTokens';
import { connectToaster } from '@/lib/ui/toast';
import { showToast } from './showToast';
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

/** notistack's provider with the theme's toasts; from its first render on, toast() shows through it. */
export default function Toaster() {
  useEffect(() => connectToaster(showToast), []);
  return (
    <SnackbarProvider
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      classes={{ containerRoot: 'aden-toasts' }}
      Components={toastComponents}
      action={(id) => <ToastDismissButton id={id} />}
    >
      {containerStyles}
    </SnackbarProvider>
  );
}
