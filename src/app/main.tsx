import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { savedStateForThisPage } from '@/lib/restoredActors';
import { App } from './App';
import { readEmbeddedPageData, setEmbeddedPageData } from './pageData';
import { resolveRoute } from './resolveRoute';
import { loadRoute } from './routeModules';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  // The page's data is in the HTML (SPEC 7): the first render reads it instead of fetching it.
  setEmbeddedPageData(readEmbeddedPageData(document));
  // Load the current page's chunk first, so the first render matches the prerendered HTML.
  const resolution = resolveRoute(window.location.pathname);
  if (resolution.kind === 'page') await loadRoute(resolution.route).catch(() => undefined);

  const app = (
    <CacheProvider value={createCache({ key: 'css' })}>
      <App />
    </CacheProvider>
  );
  // After a deployment reload the dialogs come back open (saved snapshots): render afresh rather than
  // hydrate HTML that shows them closed. Hydration as a transition is done in slices that yield to the
  // browser every few milliseconds, instead of one long task that blocks a press on the header.
  const hydrate = root.firstElementChild && root.dataset.render !== 'client' && !savedStateForThisPage();
  if (hydrate) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
