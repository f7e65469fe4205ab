import { type AppFlowName, namesStartingIn } from '@/app/appFlows';
import { scheduleManifestPrefetch } from '@/app/manifestLoader';
import { rulesEvent } from '@/app/routeMiddleware.effects';
import { config } from '@/lib/config/siteConfig';
import { offerFlowLab } from '@/lib/flowLabLink/flowLabLink';
import { connectHttp } from '@/lib/http/httpHooks';
import { httpHooksFor } from '@/lib/http/sessionWiring';
import { whenAllPartsHydrated } from '@/lib/loading/HydrationBoundary';
import { preloadDialogsOnIntent } from '@/lib/loading/intentPreload';
import { runInTasks } from '@/lib/loading/taskSteps';
import { connectNavigation } from '@/lib/routing/navigation';
import {
  connectInspector,
  discardInspection,
  inspectorFromUrl,
  observeInspection,
} from '@/lib/state/inspector';
import { savedStateForThisPage } from '@/lib/state/restoredActors';
import { lockScroll } from '@/lib/ui/scrollLock';
import { toast } from '@/lib/ui/toast';
import { observePageFlows } from '@/lib/visitorSteps/pageFlows';
import { countStepsWhileAllowed } from '@/lib/visitorSteps/visitorStepsGate';
import { siteActors } from './siteActors';

const { session, authDialog, contact, routeMiddleware, consent } = siteActors;
const startAll = (names: AppFlowName[]) => {
  for (const name of names) siteActors[name].start();
};

const currentHref = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * After a deployment reload the dialogs came back from their snapshots; what their entry actions
 * did is not in a snapshot: the sign-up countdown's timer (the card's, or the closed dialog's), the contact dialog's scroll lock, and the
 * scroll position of the page.
 */
function resumeRestoredState(): void {
  const saved = savedStateForThisPage();
  if (!saved) return;
  authDialog.send({ type: 'auth.countdown.resume' });
  authDialog.getSnapshot().children.signup?.send({ type: 'signup.countdown.resume' });
  // A dialog whose code failed as it opened opens now, with what its opening carried.
  if (saved.reopen?.includes('contact') && contact.getSnapshot().matches('closed'))
    contact.send({ type: 'contact.open', email: saved.fields?.contact?.email });
  const auth = saved.reopen?.includes('auth') ? saved.fields?.auth : undefined;
  if (auth && authDialog.getSnapshot().matches('closed'))
    authDialog.send({
      type: 'auth.show',
      mode: auth.mode === 'signup' ? 'signup' : 'login',
      email: auth.email,
    });
  if (contact.getSnapshot().matches('open')) lockScroll();
  window.requestAnimationFrame(() => window.scrollTo(0, saved.scrollY));
}

let started = false;

/**
 * Starts the app-wide actors and wires the HTTP client and navigation to them. Runs once, after
 * hydration, so the first render matches the prerendered HTML; in a few steps of one task each
 * (each starts actors, and what they show renders in its step), in the order the flows need. The
 * page is interactive once its flows and navigation run, and the tools and background work follow;
 * the press capture replays presses on the page's parts once every part has hydrated as well.
 */
export function startSiteActors(): void {
  if (started) return;
  started = true;
  runInTasks([startConsentHttpAndFlows, startNavigation, startToolsAndBackgroundWork]);
}

function startConsentHttpAndFlows(): void {
  connectHttp(httpHooksFor(session, (message) => toast(message, 'error')));
  // In the registry's order (src/app/appFlows.ts): consent first.
  startAll(namesStartingIn('withFlows'));
  resumeRestoredState();
}

function startNavigation(): void {
  startAll(namesStartingIn('withNavigation'));
  connectNavigation((to, options) => routeMiddleware.send({ type: 'route.navigate', to, ...options }));
  window.addEventListener('popstate', () =>
    routeMiddleware.send({ type: 'route.navigate', to: currentHref(), history: true }),
  );
  routeMiddleware.send({ type: 'route.navigate', to: currentHref(), history: true });
  preloadDialogsOnIntent();
  // Interactive from here on: the flows run, a link reaches its route. A mark (npm run bench measures
  // up to it) and an attribute on the document (a fake clock in a test replaces performance, not the
  // DOM).
  performance.mark('aden:interactive');
  document.documentElement.dataset.interactive = 'true';
  // The press capture hands over presses outside the page's parts from here (pressReplay.ts), and the
  // rest once every part has hydrated (React may drop a press on a part it is still hydrating), or after
  // HYDRATION_WAIT_MS, should a part never hydrate.
  whenAllPartsHydrated(markHydrated);
  window.setTimeout(markHydrated, HYDRATION_WAIT_MS);
}

const HYDRATION_WAIT_MS = 10_000;

function markHydrated(): void {
  const root = document.documentElement;
  if (root.dataset.hydrated === 'true') return;
  performance.mark('aden:hydrated');
  root.dataset.hydrated = 'true';
}

function startToolsAndBackgroundWork(): void {
  // The inspector keeps what the actors did before it connects (inspector.ts).
  if (config.inspect || (inspectorFromUrl && new URLSearchParams(window.location.search).has('inspect'))) {
    connectInspector().catch((error) => console.error('The Stately inspector could not start', error));
  } else {
    discardInspection();
  }
  // Live attach for the flow lab, only in development and lab builds (VITE_FLOW_LAB=true).
  if (import.meta.env.DEV || import.meta.env.VITE_FLOW_LAB === 'true')
    offerFlowLab(Object.values(siteActors));
  // Visitors' steps, counted only with statistics allowed; the collector's code comes only then.
  countStepsWhileAllowed(consent, (observer) => {
    const stops = [observeInspection(observer), observePageFlows(observer)];
    return () => {
      for (const stop of stops) stop();
    };
  });
  // The dev server has no build manifest to poll (the build update is the background's flow).
  if (import.meta.env.PROD) startAll(namesStartingIn('inBackground'));
  scheduleManifestPrefetch((manifest) => routeMiddleware.send(rulesEvent(manifest)));
  // A chunk of its own: nothing before the first hover needs it, so a first visit's start-up skips it.
  import('@/app/linkPrefetch').then(({ startLinkPrefetch }) => startLinkPrefetch()).catch(() => undefined);
  // Likewise: a page built without the latin-ext face needs it only for what comes later.
  import('@/theme/latinExtFace').then(({ addLatinExtFace }) => addLatinExtFace()).catch(() => undefined);
}
