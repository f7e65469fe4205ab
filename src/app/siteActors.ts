import { loadingBarMachine } from '@machines/loadingBar';
import { createActor } from 'xstate';
import { createAuthDialogLogic } from '@/features/auth/authDialog.effects';
import { consentLogic } from '@/features/consent/consent.effects';
import { COOKIE_POLICY_VERSION } from '@/features/consent/policy';
import { contactLogic } from '@/features/contact/contact.effects';
import { createDemoDialogLogic } from '@/features/scheduling/demoDialog.effects';
import { config } from '@/lib/config/siteConfig';
import { type AppActors, reportChunkLoadFailure } from '@/lib/state/appActors';
import { inspect } from '@/lib/state/inspector';
import { readReloadGuard } from '@/lib/state/reloadState';
import { createRestorableActor } from '@/lib/state/restoredActors';
import { createBuildUpdateLogic } from './buildUpdate.effects';
import { readEmbeddedRouteRules } from './embeddedRouteRules';
import { createPageDataLogic } from './pageData.effects';
import { createRouteMiddlewareLogic, rulesEvent } from './routeMiddleware.effects';
import { sessionLogic } from './session.effects';

// Where the app is composed: the app-wide actors, each machine with its real effects (the
// `*.effects.ts` files), created once for the page. Components reach them through
// <AppActorsProvider> (src/lib/state/appActors.tsx); they start after hydration
// (src/entry/startSiteActors.ts).
// The dialogs start from the snapshots a deployment reload saved for this page, if any (SPEC 8).
const session = createActor(sessionLogic, { inspect });
// Its flows' code comes on intent or when first asked for; a failed fetch is a missing chunk.
const authDialogLogic = createAuthDialogLogic(session, () => reportChunkLoadFailure(buildUpdate));
const authDialog = createRestorableActor('authDialog', authDialogLogic, {
  input: { googleConfigured: Boolean(config.googleClientId) },
  inspect,
});
const contact = createRestorableActor('contact', contactLogic, { inspect });
const schedulerLogic = createDemoDialogLogic(contact);
const demoDialog = createRestorableActor('demoDialog', schedulerLogic, { inspect });
const discoveryCall = createRestorableActor('discoveryCall', schedulerLogic, { inspect });
const loadingBar = createActor(loadingBarMachine, { inspect });
const buildUpdate = createActor(
  createBuildUpdateLogic(() => ({ authDialog, contact, demoDialog, discoveryCall })),
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
  discoveryCall,
  loadingBar,
  buildUpdate,
  consent,
};

/** The page-data flow of each route with a payload (src/app/PageDataView.tsx), reporting to the loading bar. */
export const pageDataLogic = createPageDataLogic({ loadingBar });

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
