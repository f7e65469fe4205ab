import { errorMessage } from '@machines/errorMessage';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { CODE_SENT_MESSAGE, CREDENTIAL_ERROR_MESSAGES } from '@/features/auth/authFlows.effects';
import { AUTH_FORM_UNAVAILABLE_MESSAGE } from '@/features/auth/authFlowsModule';
import { toastColors } from '@/features/toasts/toastColors';
import type { TimelineEntry } from '@/flow-lab/sandbox/labTimeline';
import { TOAST_OFFSET_PX } from '@/lib/config/themeTokens';
import { UNAUTHORIZED_MESSAGE } from '@/lib/http/httpClient';
import type { ToastType } from '@/lib/ui/toast';

interface Toast {
  message: string;
  type: ToastType;
}

/** The site's actions that raise a toast (the effects files), with what each says. */
const ACTION_TOASTS: Record<string, (params: unknown) => Toast> = {
  notifyCodeSent: () => ({ message: CODE_SENT_MESSAGE, type: 'success' }),
  reportCredentialError: (params) => ({
    message: CREDENTIAL_ERROR_MESSAGES[(params as { reason: keyof typeof CREDENTIAL_ERROR_MESSAGES }).reason],
    type: 'error',
  }),
  reportFlowsUnavailable: () => ({ message: AUTH_FORM_UNAVAILABLE_MESSAGE, type: 'error' }),
};

/**
 * The calls whose failure the HTTP client toasts (src/lib/http/api.ts: the others are silent, their
 * callers say it on the page), by the name the flows give them.
 */
const TOASTED_CALLS = new Set([
  'sendVerifyCode',
  'checkVerifyCode',
  'register',
  'loginRequest',
  'exchangeCredential',
]);

/** The toasts the shown step raised on the site: its actions', and a failed call's message. */
export function toastsOf(entry: TimelineEntry | undefined): Toast[] {
  if (!entry) return [];
  const fromActions = entry.effects.flatMap((effect) => {
    const toast = effect.kind === 'action' ? ACTION_TOASTS[effect.name] : undefined;
    return toast && effect.kind === 'action' ? [toast(effect.params)] : [];
  });
  const { step } = entry;
  const failed =
    step?.kind === 'answer' && step.outcome === 'reject' && TOASTED_CALLS.has(step.actor)
      ? [
          {
            message:
              (step.value as { status?: unknown } | null)?.status === 401
                ? UNAUTHORIZED_MESSAGE
                : errorMessage(step.value),
            type: 'error' as const,
          },
        ]
      : [];
  return [...fromActions, ...failed];
}

/** The toasts of the shown step, where the site's toaster puts them: top centre, above dialogs. */
export function StepToasts({ entry }: { entry: TimelineEntry | undefined }) {
  const theme = useTheme();
  const toasts = toastsOf(entry);
  if (toasts.length === 0) return null;
  return (
    <Box
      aria-label="Toasts"
      sx={{
        position: 'fixed',
        top: TOAST_OFFSET_PX,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        alignItems: 'center',
      }}
    >
      {toasts.map((toast) => {
        const colors = toastColors(theme, toast.type);
        return (
          <Box
            key={`${toast.type}:${toast.message}`}
            role="status"
            sx={{
              bgcolor: colors.background,
              color: colors.text,
              borderRadius: 1,
              boxShadow: 6,
              px: 2,
              py: 1.5,
              typography: 'body2',
              minWidth: 288,
            }}
          >
            {toast.message}
          </Box>
        );
      })}
    </Box>
  );
}
