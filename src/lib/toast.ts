import { TOAST_DEFAULT_TYPE, TOAST_DURATION_MS, TOAST_LIFETIME_FOREVER } from '@machines/constants';
import { enqueueSnackbar } from 'notistack';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** notistack's autoHideDuration for a lifetime: null keeps the toast until it is dismissed. */
export function autoHideFor(lifetimeMs: number): number | null {
  return lifetimeMs === TOAST_LIFETIME_FOREVER ? null : lifetimeMs;
}

/** Shows a toast. SPEC 9: default 3000 ms and type info; a lifetime of 0 never closes. */
export function toast(
  message: string,
  type: ToastType = TOAST_DEFAULT_TYPE,
  lifetimeMs = TOAST_DURATION_MS,
): void {
  enqueueSnackbar(message, { variant: type, autoHideDuration: autoHideFor(lifetimeMs) });
}
