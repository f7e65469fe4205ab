import { startTransition } from 'react';
import { nextTask } from './taskSteps';

/**
 * The shell is evaluated in stages, one task each (Total Blocking Time counts every task over 50 ms on
 * a slowed-down phone, and evaluating the whole shell at once is one such task): the framework, then
 * the configuration, the statecharts, the HTTP client and toasts, the app-wide actors, the page's
 * chunk, the app's components. The build preloads every stage's files with the entry
 * (scripts/pageScripts.ts), so the stages wait on no network.
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  const { CacheProvider, createCache, createRoot, hydrateRoot } = await import('./startup/framework');
  await nextTask();
  await import('./startup/config');
  await nextTask();
  await import('./startup/machines');
  await nextTask();
  await import('./startup/services');
  await nextTask();
  const flows = await import('./startup/flows');
  // The page's data is in the HTML (SPEC 7): the first render reads it instead of fetching it.
  flows.setEmbeddedPageData(flows.readEmbeddedPageData(document));
  // Load the current page's chunk first, so the first render matches the prerendered HTML.
  const resolution = flows.resolveRoute(window.location.pathname);
  await nextTask();
  if (resolution.kind === 'page') await flows.loadRoute(resolution.route).catch(() => undefined);
  await nextTask();
  const { App } = await import('./App');
  await nextTask();

  const app = (
    <CacheProvider value={createCache({ key: 'css' })}>
      <App />
    </CacheProvider>
  );
  // After a deployment reload the dialogs come back open (saved snapshots): render afresh rather than
  // hydrate HTML that shows them closed. Hydration as a transition is done in slices that yield to the
  // browser every few milliseconds, instead of one long task that blocks a press on the header.
  const hydrate =
    root.firstElementChild && root.dataset.render !== 'client' && !flows.savedStateForThisPage();
  if (hydrate) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
