import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { savedStateForThisPage } from '@/lib/restoredActors';
import { App } from './App';
import { resolveRoute } from './resolveRoute';
import { loadRoute } from './routeModules';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  // Load the current page's chunk first, so the first render matches the prerendered HTML.
  const resolution = resolveRoute(window.location.pathname);
  if (resolution.kind === 'page') await loadRoute(resolution.route).catch(() => undefined);

  const app = (
    <CacheProvider value={createCache({ key: 'css' })}>
      <App />
    </CacheProvider>
  );
  // After a deployment reload the dialogs come back open (saved snapshots): render afresh rather than
  // hydrate HTML that shows them closed.
  const hydrate = root.firstElementChild && root.dataset.render !== 'client' && !savedStateForThisPage();
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
