import type { Theme } from '@mui/material/styles';
import type { ToastType } from '@/lib/ui/toast';

export const TOAST_TYPES: readonly ToastType[] = ['success', 'info', 'warning', 'error'];

export interface ToastColors {
  background: string;
  text: string;
}

/**
 * Each toast type sits on the theme's status colour with its contrastText. notistack's own colours
 * (e.g. #43a047 behind white, 3.3:1) fail WCAG AA; the theme's pass it (tests/src/toasts).
 */
export function toastColors(theme: Theme, type: ToastType): ToastColors {
  const palette = theme.palette[type];
  return { background: palette.main, text: palette.contrastText };
}
