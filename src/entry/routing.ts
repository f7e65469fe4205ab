// Start-up stage: the configuration, the route table, the page's payload request, with it
// (its flow reports to the loading bar) the app-wide actors, each machine with its effects, and the
// app's components (see main.tsx).
export { App } from '@/app/App';
export { loadErrorPage } from '@/app/ErrorView';
export { resolveRoute } from '@/app/resolveRoute';
export { loadRoute } from '@/app/routeModules';
export { fetchPagePayload } from '@/lib/http/pagePayload';
export { preloadPressedDialogs } from '@/lib/loading/intentPreload';
export { handOverPressShell } from '@/lib/loading/pressShellHandover';
export { savedStateForThisPage } from '@/lib/state/restoredActors';
export { siteActors } from './siteActors';
export { startSiteActors } from './startSiteActors';
