// Start-up stage: the app-wide actors with their effects, the route table, the page's
// data embedded in the HTML (see src/app/main.tsx).
export { appActors } from '@/app/actors/appActors';
export { readEmbeddedPageData, setEmbeddedPageData } from '@/app/pageData';
export { resolveRoute } from '@/app/resolveRoute';
export { loadRoute } from '@/app/routeModules';
export { savedStateForThisPage } from '@/lib/restoredActors';
