import { arpUrl } from '@/lib/arp';
import { isAiFormPath } from '@/lib/paths';

/**
 * "Start for free". SPEC 4 hand-off 1: on /ai-form pages a signed-in user goes to the companion
 * application's root with the hand-off token (a full page load); everyone else gets the sign-up dialog.
 */
export function startForFree(
  path: string,
  token: string | null,
  showSignup: () => void,
  goTo: (url: string) => void = (url) => window.location.assign(url),
): void {
  if (token && isAiFormPath(path)) {
    goTo(arpUrl('', token));
    return;
  }
  showSignup();
}
