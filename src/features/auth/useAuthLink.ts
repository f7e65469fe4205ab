import { useEffect } from 'react';
import { useShowAuth } from '@/lib/state/appActors';

/** The query parameters of a sign-up link: the e-mail and its code (SPEC 2). */
export const LINK_EMAIL_PARAM = 'email';
export const LINK_CODE_PARAM = 'vuid';

/**
 * The e-mail and code of a sign-up link, and the URL without them; null when the URL is no such link.
 * Other parameters and the hash are kept.
 */
export function readAuthLink(href: string): { email: string; code: string; cleanUrl: string } | null {
  const url = new URL(href);
  const email = url.searchParams.get(LINK_EMAIL_PARAM)?.trim();
  const code = url.searchParams.get(LINK_CODE_PARAM)?.trim();
  if (!email || !code) return null;
  url.searchParams.delete(LINK_EMAIL_PARAM);
  url.searchParams.delete(LINK_CODE_PARAM);
  return { email, code, cleanUrl: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * SPEC 2: a page URL with `email` and `vuid` opens the dialog on sign-up, step 2, with both
 * prefilled, and both leave the URL without a reload. Runs after hydration, once per page load.
 */
export function useAuthLink(): void {
  const showAuth = useShowAuth();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, on the first page's path
  useEffect(() => {
    const link = readAuthLink(window.location.href);
    if (!link) return;
    window.history.replaceState(window.history.state, '', link.cleanUrl);
    showAuth('signup', { email: link.email, code: link.code });
  }, []);
}
