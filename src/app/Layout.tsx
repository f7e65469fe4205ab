import Box from '@mui/material/Box';

import { useLocation } from 'wouter';
import { ChatWidget } from '@/features/chat/ChatWidget';
import { ConsentBanner } from '@/features/consent/ConsentBanner';
import { Footer } from '@/features/footer/Footer';
import { Header } from '@/features/header/Header';
import { LoadingBar } from '@/features/loading-bar/LoadingBar';
import { HydrationBoundary } from '@/lib/loading/HydrationBoundary';
import { CtaActions } from './CtaActions';
import { SiteDialogs } from './dialogs';
import { isHeaderHidden } from './headerVisibility';
import { useCommittedError } from './middlewareLocation';
import { NavigationOverlay } from './NavigationOverlay';
import { RouteView } from './RouteView';
import { rejected, resolveRoute } from './resolveRoute';
import { ScrollToTop } from './ScrollToTop';

/** The frame of every page: loading bar, header, the page, footer, and the app-wide dialogs. */
export function Layout() {
  const [path] = useLocation();
  const error = useCommittedError();
  // The middleware's verdict for this path (a rejection, a page whose code failed), else the route table's.
  const resolution =
    error && error.path === path ? rejected(error.status, error.message) : resolveRoute(path);
  const whiteHeader = resolution.kind === 'page' ? Boolean(resolution.route.whiteHeader) : true;

  return (
    <>
      <LoadingBar />
      <NavigationOverlay />
      <ScrollToTop />
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      {!isHeaderHidden(path) && <Header whiteHeader={whiteHeader} />}
      {/* Boundaries for hydration: the header hydrates first, the page and the footer after it, each in
          passes of its own (React hydrates a boundary's content separately, yielding in between). */}
      <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none', minHeight: '60vh' }}>
        <CtaActions>
          <HydrationBoundary>
            <RouteView resolution={resolution} path={path} />
          </HydrationBoundary>
        </CtaActions>
      </Box>
      <HydrationBoundary>
        <Footer />
      </HydrationBoundary>
      <ChatWidget />
      <ConsentBanner />
      <SiteDialogs />
    </>
  );
}
