import Backdrop from '@mui/material/Backdrop';
import { Spinner } from '@/components/Spinner';
import { UI_Z_INDEX_BASE } from '@/lib/config/themeTokens';

/** The cover itself (a chunk of its own: see NavigationOverlay.tsx). */
export function LeavingOverlay({ open }: { open: boolean }) {
  return (
    <Backdrop
      open={open}
      data-testid="navigation-overlay"
      sx={{ zIndex: UI_Z_INDEX_BASE + 2, color: 'common.white' }}
    >
      {/* Only while open: a hidden spinner would keep animating for nothing. */}
      {open && <Spinner color="inherit" aria-label="Leaving the page" />}
    </Backdrop>
  );
}
