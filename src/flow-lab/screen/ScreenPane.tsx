import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import type { LabStep } from '@/flow-lab/sandbox/labSession';
import type { TimelineEntry } from '@/flow-lab/sandbox/labTimeline';
import { routedThroughLab, screenActors } from './screenActors';
import { attachScreenChannel, createScreenChannel, type ScreenFeed } from './screenChannel';
import { noScreenReasons, screenPages } from './screenPages';
import { toastsOf } from './stepToasts';

/**
 * The devices the screen is shown as, each a window of its CSS size: a phone's at its size (as tall
 * as the pane), a desktop's scaled down to the column's width.
 */
const DEVICES = {
  phone: { width: 390, height: 560 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ScreenWidth = keyof typeof DEVICES;
const GUTTER = 12;
/** The screen's page, a lab-only entry served beside the lab (scripts/vite-plugins/flowLabPlugin.ts). */
export const SCREEN_PAGE = '/flows/screen/';

/** The room the screen's column takes at each width (a CSS length): the desktop takes half the window. */
export const screenRoom = (width: ScreenWidth) =>
  width === 'phone'
    ? `${DEVICES.phone.width + 2 * GUTTER}px`
    : `min(50vw, ${DEVICES.desktop.width + 2 * GUTTER}px)`;

/** The scale the device's window fits the room's width at, never above 1. */
function useFrameScale(width: ScreenWidth, room: HTMLElement | null): number {
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
  if (available === null || available <= 0) return 1;
  return Math.min(1, available / DEVICES[width].width);
}

/** Events a visitor sends with a button beside the card's form, not one of the form's own. */
const PRESSES_BESIDE_FORM = new Set(['google.credential']);

/**
 * When the screen is drawn afresh and when its toasts change, after each entry the log shows: an event
 * the lab sent from outside the screen (the events panel, a step of the diagram, Go to) draws the
 * site's forms afresh from the values the flow holds, as the visitor's typing had put them there; any
 * step but the screen's own replaces the toasts with the step's. Steps the screen sent itself leave the
 * drawing as it is, and their toasts join those shown, as on the site.
 */
function useScreenSteps(shown: TimelineEntry | undefined) {
  const last = useRef(shown);
  const [state, setState] = useState({
    drawing: 0,
    pressedBesideForm: false,
    toasts: { key: 0, list: toastsOf(shown) },
  });
  useEffect(() => {
    if (shown === last.current) return;
    last.current = shown;
    // The log marks the steps the screen sent (a card's press, Google's script loading in the dialog):
    // a count of sends would also count those the flow does not take, which make no entry.
    const own = shown?.fromScreen === true;
    const list = toastsOf(shown);
    const drawn = !own && shown?.step?.kind === 'event' ? shown.step.event.type : null;
    setState((before) => ({
      drawing: drawn ? before.drawing + 1 : before.drawing,
      pressedBesideForm: drawn ? PRESSES_BESIDE_FORM.has(drawn) : before.pressedBesideForm,
      toasts: !own || list.length > 0 ? { key: before.toasts.key + 1, list } : before.toasts,
    }));
  }, [shown]);
  return state;
}

/**
 * What the visitor sees in the lab's current state: the site itself, in a frame as wide as the chosen
 * device (frame.html, FramedScreen.tsx), drawing the site's own component from the lab's actor. A press
 * or a typed value in it is a step of the lab, shown on the diagram.
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
  /** The log's shown entry: its step tells whether the screen is drawn afresh, and its toasts. */
  shown: TimelineEntry | undefined;
  /** Takes a step the screen sent (a press or a typed value in it), marked in the log as the screen's. */
  apply: (step: LabStep) => void;
  width: ScreenWidth;
  onWidth(width: ScreenWidth): void;
}) {
  const page = screenPages[machineId];
  const { drawing, pressedBesideForm, toasts } = useScreenSteps(shown);
  const actors = useMemo(() => {
    const routed = routedThroughLab(actor, apply);
    return { routed, app: screenActors(routed, machineId) };
  }, [actor, apply, machineId]);
  const channel = useMemo(createScreenChannel, []);
  const feed: ScreenFeed = useMemo(
    () => ({
      machineId,
      actor: actors.routed,
      actors: actors.app,
      drawing: `${actor.sessionId}:${drawing}`,
      pressedBesideForm,
      toasts,
    }),
    [machineId, actors, actor, drawing, pressedBesideForm, toasts],
  );
  useLayoutEffect(() => channel.publish(feed), [channel, feed]);
  const frameRef = useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (frame) attachScreenChannel(frame, channel);
    },
    [channel],
  );
  const [room, setRoom] = useState<HTMLElement | null>(null);
  const scale = useFrameScale(width, room);
  const device = DEVICES[width];

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
        {page && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={width}
            onChange={(_, next: ScreenWidth | null) => next && onWidth(next)}
            aria-label="Screen width"
          >
            <ToggleButton value="phone">Phone</ToggleButton>
            <ToggleButton value="desktop">Desktop</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Box>
      {page ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, pb: 1 }}>
            Shown on {page.page}, {device.width} × {device.height} px
            {scale < 1 ? `, at ${Math.round(scale * 100)}%` : ''}.
          </Typography>
          <Box ref={setRoom} data-lab-screen-room sx={{ mx: `${GUTTER}px`, mb: `${GUTTER}px`, minWidth: 0 }}>
            <Box
              sx={{
                width: device.width * scale,
                height: device.height * scale,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                boxSizing: 'content-box',
              }}
            >
              <Box
                component="iframe"
                ref={frameRef}
                src={SCREEN_PAGE}
                title="The site, as the visitor sees it"
                data-lab-screen
                data-width={width}
                data-scale={scale}
                sx={{
                  display: 'block',
                  border: 0,
                  width: device.width,
                  height: device.height,
                  transform: `scale(${scale})`,
                  transformOrigin: 'top left',
                  bgcolor: '#fff',
                }}
              />
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
