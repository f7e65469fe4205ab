import { TOAST_DEFAULT_TYPE, TOAST_DURATION_MS, TOAST_LIFETIME_FOREVER } from '@machines/constants';

// Toasts are asked for here and shown by the toaster (src/features/toasts), which loads with the first
// toast: notistack and its transitions are not needed until something is said. Until it is there the
// toasts wait in order, so one asked for at start ("Unauthorized" for an expired session) still shows.

export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** A button in the toast (e.g. Reload); clicking it also closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastRequest {
  message: string;
  type: ToastType;
  lifetimeMs: number;
  action?: ToastAction;
}

/** notistack's autoHideDuration for a lifetime: null keeps the toast until it is dismissed. */
export function autoHideFor(lifetimeMs: number): number | null {
  return lifetimeMs === TOAST_LIFETIME_FOREVER ? null : lifetimeMs;
}

type Show = (request: ToastRequest) => void;

let show: Show | null = null;
const waiting: ToastRequest[] = [];
const listeners = new Set<() => void>();

/** Shows a toast. SPEC 9: default 3000 ms and type info; a lifetime of 0 never closes. */
export function toast(
  message: string,
  type: ToastType = TOAST_DEFAULT_TYPE,
  lifetimeMs = TOAST_DURATION_MS,
  action?: ToastAction,
): void {
  const request: ToastRequest = { message, type, lifetimeMs, ...(action ? { action } : {}) };
  if (show) {
    show(request);
    return;
  }
  waiting.push(request);
  for (const listener of listeners) listener();
}

/** Whether a toast has been asked for, so the toaster is needed. */
export const toastAskedFor = (): boolean => show !== null || waiting.length > 0;

export function onToastAskedFor(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toaster takes over: the waiting toasts show in order, and every later one directly. */
export function connectToaster(toaster: Show): () => void {
  show = toaster;
  for (const request of waiting.splice(0)) toaster(request);
  return () => {
    if (show === toaster) show = null;
  };
}
