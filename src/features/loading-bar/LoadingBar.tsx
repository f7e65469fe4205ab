import Box from '@mui/material/Box';
import { LOADING_BAR_HEIGHT_PX, UI_Z_INDEX_BASE } from '@/lib/config/themeTokens';
import { useLoadingBar } from '@/lib/state/appActors';

/** A thin bar at the top of the viewport; its progress and timing come from the loading-bar machine. */
export function LoadingBar() {
  const { progress, visible, error } = useLoadingBar();
  return (
    <Box
      role="progressbar"
      aria-label="Page loading"
      aria-hidden={!visible}
      aria-valuenow={Math.round(progress)}
      aria-valuemin={0}
      aria-valuemax={100}
      data-state={error ? 'error' : visible ? 'loading' : 'idle'}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: LOADING_BAR_HEIGHT_PX,
        width: `${progress}%`,
        opacity: visible ? 1 : 0,
        bgcolor: error ? 'error.main' : 'primary.main',
        zIndex: UI_Z_INDEX_BASE + 1,
        transition: 'width 0.1s linear, opacity 0.4s',
        pointerEvents: 'none',
      }}
    />
  );
}
