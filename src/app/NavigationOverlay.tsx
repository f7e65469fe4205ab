import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { UI_Z_INDEX_BASE } from '@/lib/themeTokens';
import { useLeavingTo } from './middlewareLocation';

/**
 * Covers the page while a full page load is on its way (hand-offs to ARP, redirects to an absolute
 * URL); the route middleware closes it LOADING_OVERLAY_CLOSE_DELAY_MS after done or failed (SPEC 9).
 */
export function NavigationOverlay() {
  const leavingTo = useLeavingTo();
  return (
    <Backdrop
      open={leavingTo !== null}
      data-testid="navigation-overlay"
      sx={{ zIndex: UI_Z_INDEX_BASE + 2, color: 'common.white' }}
    >
      {/* Only while open: a hidden spinner would keep animating for nothing. */}
      {leavingTo !== null && <CircularProgress color="inherit" aria-label="Leaving the page" />}
    </Backdrop>
  );
}
