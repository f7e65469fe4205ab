import {
  useDemoDialog,
  useIsSignedIn,
  useSessionToken,
  useSessionUser,
  useShowAuth,
} from '@/lib/state/appActors';

/** What the header's actions read of the session and open: who is signed in, and the auth and demo dialogs. */
export function useHeaderSession() {
  return {
    signedIn: useIsSignedIn(),
    user: useSessionUser(),
    token: useSessionToken(),
    showAuth: useShowAuth(),
    openDemo: useDemoDialog().show,
  };
}
