import type { AuthDialogMode } from '@machines/authDialog';
import { type ConsentCategory, selectBannerOpen, selectGranted, selectSettingsOpen } from '@machines/consent';
import { type SessionUser, selectIsSignedIn, selectToken, selectUser } from '@machines/session';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { authContextForPath } from '@/lib/auth/authContext';
import { createActorsContext } from './createActorsContext';

/**
 * The app-wide actors, one per row of the registry of the app-wide flows (src/app/appFlows.ts), which
 * fills this interface in the way a router registers its routes for a library's types: no import runs
 * up from here, and the registry alone says which actors there are. Components reach them through one
 * context: the entry provides the real ones (src/entry/siteActors.ts); a component test provides the
 * registry's machines with fakes (tests/helpers/fakeAppActors.ts). Features meet here: the header opens
 * the auth dialog without importing the auth feature.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the registry merges its actors in.
export interface AppActors {}
export type AppActorName = keyof AppActors;

const AppActorsContext = createActorsContext<AppActors>('AppActors');
export const AppActorsProvider = AppActorsContext.Provider;
/** One app-wide actor, to send it events. */
export const useAppActor = <Name extends AppActorName>(name: Name): AppActors[Name] =>
  AppActorsContext.useActors()[name];
/** What `selector` reads from one app-wide actor's snapshot; re-renders only when that changes. */
export const useAppSelector = AppActorsContext.useSelector;
const useSelector = useAppSelector;

// Build update (SPEC 4 'Build update'): a new version of the site is out.
export const useNewBuildAvailable = (): boolean =>
  useSelector('buildUpdate', (snapshot) => snapshot.context.updated);

// Session (SPEC 4 'Session').
export const useSessionUser = (): SessionUser | null => useSelector('session', selectUser);
export const useIsSignedIn = (): boolean => useSelector('session', selectIsSignedIn);
export const useSessionToken = (): string | null => useSelector('session', selectToken);
export function useLogout(): () => void {
  const session = useAppActor('session');
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
  const authDialog = useAppActor('authDialog');
  const [path] = useLocation();
  const search = useSearch();
  return useCallback<ShowAuth>(
    (mode, options = {}) =>
      authDialog.send({ type: 'auth.show', mode, ...options, ...authContextForPath(path, search) }),
    [authDialog, path, search],
  );
}

/** A scheduler's dialog: whether it is open, and its commands (the same functions from render to render). */
function useScheduler(name: 'demoDialog' | 'discoveryCall') {
  const scheduler = useAppActor(name);
  const open = useSelector(name, (snapshot) => snapshot.matches('open'));
  const commands = useMemo(
    () => ({
      show: () => scheduler.send({ type: 'demo.open' }),
      close: () => scheduler.send({ type: 'demo.close' }),
      askForTime: () => scheduler.send({ type: 'demo.askForTime' }),
    }),
    [scheduler],
  );
  return useMemo(() => ({ open, ...commands }), [open, commands]);
}

// "Book a demo" (SPEC 2).
export const useDemoDialog = () => useScheduler('demoDialog');
// "Book a discovery call" (SPEC 2).
export const useDiscoveryCall = () => useScheduler('discoveryCall');

/** Opens the contact-sales dialog, optionally with the work e-mail prefilled (SPEC 2). */
export function useOpenContact(): (email?: string) => void {
  const contact = useAppActor('contact');
  return useCallback(
    (email?: string) => contact.send(email ? { type: 'contact.open', email } : { type: 'contact.open' }),
    [contact],
  );
}

// Cookie consent (issue 13): each third-party loader asks before it loads.
/** Whether a cookie category is granted now (every category, where consent is not required). */
export const useConsentGranted = (category: ConsentCategory): boolean =>
  useSelector('consent', selectGranted(category));
export const useConsentBannerOpen = (): boolean => useSelector('consent', selectBannerOpen);
export const useConsentSettingsOpen = (): boolean => useSelector('consent', selectSettingsOpen);
/** The consent actor's commands: the banner's and dialog's buttons, Cookie settings, one-category grants. */
export function useConsentCommands() {
  const consent = useAppActor('consent');
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

export const useLoadingBar = () => useSelector('loadingBar', (snapshot) => snapshot.context);

/**
 * A page's, its payload's or a dialog's code failed to load: the build is checked at once (a
 * deployment is the usual cause); with a new build the guard reloads at `href` (by default the page
 * as it is, query included: the ROI calculator's figures are there), keeping state (SPEC 8).
 */
export function reportChunkLoadFailure(
  buildUpdate: AppActors['buildUpdate'],
  href = `${window.location.pathname}${window.location.search}${window.location.hash}`,
  path = href.split(/[?#]/)[0] || '/',
): void {
  buildUpdate.send({ type: 'build.chunkFailed', href, path, now: Date.now() });
}
