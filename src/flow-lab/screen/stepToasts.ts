import { errorMessage } from '@machines/errorMessage';
import { CODE_SENT_MESSAGE, CREDENTIAL_ERROR_MESSAGES } from '@/features/auth/authFlows.effects';
import { AUTH_FORM_UNAVAILABLE_MESSAGE } from '@/features/auth/authFlowsModule';
import type { TimelineEntry } from '@/flow-lab/sandbox/labTimeline';
import { UNAUTHORIZED_MESSAGE } from '@/lib/http/httpClient';
import type { ScreenToast as Toast } from './screenChannel';

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
