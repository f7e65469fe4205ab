import { arpUrl } from '@/lib/auth/arpHandoff';
import { navigate } from '@/lib/routing/navigation';
import { isAiFormPath } from '@/lib/routing/paths';

/**
 * "Start for free". SPEC 4 hand-off 1: on /ai-form pages a signed-in user goes to the companion
 * application's root with the hand-off token (a full page load); everyone else gets the sign-up dialog.
 */
export function startForFree(
  path: string,
  token: string | null,
  showSignup: () => void,
  goTo: (url: string) => void = (url) => navigate(url, { external: true }),
): void {
  if (token && isAiFormPath(path)) {
    goTo(arpUrl('', token));
    return;
  }
  showSignup();
}
