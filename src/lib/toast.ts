import { TOAST_DEFAULT_TYPE, TOAST_DURATION_MS, TOAST_LIFETIME_FOREVER } from '@machines/constants';
import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { createElement, Fragment } from 'react';
import { ToastDismissButton } from '@/components/ToastDismissButton';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** A button in the toast (e.g. Reload); clicking it also closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** notistack's autoHideDuration for a lifetime: null keeps the toast until it is dismissed. */
export function autoHideFor(lifetimeMs: number): number | null {
  return lifetimeMs === TOAST_LIFETIME_FOREVER ? null : lifetimeMs;
}

/** Shows a toast. SPEC 9: default 3000 ms and type info; a lifetime of 0 never closes. */
export function toast(
  message: string,
  type: ToastType = TOAST_DEFAULT_TYPE,
  lifetimeMs = TOAST_DURATION_MS,
  action?: ToastAction,
): void {
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
