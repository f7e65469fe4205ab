import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import {
  Component,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AnyActorRef } from 'xstate';
import type { LabStep } from '@/flow-lab/sandbox/labSession';
import type { TimelineEntry } from '@/flow-lab/sandbox/labTimeline';
import { AppActorsProvider } from '@/lib/state/appActors';
import { theme as siteTheme } from '@/theme/theme';
import { machineScreens, noScreenReasons } from './machineScreens';
import { routedThroughLab, screenActors } from './screenActors';
import { StepToasts } from './stepToasts';

/** No text of the screen is drawn smaller than this. */
const MIN_TEXT_PX = 11;
/** The smallest text the site draws: MUI's caption and helper text (0.75rem). */
const SMALLEST_SITE_TEXT_PX = 12;
/**
 * The two widths the screen is shown at: a phone's at its size, and a desktop's scaled to the room
 * the column has, but never so far that its smallest text falls under 11 px (it scrolls sideways then).
 */
const WIDTHS = {
  phone: { width: 390, minScale: 1 },
  desktop: { width: 1280, minScale: MIN_TEXT_PX / SMALLEST_SITE_TEXT_PX },
} as const;
export type ScreenWidth = keyof typeof WIDTHS;
const GUTTER = 12;
const FRAME_HEIGHT = 560;
/** The room the screen's column takes at each width (a CSS length): the desktop takes up to half the window. */
export const screenRoom = (width: ScreenWidth) =>
  width === 'phone'
    ? `${WIDTHS.phone.width + 2 * GUTTER}px`
    : `min(50vw, ${Math.ceil(WIDTHS.desktop.width * WIDTHS.desktop.minScale) + 2 * GUTTER}px)`;
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

/** The scale the desktop frame fits the room at, within its bounds; the phone's is 1. */
function useFrameScale(width: Width, room: HTMLElement | null): number {
  const [available, setAvailable] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!room) return;
    setAvailable(room.clientWidth);
    // A test's document (jsdom) has no ResizeObserver: the width it was laid out at stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setAvailable(room.clientWidth));
    observer.observe(room);
    return () => observer.disconnect();
  }, [room]);
  const { width: pixels, minScale } = WIDTHS[width];
  if (width === 'phone' || available === null) return minScale;
  return Math.min(1, Math.max(minScale, available / pixels));
}

/**
 * Keeps the lab's own controls from reaching the screen's fields: a press outside the frame takes
 * the focus away, and the form would validate on that blur ("Please input your email") where no
 * visitor's form does. A blur caused inside the frame (a press there, the focus moving within it) is
 * the visitor's and passes.
 */
function useLabBlurStopped(frame: HTMLElement | null) {
  useEffect(() => {
    if (!frame) return;
    let pressedInside = false;
    const press = (event: PointerEvent) => {
      pressedInside = event.target instanceof Node && frame.contains(event.target);
    };
    const stop = (event: FocusEvent) => {
      const inside = event.relatedTarget instanceof Node && frame.contains(event.relatedTarget);
      if (!inside && !pressedInside) event.stopPropagation();
    };
    const forget = () => {
      pressedInside = false;
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('keydown', forget, true);
    frame.addEventListener('focusout', stop, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('keydown', forget, true);
      frame.removeEventListener('focusout', stop, true);
    };
  }, [frame]);
}

/**
 * A fresh drawing of the screen after each event the lab sent from outside it (the events panel, a
 * step of the diagram): the site's forms then start from the values the flow holds, as the visitor's
 * typing had put them there. Steps the screen sent itself, call answers and timers leave it as it is.
 */
function useScreenGeneration(shown: TimelineEntry | undefined) {
  const ownSteps = useRef(0);
  const last = useRef(shown);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (shown === last.current) return;
    last.current = shown;
    if (ownSteps.current > 0) ownSteps.current--;
    else if (shown?.step?.kind === 'event') setGeneration((count) => count + 1);
  }, [shown]);
  const countOwnStep = useCallback(() => {
    ownSteps.current++;
  }, []);
  return { generation, countOwnStep };
}

/**
 * What the visitor sees in the lab's current state: the site's own component, bound to the lab's
 * actor. A press or a typed value in it is a step of the lab, shown on the diagram.
 */
export function ScreenPane({
  machineId,
  actor,
  shown,
  apply,
  width,
  onWidth,
}: {
  machineId: string;
  actor: AnyActorRef;
  /** The log's shown entry: its step tells whether the screen is drawn afresh. */
  shown: TimelineEntry | undefined;
  apply: (step: LabStep) => void;
  width: ScreenWidth;
  onWidth(width: ScreenWidth): void;
}) {
  const screen = machineScreens[machineId];
  const { generation, countOwnStep } = useScreenGeneration(shown);
  const actors = useMemo(() => {
    const routed = routedThroughLab(actor, (step) => {
      countOwnStep();
      apply(step);
    });
    return { routed, app: screenActors(routed, machineId) };
  }, [actor, apply, machineId, countOwnStep]);
  const router = useMemo(() => memoryLocation({ path: '/' }), []);
  const [room, setRoom] = useState<HTMLElement | null>(null);
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const scale = useFrameScale(width, room);
  const pixels = WIDTHS[width].width;
  useLabBlurStopped(frame);
  // A desktop frame wider than the room opens on its middle, where the site's dialogs are.
  useLayoutEffect(() => {
    if (room) room.scrollLeft = Math.max(0, (pixels * scale - room.clientWidth) / 2);
  }, [room, pixels, scale]);
  const nothingShown = useSelector(actor, (snapshot) => screen?.nothingShown?.(snapshot) ?? null);

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
            ref={setRoom}
            data-lab-screen-room
            sx={{ mx: `${GUTTER}px`, mb: `${GUTTER}px`, overflowX: 'auto', overflowY: 'hidden' }}
          >
            <Box sx={{ height: FRAME_HEIGHT, width: pixels * scale, overflow: 'hidden' }}>
              <Box
                ref={setFrame}
                data-lab-screen
                data-width={width}
                data-scale={scale}
                sx={{
                  // A transformed box holds its fixed-position children: the site's dialogs stay inside.
                  transform: `scale(${scale})`,
                  transformOrigin: 'top left',
                  width: pixels,
                  height: FRAME_HEIGHT / scale,
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
                    <StepToasts entry={shown} />
                    {nothingShown ? (
                      <Typography
                        role="note"
                        aria-label="Nothing of the flow on screen"
                        color="text.secondary"
                        sx={{ p: 3, maxWidth: 360, fontStyle: 'italic' }}
                      >
                        {nothingShown}
                      </Typography>
                    ) : (
                      <Router hook={router.hook}>
                        <AppActorsProvider actors={actors.app}>
                          <ScreenBoundary key={`${actor.sessionId}:${generation}`}>
                            {screen.render(actors.routed)}
                          </ScreenBoundary>
                        </AppActorsProvider>
                      </Router>
                    )}
                  </ScopedCssBaseline>
                </ThemeProvider>
              </Box>
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
