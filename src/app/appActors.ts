import { authDialogActor } from '../actors/authDialog';
import { buildUpdateActor } from '../actors/buildUpdate';
import { contactActor, lockScroll } from '../actors/contact';
import { demoDialogActor } from '../actors/demoDialog';
import { connectInspector, discardInspection } from '../actors/inspector';
import { loadingBarActor } from '../actors/loadingBar';
import { sessionActor } from '../actors/session';
import { toast } from '../features/toasts/toast';
import { config } from '../lib/config';
import { connectHttp } from '../lib/http';
import { connectNavigation } from '../lib/navigation';
import { savedStateForThisPage } from '../lib/restoredActors';
import { giveRules, routeMiddlewareActor } from './actors/routeMiddleware';
import { scheduleManifestPrefetch } from './buildManifest';
import { preloadDialogsWhenIdle } from './idlePreload';
import { startLinkPrefetch } from './linkPrefetch';

let started = false;

const currentHref = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * After a deployment reload (SPEC 8) the dialogs came back from their snapshots; what their entry
 * actions did is not in a snapshot: the sign-up countdown's timer, the contact dialog's scroll lock,
 * and the scroll position of the page.
 */
function resumeRestoredState(): void {
  const saved = savedStateForThisPage();
  if (!saved) return;
  authDialogActor.getSnapshot().children.signup?.send({ type: 'signup.countdown.resume' });
  if (contactActor.getSnapshot().matches('open')) lockScroll();
  window.requestAnimationFrame(() => window.scrollTo(0, saved.scrollY));
}

/**
 * Starts the app-wide actors and wires the HTTP client and navigation to them. Runs once, after
 * hydration, so the first render matches the prerendered HTML.
 */
export function startAppActors(): void {
  if (started) return;
  started = true;
  // The page is hydrated and interactive from here on (npm run bench measures up to this mark).
  performance.mark('aden:interactive');
  if (config.inspect || new URLSearchParams(window.location.search).has('inspect')) {
    connectInspector().catch((error) => console.error('The Stately inspector could not start', error));
  } else {
    discardInspection();
  }
  connectHttp({
    getToken: () => sessionActor.getSnapshot().context.token,
    onUnauthorized: () => sessionActor.send({ type: 'session.unauthorized' }),
    notifyError: (message) => toast(message, 'error'),
  });
  sessionActor.start();
  authDialogActor.start();
  demoDialogActor.start();
  contactActor.start();
  loadingBarActor.start();
  resumeRestoredState();

  // Every navigation goes through the route middleware: the first load, back/forward, links, hand-offs.
  routeMiddlewareActor.start();
  connectNavigation((to, options) => routeMiddlewareActor.send({ type: 'route.navigate', to, ...options }));
  window.addEventListener('popstate', () =>
    routeMiddlewareActor.send({ type: 'route.navigate', to: currentHref(), history: true }),
  );
  routeMiddlewareActor.send({ type: 'route.navigate', to: currentHref(), history: true });

  // The dev server has no build manifest to poll.
  if (import.meta.env.PROD) buildUpdateActor.start();
  scheduleManifestPrefetch(giveRules);
  startLinkPrefetch();
  preloadDialogsWhenIdle();
}
