import { startTransition } from 'react';
import { replayCapturedPresses } from '@/capture/pressReplay';
import { afterInteractive } from '@/lib/loading/afterInteractive';
import { nextTask } from '@/lib/loading/taskSteps';
import { whenIdle } from '@/lib/loading/whenIdle';
import { insertComposedStyles, recordPageStyles, takePageStyles } from './pageStyles';

/**
 * The shell is evaluated in stages, one task each (Total Blocking Time counts every task over 50 ms on
 * a slowed-down phone, and evaluating the whole shell at once is one such task). Each stage is a chunk
 * of its own; the build preloads them all with the entry (scripts/build/pageScripts.ts, STARTUP_CHUNKS), so
 * no stage waits on the network. A stage evaluates only what the ones before it have not.
 */
/** At the latest this long after hydration starts, the error page's code is fetched. */
const ERROR_PAGE_PRELOAD_MS = 3000;

async function stage<T>(load: () => Promise<T>): Promise<T> {
  const loaded = await load();
  await nextTask();
  return loaded;
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // First, so the presses made before the start are delivered before anything else hears of it.
  replayCapturedPresses(window);

  const { createRoot, hydrateRoot } = await stage(() => import('./reactDom'));
  // Before emotion loads: its default cache would move the page's style elements.
  const pageStyles = takePageStyles();
  const { CacheProvider, createSiteStyleCache } = await stage(() => import('./ui'));
  const machines = await stage(() => import('./machines'));
  // A deployment reload saved this page's dialogs: the sign-in flows' code first, to restore them with.
  if (machines.savedStateForThisPage()) await machines.preloadAuthFlows().catch(() => undefined);
  const routing = await stage(() => import('./routing'));
  // A dialog pressed for before the app started: its code comes while the page hydrates.
  routing.preloadPressedDialogs();
  // Its shell, drawn by the press capture, stays until the dialog itself shows.
  routing.handOverPressShell();
  // Load the current page's chunk and its payload (SPEC 7; the page's loader preloaded it after the first
  // paint) first, so the first render has them and matches the prerendered HTML. A payload that fails
  // is fetched again by the page.
  const resolution = routing.resolveRoute(window.location.pathname);
  let showsError = resolution.kind === 'error';
  if (resolution.kind === 'page') {
    const payloadFailed = resolution.route.data
      ? routing.fetchPagePayload(window.location.pathname).then(
          () => false,
          () => true,
        )
      : false;
    await stage(() => routing.loadRoute(resolution.route).catch(() => undefined));
    showsError = await payloadFailed;
  }
  // The error page is loaded only for a page that shows it (a missing payload is the 404 page).
  if (showsError) await stage(() => routing.loadErrorPage().catch(() => undefined));

  const styleCache = recordPageStyles(createSiteStyleCache(), pageStyles.ids);
  afterInteractive(() => insertComposedStyles(styleCache, pageStyles.composed));
  const app = (
    <CacheProvider value={styleCache}>
      <routing.App actors={routing.siteActors} start={routing.startSiteActors} />
    </CacheProvider>
  );
  // After a deployment reload the dialogs come back open (saved snapshots): render afresh rather than
  // hydrate HTML that shows them closed. Hydration as a transition is done in slices that yield to the
  // browser every few milliseconds, instead of one long task that blocks a press on the header.
  const hydrate =
    root.firstElementChild && root.dataset.render !== 'client' && !routing.savedStateForThisPage();
  if (hydrate) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  // The error page's code comes once the page is idle, not with the first scripts, but before a
  // deployment can remove this build's files under the open tab.
  whenIdle(() => void routing.loadErrorPage().catch(() => undefined), ERROR_PAGE_PRELOAD_MS);
}

void start();
