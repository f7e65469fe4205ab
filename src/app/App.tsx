import CssBaseline from '@mui/material/CssBaseline';
import { useLayoutEffect } from 'react';
import { Router } from 'wouter';
import { startSiteActors } from '@/boot/start/startSiteActors';
import { ToastProvider } from '@/features/toasts/ToastProvider';
import { AppActorsProvider } from '@/lib/state/appActors';
import { Layout } from './Layout';
import { useMiddlewareLocation } from './middlewareLocation';
import { routeParser } from './resolveRoute';
import { SiteThemeProvider } from './SiteThemeProvider';
import { appActors } from './siteActors';
import { theme } from './theme';

/** The whole site. ssrPath is given when prerendering; in the browser the router reads the location. */
export function App({ ssrPath }: { ssrPath?: string }) {
  // After hydration: actors read storage and may change what the header shows. At the commit, not in a
  // passive effect, which waits for the next frame: the start is a task of its own anyway.
  useLayoutEffect(startSiteActors, []);
  return (
    <AppActorsProvider actors={appActors}>
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
