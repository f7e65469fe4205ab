import CssBaseline from '@mui/material/CssBaseline';
import { useLayoutEffect } from 'react';
import { Router } from 'wouter';
import { ToastProvider } from '@/features/toasts/ToastProvider';
import { type AppActors, AppActorsProvider } from '@/lib/state/appActors';
import { SiteThemeProvider } from '@/theme/SiteThemeProvider';
import { theme } from '@/theme/theme';
import { Layout } from './Layout';
import { useMiddlewareLocation } from './middlewareLocation';
import { routeParser } from './resolveRoute';

/**
 * The whole site, with the app-wide actors the entry created (src/entry/siteActors.ts). ssrPath is
 * given when prerendering; in the browser the router reads the location, and the entry gives `start`,
 * which starts the actors (src/entry/startSiteActors.ts).
 */
export function App({ actors, ssrPath, start }: { actors: AppActors; ssrPath?: string; start?: () => void }) {
  // After hydration: actors read storage and may change what the header shows. At the commit, not in a
  // passive effect, which waits for the next frame: the start is a task of its own anyway.
  useLayoutEffect(() => start?.(), [start]);
  return (
    <AppActorsProvider actors={actors}>
      <SiteThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          {/* ssrSearch "": the prerendered HTML was rendered without a query, so hydration reads
              none either; a query (/blog?tag=...) applies right after. */}
          <Router
            parser={routeParser}
            hook={useMiddlewareLocation}
            ssrSearch=""
            {...(ssrPath ? { ssrPath } : {})}
          >
            <Layout />
          </Router>
        </ToastProvider>
      </SiteThemeProvider>
    </AppActorsProvider>
  );
}
