import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { createElement, Fragment } from 'react';
import { ToastDismissButton } from '@/components/ToastDismissButton';
import { autoHideFor, type ToastRequest } from '@/lib/ui/toast';

/** Hands a toast to notistack, with its action button beside the dismiss button. */
export function showToast({ message, type, lifetimeMs, action }: ToastRequest): void {
  enqueueSnackbar(message, {
    variant: type,
    autoHideDuration: autoHideFor(lifetimeMs),
    ...(action
      ? {
          // Replaces the provider's default action, so the dismiss button comes along.
          action: (key: SnackbarKey) =>
            createElement(
              Fragment,
              null,
              createElement(
                Button,
                {
                  color: 'inherit',
                  size: 'small',
                  sx: { fontWeight: 700 },
                  onClick: () => {
                    closeSnackbar(key);
                    action.onClick();
                  },
                },
                action.label,
              ),
              createElement(ToastDismissButton, { id: key }),
            ),
        }
      : {}),
  });
}
