import { demoDialogMachine } from '@machines/demoDialog';
import { loadingBarMachine } from '@machines/loadingBar';
import { createActor } from 'xstate';
import { scheduleManifestPrefetch } from '@/app/buildManifest';
import { readEmbeddedRouteRules } from '@/app/embeddedRouteRules';
import { preloadDialogsOnIntent } from '@/app/intentPreload';
import { startLinkPrefetch } from '@/app/linkPrefetch';
import { runInTasks } from '@/app/taskSteps';
import { createAuthDialogLogic } from '@/features/auth/authDialogActor';
import { consentLogic } from '@/features/consent/consentActor';
import { COOKIE_POLICY_VERSION } from '@/features/consent/policy';
import { contactLogic, lockScroll } from '@/features/contact/contactActor';
import { type AppActors, reportChunkLoadFailure } from '@/lib/appActors';
import { config } from '@/lib/config';
import { connectHttp } from '@/lib/httpHooks';
import { connectNavigation } from '@/lib/navigation';
import { readReloadGuard } from '@/lib/reloadState';
import { createRestorableActor, savedStateForThisPage } from '@/lib/restoredActors';
import { toast } from '@/lib/toast';

import { createBuildUpdateLogic } from './buildUpdate';
import { offerFlowLab } from './flowLabLink';
import { connectInspector, discardInspection, inspect } from './inspector';
import { createRouteMiddlewareLogic, rulesEvent } from './routeMiddleware';
import { sessionLogic } from './session';

// The app-wide actors, each machine with its real effects, created once for the page. Components
// reach them through <AppActorsProvider> (src/lib/appActors.tsx); they start after hydration.
// The dialogs start from the snapshots a deployment reload saved for this page, if any (SPEC 8).
const session = createActor(sessionLogic, { inspect });
// Its flows' code comes on intent or when first asked for; a failed fetch is a missing chunk.
const authDialogLogic = createAuthDialogLogic(session, () =>
  reportChunkLoadFailure(buildUpdate, window.location.pathname),
);
const authDialog = createRestorableActor('authDialog', authDialogLogic, {
  input: { googleConfigured: Boolean(config.googleClientId) },
  inspect,
});
const contact = createRestorableActor('contact', contactLogic, { inspect });
const demoDialog = createRestorableActor('demoDialog', demoDialogMachine, { inspect });
const loadingBar = createActor(loadingBarMachine, { inspect });
const buildUpdate = createActor(
  createBuildUpdateLogic(() => ({ authDialog, contact, demoDialog })),
  {
    input: {
      currentBuildId: config.buildId,
      reloads: typeof window === 'undefined' ? {} : readReloadGuard(),
    },
    inspect,
  },
);

const consent = createActor(consentLogic, {
  input: { required: config.consentRequired, policyVersion: COOKIE_POLICY_VERSION },
  inspect,
});

export const appActors: AppActors = {
  session,
  authDialog,
  contact,
  demoDialog,
  loadingBar,
  buildUpdate,
  consent,
};

/** Every navigation of the site: links, navigate(), back/forward, the first load, the ARP hand-offs. */
export const routeMiddleware = createActor(
  createRouteMiddlewareLogic({
    loadingBar,
    buildUpdate,
    giveRules: (manifest) => routeMiddleware.send(rulesEvent(manifest)),
  }),
  {
    input:
      typeof window === 'undefined'
        ? { origin: config.siteUrl }
        : { origin: window.location.origin, rules: readEmbeddedRouteRules(document) },
    inspect,
  },
);

const currentHref = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * After a deployment reload the dialogs came back from their snapshots; what their entry actions
 * did is not in a snapshot: the sign-up countdown's timer, the contact dialog's scroll lock, and the
 * scroll position of the page.
 */
function resumeRestoredState(): void {
  const saved = savedStateForThisPage();
  if (!saved) return;
  authDialog.getSnapshot().children.signup?.send({ type: 'signup.countdown.resume' });
  // The contact dialog whose code failed as it opened opens now, with the e-mail its opening carried.
  if (saved.reopen?.includes('contact') && contact.getSnapshot().matches('closed'))
    contact.send({ type: 'contact.open', email: saved.fields?.contact?.email });
  if (contact.getSnapshot().matches('open')) lockScroll();
  window.requestAnimationFrame(() => window.scrollTo(0, saved.scrollY));
}

let started = false;

/**
 * Starts the app-wide actors and wires the HTTP client and navigation to them. Runs once, after
 * hydration, so the first render matches the prerendered HTML; in a few steps of one task each
 * (each starts actors, and what they show renders in its step), in the order the flows need.
 */
export function startAppActors(): void {
  if (started) return;
  started = true;
  runInTasks([startToolsAndConsent, startFlows, startNavigation, startBackgroundWork]);
}

function startToolsAndConsent(): void {
  if (config.inspect || new URLSearchParams(window.location.search).has('inspect')) {
    connectInspector().catch((error) => console.error('The Stately inspector could not start', error));
  } else {
    discardInspection();
  }
  // Live attach for the flow lab, only in development and lab builds (VITE_FLOW_LAB=true).
  if (import.meta.env.DEV || import.meta.env.VITE_FLOW_LAB === 'true')
    offerFlowLab([...Object.values(appActors), routeMiddleware]);
  connectHttp({
    getToken: () => session.getSnapshot().context.token,
    onUnauthorized: () => session.send({ type: 'session.unauthorized' }),
    notifyError: (message) => toast(message, 'error'),
  });
  // First: Google Consent Mode's defaults are queued before anything could load a Google tag.
  consent.start();
}

function startFlows(): void {
  session.start();
  authDialog.start();
  demoDialog.start();
  contact.start();
  loadingBar.start();
  resumeRestoredState();
}

function startNavigation(): void {
  routeMiddleware.start();
  connectNavigation((to, options) => routeMiddleware.send({ type: 'route.navigate', to, ...options }));
  window.addEventListener('popstate', () =>
    routeMiddleware.send({ type: 'route.navigate', to: currentHref(), history: true }),
  );
  routeMiddleware.send({ type: 'route.navigate', to: currentHref(), history: true });
}

function startBackgroundWork(): void {
  // The dev server has no build manifest to poll.
  if (import.meta.env.PROD) buildUpdate.start();
  scheduleManifestPrefetch((manifest) => routeMiddleware.send(rulesEvent(manifest)));
  startLinkPrefetch();
  preloadDialogsOnIntent();
  // The page is hydrated and interactive from here on: a mark (npm run bench measures up to it) and an
  // attribute on the document (a fake clock in a test replaces performance, not the DOM).
  performance.mark('aden:interactive');
  document.documentElement.dataset.interactive = 'true';
}
