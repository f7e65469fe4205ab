import { createAppActors } from '@/app/appFlows';
import { inspect } from '@/lib/state/inspector';

/**
 * Where the app is composed: the page's app-wide actors, one per row of the registry
 * (src/app/appFlows.ts), created once for the page. The entry hands them to <App>, which provides them
 * to components (src/lib/state/appActors.tsx); they start after hydration (startSiteActors.ts). The
 * dialogs start from the snapshots a deployment reload saved for this page, if any (SPEC 8).
 */
export const siteActors = createAppActors({ inspect });
