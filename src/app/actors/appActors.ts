import { demoDialogMachine } from '@machines/demoDialog';
import { loadingBarMachine } from '@machines/loadingBar';
import { createActor } from 'xstate';
import { preloadDialogsOnIntent } from '@/app/intentPreload';
import { observeRouteLoading } from '@/app/routeModules';
import { createAuthDialogLogic } from '@/features/auth/authDialogActor';
import { consentLogic } from '@/features/consent/consentActor';
import { COOKIE_POLICY_VERSION } from '@/features/consent/policy';
import { contactLogic } from '@/features/contact/contactActor';
import { type AppActors, reportChunkLoadFailure } from '@/lib/appActors';
import { config } from '@/lib/config';
import { connectHttp } from '@/lib/http';
import { toast } from '@/lib/toast';
import { buildUpdateLogic } from './buildUpdate';
import { offerFlowLab } from './flowLabLink';
import { connectInspector, discardInspection, inspect } from './inspector';
import { sessionLogic } from './session';

// The app-wide actors, each machine with its real effects, created once for the page. Components
// reach them through <AppActorsProvider> (src/lib/appActors.tsx); they start after hydration.
const session = createActor(sessionLogic, { inspect });

export const appActors: AppActors = {
  session,
  authDialog: createActor(createAuthDialogLogic(session), {
    input: { googleConfigured: Boolean(config.googleClientId) },
    inspect,
  }),
  contact: createActor(contactLogic, { inspect }),
  demoDialog: createActor(demoDialogMachine, { inspect }),
  loadingBar: createActor(loadingBarMachine, { inspect }),
  buildUpdate: createActor(buildUpdateLogic, { input: { currentBuildId: config.buildId }, inspect }),
  consent: createActor(consentLogic, {
    input: { required: config.consentRequired, policyVersion: COOKIE_POLICY_VERSION },
    inspect,
  }),
};

let started = false;

/**
 * Starts the app-wide actors and wires the HTTP client and page loading to them. Runs once, after
 * hydration, so the first render matches the prerendered HTML.
 */
export function startAppActors(): void {
  if (started) return;
  started = true;
  const { session, authDialog, contact, demoDialog, loadingBar, buildUpdate, consent } = appActors;
  // The page is hydrated and interactive from here on (npm run bench measures up to this mark).
  performance.mark('aden:interactive');
  if (config.inspect || new URLSearchParams(window.location.search).has('inspect')) {
    connectInspector().catch((error) => console.error('The Stately inspector could not start', error));
  } else {
    discardInspection();
  }
  // Live attach for the flow lab, only in development and lab builds (VITE_FLOW_LAB=true).
  if (import.meta.env.DEV || import.meta.env.VITE_FLOW_LAB === 'true') offerFlowLab(Object.values(appActors));
  connectHttp({
    getToken: () => session.getSnapshot().context.token,
    onUnauthorized: () => session.send({ type: 'session.unauthorized' }),
    notifyError: (message) => toast(message, 'error'),
  });
  observeRouteLoading({
    started: () => loadingBar.send({ type: 'loading.start' }),
    finished: () => loadingBar.send({ type: 'loading.finish' }),
    failed: () => {
      loadingBar.send({ type: 'loading.error' });
      reportChunkLoadFailure(buildUpdate, window.location.pathname);
    },
  });
  // First: Google Consent Mode's defaults are queued before anything could load a Google tag.
  consent.start();
  session.start();
  authDialog.start();
  demoDialog.start();
  contact.start();
  loadingBar.start();
  // The dev server has no build manifest to poll.
  if (import.meta.env.PROD) buildUpdate.start();
  preloadDialogsOnIntent();
}
