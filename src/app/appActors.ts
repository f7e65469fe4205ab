import { authDialogActor } from '../actors/authDialog';
import { buildUpdateActor, reportChunkLoadFailure } from '../actors/buildUpdate';
import { contactActor } from '../actors/contact';
import { demoDialogActor } from '../actors/demoDialog';
import { connectInspector, discardInspection, observeInspection } from '../actors/inspector';
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
  // The flow lab's live attach exists only in development and lab builds (VITE_FLOW_LAB=true);
  // elsewhere this branch, and the lab's code, are left out of the bundle.
  if (import.meta.env.DEV || import.meta.env.VITE_FLOW_LAB === 'true') offerFlowLab();
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

/** `?lab` or Ctrl+Shift+L (Cmd on a Mac): the lab opens in a window beside the site and follows its actors. */
const LAB_SHORTCUT_KEY = 'L';

function offerFlowLab(): void {
  let linked = false;
  const attach = (openWindow: boolean) => {
    if (!linked) {
      linked = true;
      import('../flow-lab/live/siteLink')
        .then(({ linkSiteToLab }) =>
          linkSiteToLab(
            [sessionActor, authDialogActor, contactActor, demoDialogActor, loadingBarActor, buildUpdateActor],
            observeInspection,
          ),
        )
        .catch((error) => console.error('The flow lab link could not start', error));
    }
    if (openWindow) window.open('/flows?live', 'aden-flow-lab');
  };
  if (new URLSearchParams(window.location.search).has('lab')) attach(true);
  window.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toUpperCase() === LAB_SHORTCUT_KEY)
      attach(true);
  });
}
