import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode, useMemo } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AnyActorRef } from 'xstate';
import { theme as siteTheme } from '@/app/theme';
import type { LabStep } from '@/flow-lab/sandbox/labSession';
import { AppActorsProvider } from '@/lib/state/appActors';
import { machineScreens, noScreenReasons } from './machineScreens';
import { routedThroughLab, screenActors } from './screenActors';

/** The two widths the screen is shown at: a phone's, and a desktop's drawn at half size. */
const WIDTHS = {
  phone: { width: 390, scale: 1 },
  desktop: { width: 1280, scale: 0.5 },
} as const;
export type ScreenWidth = keyof typeof WIDTHS;
const GUTTER = 12;
/** The room the screen takes at each width, its margins included. */
export const screenRoom = (width: ScreenWidth) => WIDTHS[width].width * WIDTHS[width].scale + 2 * GUTTER;
type Width = ScreenWidth;
const SCREEN_SELECTOR = '[data-lab-screen]';

/**
 * The site's theme for the screen, with one change: dialogs, menus and popovers open inside the
 * screen's frame (not over the whole lab), and leave the lab's focus and scroll alone.
 */
const screenTheme = createTheme(siteTheme, {
  components: {
    MuiModal: {
      defaultProps: {
        container: () => document.querySelector(SCREEN_SELECTOR),
        disableEnforceFocus: true,
        disableAutoFocus: true,
        disableRestoreFocus: true,
        disableScrollLock: true,
      },
    },
  },
});

class ScreenBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    if (this.state.error)
      return (
        <Typography role="alert" sx={{ p: 2 }} color="error">
          The screen could not be drawn in this state: {this.state.error}
        </Typography>
      );
    return this.props.children;
  }
}

/**
 * What the visitor sees in the lab's current state: the site's own component, bound to the lab's
 * actor. A press or a typed value in it is a step of the lab, shown on the diagram.
 */
export function ScreenPane({
  machineId,
  actor,
  apply,
  width,
  onWidth,
}: {
  machineId: string;
  actor: AnyActorRef;
  apply: (step: LabStep) => void;
  width: ScreenWidth;
  onWidth(width: ScreenWidth): void;
}) {
  const screen = machineScreens[machineId];
  const actors = useMemo(() => {
    const routed = routedThroughLab(actor, apply);
    return { routed, app: screenActors(routed, machineId) };
  }, [actor, apply, machineId]);
  const router = useMemo(() => memoryLocation({ path: '/' }), []);
  const { width: pixels, scale } = WIDTHS[width];

  return (
    <Box
      component="section"
      aria-label="Screen"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        flexShrink: 0,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1 }}>
        <Typography sx={{ fontWeight: 700, fontSize: 14, flex: 1 }}>What the visitor sees</Typography>
        {screen && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={width}
            onChange={(_, next: Width | null) => next && onWidth(next)}
            aria-label="Screen width"
          >
            <ToggleButton value="phone">Phone</ToggleButton>
            <ToggleButton value="desktop">Desktop</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Box>
      {screen ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, pb: 1 }}>
            Shown on {screen.page}.
          </Typography>
          <Box
            sx={{
              height: 560,
              mx: `${GUTTER}px`,
              mb: `${GUTTER}px`,
              width: pixels * scale,
              overflow: 'hidden',
            }}
          >
            <Box
              data-lab-screen
              data-width={width}
              sx={{
                // A transformed box holds its fixed-position children: the site's dialogs stay inside.
                transform: `scale(${scale})`,
                transformOrigin: 'top left',
                width: pixels,
                height: `${100 / scale}%`,
                position: 'relative',
                overflow: 'auto',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: '#fff',
              }}
            >
              <ThemeProvider theme={screenTheme}>
                <ScopedCssBaseline sx={{ minHeight: '100%' }}>
                  <Router hook={router.hook}>
                    <AppActorsProvider actors={actors.app}>
                      <ScreenBoundary key={actor.sessionId}>{screen.render(actors.routed)}</ScreenBoundary>
                    </AppActorsProvider>
                  </Router>
                </ScopedCssBaseline>
              </ThemeProvider>
            </Box>
          </Box>
        </>
      ) : (
        <Typography color="text.secondary" sx={{ px: 1.5, py: 2, maxWidth: 380 }}>
          No screen: {noScreenReasons[machineId] ?? 'this flow has nothing of its own on the page.'}
        </Typography>
      )}
    </Box>
  );
}
