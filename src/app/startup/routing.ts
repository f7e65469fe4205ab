// Start-up stage: the configuration, the route table and the page's data embedded in the HTML
// (see src/app/main.tsx).
export { readEmbeddedPageData, setEmbeddedPageData } from '@/app/pageData';
export { resolveRoute } from '@/app/resolveRoute';
export { loadRoute } from '@/app/routeModules';
export { savedStateForThisPage } from '@/lib/restoredActors';
