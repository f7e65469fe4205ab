import type { AuthDialogMode, authDialogMachine } from '@machines/authDialog';
import type { buildUpdateMachine } from '@machines/buildUpdate';
import {
  type ConsentCategory,
  type consentMachine,
  selectBannerOpen,
  selectGranted,
  selectSettingsOpen,
} from '@machines/consent';
import type { contactMachine } from '@machines/contact';
import type { demoDialogMachine } from '@machines/demoDialog';
import type { loadingBarMachine } from '@machines/loadingBar';
import {
  type SessionUser,
  selectIsSignedIn,
  selectToken,
  selectUser,
  type sessionMachine,
} from '@machines/session';
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { authContextForPath } from './authContext';

/**
 * The app-wide actors, reached by components through React context. The app provides the real ones
 * (src/app/actors/); a component test provides `createActor(machine.provide({...fakes}))` instead.
 * Features meet here: the header opens the auth dialog without importing the auth feature.
 */
export interface AppActors {
  session: ActorRefFrom<typeof sessionMachine>;
  authDialog: ActorRefFrom<typeof authDialogMachine>;
  contact: ActorRefFrom<typeof contactMachine>;
  demoDialog: ActorRefFrom<typeof demoDialogMachine>;
  loadingBar: ActorRefFrom<typeof loadingBarMachine>;
  buildUpdate: ActorRefFrom<typeof buildUpdateMachine>;
  consent: ActorRefFrom<typeof consentMachine>;
}

const AppActorsContext = createContext<AppActors | null>(null);

export function AppActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors: render inside <AppActorsProvider>');
  return actors;
}

// Session (SPEC 4 'Session').
export const useSessionUser = (): SessionUser | null => useSelector(useAppActors().session, selectUser);
export const useIsSignedIn = (): boolean => useSelector(useAppActors().session, selectIsSignedIn);
export const useSessionToken = (): string | null => useSelector(useAppActors().session, selectToken);
export function useLogout(): () => void {
  const { session } = useAppActors();
  return () => session.send({ type: 'session.logout' });
}

export type AuthMode = AuthDialogMode;
export type ShowAuth = (mode: AuthMode, options?: { email?: string; code?: string }) => void;

// The commands below keep their identity from one render to the next (useCallback, useMemo): the
// sections' calls to action receive them through a context, and a new one for every render would
// make React hydrate every section at once, in one long task, right after the page hydrates.

/**
 * Opens the auth dialog on login or signup, optionally prefilled. rel and rId of the page the visitor
 * is on travel with the event (DESIGN 5), read from the router when the command is made.
 */
export function useShowAuth(): ShowAuth {
  const { authDialog } = useAppActors();
  const [path] = useLocation();
  const search = useSearch();
  return useCallback<ShowAuth>(
    (mode, options = {}) =>
      authDialog.send({ type: 'auth.show', mode, ...options, ...authContextForPath(path, search) }),
    [authDialog, path, search],
  );
}

// "Book a demo" (SPEC 2).
export function useDemoDialog() {
  const { demoDialog } = useAppActors();
  const open = useSelector(demoDialog, (snapshot) => snapshot.matches('open'));
  return useMemo(
    () => ({
      open,
      show: () => demoDialog.send({ type: 'demo.open' }),
      close: () => demoDialog.send({ type: 'demo.close' }),
      askForTime: () => demoDialog.send({ type: 'demo.askForTime' }),
    }),
    [demoDialog, open],
  );
}

/** Opens the contact-sales dialog, optionally with the work e-mail prefilled (SPEC 2). */
export function useOpenContact(): (email?: string) => void {
  const { contact } = useAppActors();
  return useCallback(
    (email?: string) => contact.send(email ? { type: 'contact.open', email } : { type: 'contact.open' }),
    [contact],
  );
}

// Cookie consent (issue 13): each third-party loader asks before it loads.
/** Whether a cookie category is granted now (every category, where consent is not required). */
export const useConsentGranted = (category: ConsentCategory): boolean =>
  useSelector(useAppActors().consent, selectGranted(category));
export const useConsentBannerOpen = (): boolean => useSelector(useAppActors().consent, selectBannerOpen);
export const useConsentSettingsOpen = (): boolean => useSelector(useAppActors().consent, selectSettingsOpen);
/** The consent actor's commands: the banner's and dialog's buttons, Cookie settings, one-category grants. */
export function useConsentCommands() {
  const { consent } = useAppActors();
  return {
    acceptAll: () => consent.send({ type: 'consent.acceptAll' }),
    rejectAll: () => consent.send({ type: 'consent.rejectAll' }),
    openSettings: () => consent.send({ type: 'consent.customize' }),
    toggle: (category: ConsentCategory) => consent.send({ type: 'consent.toggle', category }),
    save: () => consent.send({ type: 'consent.save' }),
    close: () => consent.send({ type: 'consent.close' }),
    grant: (category: ConsentCategory) => consent.send({ type: 'consent.grant', category }),
  };
}

export const useLoadingBar = () => useSelector(useAppActors().loadingBar, (snapshot) => snapshot.context);

/**
 * A page's, its payload's or a dialog's code failed to load: the build is checked at once (a
 * deployment is the usual cause); with a new build the guard reloads at `href`, keeping state (SPEC 8).
 */
export function reportChunkLoadFailure(
  buildUpdate: AppActors['buildUpdate'],
  href: string,
  path = href.split(/[?#]/)[0] || '/',
): void {
  buildUpdate.send({ type: 'build.chunkFailed', href, path, now: Date.now() });
}
