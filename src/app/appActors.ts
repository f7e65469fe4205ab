import { authDialogActor } from '../actors/authDialog';
import { buildUpdateActor, reportChunkLoadFailure } from '../actors/buildUpdate';
import { contactActor } from '../actors/contact';
import { demoDialogActor } from '../actors/demoDialog';
import { connectInspector, discardInspection } from '../actors/inspector';
import { loadingBarActor } from '../actors/loadingBar';
import { sessionActor } from '../actors/session';
import { toast } from '../features/toasts/toast';
import { config } from '../lib/config';
import { connectHttp } from '../lib/http';
import { preloadDialogsWhenIdle } from './idlePreload';
import { observeRouteLoading } from './routeModules';

let started = false;

/**
 * Starts the app-wide actors and wires the HTTP client and page loading to them. Runs once, after
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
  observeRouteLoading({
    started: () => loadingBarActor.send({ type: 'loading.start' }),
    finished: () => loadingBarActor.send({ type: 'loading.finish' }),
    failed: () => {
      loadingBarActor.send({ type: 'loading.error' });
      reportChunkLoadFailure(window.location.pathname);
    },
  });
  sessionActor.start();
  authDialogActor.start();
  demoDialogActor.start();
  contactActor.start();
  loadingBarActor.start();
  // The dev server has no build manifest to poll.
  if (import.meta.env.PROD) buildUpdateActor.start();
  preloadDialogsWhenIdle();
}
