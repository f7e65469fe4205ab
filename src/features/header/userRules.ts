import type { SessionUser } from '@machines/session';

/** SPEC 2: the avatar fallback is the first letter of the first name, else "U". */
export function userInitial(user: Pick<SessionUser, 'firstname'> | null): string {
  const first = user?.firstname?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

/** SPEC 4 hand-off 2: To ARP opens the AI form module, or onboarding when the user has no first name. */
export function arpTargetPath(
  user: Pick<SessionUser, 'firstname'> | null,
): 'modules/aden-ai-form' | 'onboarding' {
  return user?.firstname?.trim() ? 'modules/aden-ai-form' : 'onboarding';
}
