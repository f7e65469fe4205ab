import AddIcon from '@mui/icons-material/Add';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import DownloadIcon from '@mui/icons-material/Download';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  Fragment,
  type KeyboardEvent,
  memo,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  type WheelEvent,
} from 'react';
import type { AnyStateMachine } from 'xstate';
import { LEGEND } from './chartWords';
import { type ChildFlowState, childFlowsOf } from './childFlows';
import { setCodeNames, useCodeNames } from './codeNames';
import { DiagramDrawing, type DrawingProps } from './DiagramDrawing';
import { statesToClose } from './fitting';
import { type DiagramLayout, type PlacedState, SMALLEST_FONT } from './layout';
import { useLayout } from './useLayout';

export interface DiagramProps extends DrawingProps {
  /** The file name of "Download SVG", without extension. */
  name: string;
  /**
   * Closes these compound states: Fit asks for it when the whole chart would only fit with labels
   * under 9 px. Without it, Fit stops at 9 px and the rest scrolls.
   */
  onClose?: (stateIds: readonly string[]) => void;
  /** The machine drawn: with it, a child flow's box opens that flow's chart. */
  machine?: AnyStateMachine;
  /** Told the invoke id of the child flow whose chart opens, and null when it closes (the panel follows it). */
  onChildFlow?: (invokeId: string | null) => void;
}

interface View {
  scale: number;
  x: number;
  y: number;
}

const MIN_SCALE = 0.2;
const MAX_SCALE = 3;
/** The smallest label a person can read, in CSS pixels: Fit never goes below it, zoom says so. */
export const LEGIBLE_PX = 9;
export const READABLE_SCALE = LEGIBLE_PX / SMALLEST_FONT;
const MARGIN = 8;
const PAN_STEP = 60;
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((item) => b.has(item));

/** Redrawn only when what it shows changed (the sandbox re-renders on every keystroke). */
function sameDrawing(before: DiagramProps, after: DiagramProps): boolean {
  return (
    before.layout === after.layout &&
    before.flashKey === after.flashKey &&
    before.onTake === after.onTake &&
    before.onToggle === after.onToggle &&
    before.onClose === after.onClose &&
    before.machine === after.machine &&
    before.onChildFlow === after.onChildFlow &&
    before.onNumbers === after.onNumbers &&
    before.marks === after.marks &&
    childKey(before.childStates) === childKey(after.childStates) &&
    sameSet(before.active, after.active) &&
    sameSet(before.enabled, after.enabled) &&
    sameSet(before.flashed, after.flashed)
  );
}

const childKey = (states: ReadonlyMap<string, ChildFlowState> | undefined) =>
  [...(states ?? [])].map(([id, state]) => `${id}:${[...state.active].join(',')}`).join(' ');
const NO_STATES: ReadonlySet<string> = new Set();

/** The drawing on screen as a file of its own: the whole diagram at scale 1, without pan or zoom. */
function downloadSvg(svg: SVGSVGElement, layout: DiagramLayout, name: string) {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const width = String(Math.ceil(layout.width));
  const height = String(Math.ceil(layout.height));
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', width);
  copy.setAttribute('height', height);
  copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
  copy.querySelector('[data-drawing]')?.removeAttribute('transform');
  const url = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.svg`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The statechart in its pan-and-zoom frame, under a bar with the "Code names" switch and the legend.
 * "Fit" shows the whole chart, with labels no smaller than 9 px: a chart too large for that closes
 * groups (`onClose`); the first view closes none and scrolls (wheel, arrow keys, drag); Ctrl+wheel, + and - zoom,
 * 0 fits; below 9 px a note says so. After each step the active state is brought into view.
 * An enabled edge is a button; a compound state's corner button closes or opens it.
 */
export const Diagram = memo(DiagramView, sameDrawing);

function DiagramView({
  layout,
  active,
  enabled,
  flashed,
  flashKey,
  onTake,
  onToggle,
  onClose,
  machine,
  childStates,
  name,
  onNumbers,
  marks,
  onChildFlow,
}: DiagramProps) {
  const [openFlow, setOpenFlowState] = useState<string | null>(null);
  const setOpenFlow = useCallback(
    (invokeId: string | null) => {
      setOpenFlowState(invokeId);
      onChildFlow?.(invokeId);
    },
    [onChildFlow],
  );
  const flow =
    openFlow && machine ? childFlowsOf(machine).find((child) => child.invokeId === openFlow) : null;
  const theme = useTheme();
  const frame = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const codeNames = useCodeNames();
  // "Fit" may close states (then waits for the new layout to fit again). The first view closes
  // nothing: it fits what it can at 9 px and scrolls the rest.
  const closing = useRef(false);
  // Said on the frame (aria-busy) while Fit waits for a layout with groups closed: the chart is
  // drawn again when it comes, so nothing on it is final before.
  const [settling, setSettling] = useState(false);
  const latestActive = useRef(active);
  latestActive.current = active;

  const fitView = useCallback(
    (mayClose: boolean) => {
      const box = frame.current?.getBoundingClientRect();
      if (!box || layout.width === 0) return;
      const whole = Math.min(
        (box.width - 2 * MARGIN) / layout.width,
        (box.height - 2 * MARGIN) / layout.height,
        1.2,
      );
      if (whole < READABLE_SCALE && mayClose && onClose) {
        const close = statesToClose(layout, latestActive.current);
        if (close.length > 0) {
          closing.current = true;
          setSettling(true);
          onClose(close);
          return;
        }
      }
      closing.current = false;
      setSettling(false);
      const scale = Math.max(READABLE_SCALE, whole);
      const centred = (room: number, size: number) => Math.max(MARGIN, (room - size * scale) / 2);
      setView({ scale, x: centred(box.width, layout.width), y: centred(box.height, layout.height) });
    },
    [layout, onClose],
  );
  const fitAll = useCallback(() => fitView(true), [fitView]);
  useEffect(() => fitView(closing.current), [fitView]);

  // After a step or a "Go to", the active state comes into view if it is not.
  const activeKey = [...active].sort().join(' ');
  useEffect(() => {
    const box = frame.current?.getBoundingClientRect();
    const target = activeBounds(layout.states, latestActive.current);
    if (!box || !target || activeKey === '') return;
    setView((current) => {
      const left = current.x + target.x * current.scale;
      const top = current.y + target.y * current.scale;
      const right = left + target.width * current.scale;
      const bottom = top + target.height * current.scale;
      if (left >= 0 && top >= 0 && right <= box.width && bottom <= box.height) return current;
      return {
        ...current,
        x: box.width / 2 - (target.x + target.width / 2) * current.scale,
        y: box.height / 2 - (target.y + target.height / 2) * current.scale,
      };
    });
  }, [activeKey, layout]);

  const zoomAt = (factor: number, cx: number, cy: number) =>
    setView((current) => {
      const scale = clampScale(current.scale * factor);
      const ratio = scale / current.scale;
      return { scale, x: cx - (cx - current.x) * ratio, y: cy - (cy - current.y) * ratio };
    });
  const zoomCentre = (factor: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (box) zoomAt(factor, box.width / 2, box.height / 2);
  };
  const pan = (dx: number, dy: number) =>
    setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
  // The wheel scrolls the drawing; with Ctrl (or a pinch, which browsers send as Ctrl+wheel) it zooms.
  const onWheel = (event: WheelEvent) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box) return;
    if (event.ctrlKey || event.metaKey)
      zoomAt(event.deltaY < 0 ? 1.1 : 1 / 1.1, event.clientX - box.left, event.clientY - box.top);
    else pan(-event.deltaX, -event.deltaY);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    const keys: Record<string, () => void> = {
      '+': () => zoomCentre(1.25),
      '=': () => zoomCentre(1.25),
      '-': () => zoomCentre(0.8),
      '0': fitAll,
      ArrowLeft: () => pan(PAN_STEP, 0),
      ArrowRight: () => pan(-PAN_STEP, 0),
      ArrowUp: () => pan(0, PAN_STEP),
      ArrowDown: () => pan(0, -PAN_STEP),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const onPointerDown = (event: PointerEvent) => {
    // Buttons (zoom, edges, collapse) keep their clicks: only the bare drawing starts a drag.
    if ((event.target as Element).closest('button, [role="button"]')) return;
    drag.current = { x: event.clientX, y: event.clientY, view };
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    setView({
      ...start.view,
      x: start.view.x + event.clientX - start.x,
      y: start.view.y + event.clientY - start.y,
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const palette = theme.palette;
  const tooSmall = view.scale * SMALLEST_FONT < LEGIBLE_PX - 0.01;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 320 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 1.5,
          minHeight: 36,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <FormControlLabel
          sx={{ mr: 0, flexShrink: 0, '& .MuiFormControlLabel-label': { fontSize: 13 } }}
          control={
            <Switch
              size="small"
              checked={codeNames}
              onChange={(change) => setCodeNames(change.target.checked)}
            />
          }
          label="Code names"
        />
        <Typography
          component="p"
          aria-label="Legend"
          sx={{ fontSize: 12, color: 'text.secondary', lineHeight: 1.35, py: 0.5, minWidth: 0, flex: 1 }}
        >
          {LEGEND.map((item, index) => (
            <Fragment key={item.mark}>
              {index > 0 && ' · '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                <Box component="b" sx={{ color: 'text.primary' }}>
                  {item.mark}
                </Box>{' '}
                {item.says}
              </Box>
            </Fragment>
          ))}
        </Typography>
      </Box>
      <Box
        ref={frame}
        tabIndex={0}
        role="group"
        aria-label="Diagram: arrow keys scroll, + and - zoom, 0 fits"
        data-scale={view.scale.toFixed(3)}
        aria-busy={settling}
        onKeyDown={onKeyDown}
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          overflow: 'hidden',
          bgcolor: 'grey.50',
          backgroundImage: `radial-gradient(${palette.grey[300]} 1px, transparent 1px)`,
          backgroundSize: '16px 16px',
          cursor: drag.current ? 'grabbing' : 'grab',
          touchAction: 'none',
          '@keyframes edgeFlash': {
            '0%': { stroke: palette.warning.main, strokeWidth: 5 },
            '100%': { stroke: 'inherit', strokeWidth: 1.5 },
          },
        }}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      >
        <DiagramDrawing
          ref={svg}
          layout={layout}
          active={active}
          enabled={enabled}
          flashed={flashed}
          flashKey={flashKey}
          onTake={onTake}
          onToggle={onToggle}
          childStates={childStates}
          onOpenFlow={machine ? setOpenFlow : undefined}
          onNumbers={onNumbers}
          marks={marks}
          transform={`translate(${view.x},${view.y}) scale(${view.scale})`}
        />
        <Paper
          variant="outlined"
          sx={{ position: 'absolute', right: 12, bottom: 12, display: 'flex', flexDirection: 'column' }}
        >
          <Tooltip title="Zoom in" placement="left">
            <IconButton size="small" aria-label="Zoom in" onClick={() => zoomCentre(1.25)}>
              <AddIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Zoom out" placement="left">
            <IconButton size="small" aria-label="Zoom out" onClick={() => zoomCentre(0.8)}>
              <RemoveIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Fit to view" placement="left">
            <IconButton size="small" aria-label="Fit to view" onClick={fitAll}>
              <CenterFocusStrongIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Download SVG" placement="left">
            <IconButton
              size="small"
              aria-label="Download SVG"
              onClick={() => svg.current && downloadSvg(svg.current, layout, name)}
            >
              <DownloadIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Paper>
        {flow && (
          <ChildFlowPane
            name={flow.name}
            machine={flow.machine}
            state={childStates?.get(flow.invokeId) ?? null}
            onBack={() => setOpenFlow(null)}
          />
        )}
        {tooSmall && (
          <Paper
            role="status"
            variant="outlined"
            sx={{ position: 'absolute', left: 12, bottom: 12, px: 1.5, py: 0.5, fontSize: 13 }}
          >
            Labels too small to read — zoom in
          </Paper>
        )}
      </Box>
    </Box>
  );
}

/**
 * A child flow's own chart over its parent's, with its live state: where the flow the parent runs
 * is now. Read-only: the parent's chart and the lab's panel drive it.
 */
function ChildFlowPane({
  name,
  machine,
  state,
  onBack,
}: {
  name: string;
  machine: AnyStateMachine;
  state: ChildFlowState | null;
  onBack(): void;
}) {
  const layout = useLayout(machine);
  return (
    <Paper
      role="region"
      aria-label={`${name} flow`}
      square
      sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', zIndex: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5, bgcolor: 'grey.100' }}>
        <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{name} flow</Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', flex: 1 }}>
          {state ? `run by this flow, now: ${state.now}` : 'not running now'}
        </Typography>
        <Button size="small" onClick={onBack}>
          Back to the whole flow
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {layout && (
          <Diagram
            name={machine.id}
            layout={layout}
            active={state?.active ?? NO_STATES}
            enabled={NO_STATES}
            flashed={NO_STATES}
            flashKey={0}
          />
        )}
      </Box>
    </Paper>
  );
}

/** The box around the innermost active states (those with no active child drawn). */
function activeBounds(states: readonly PlacedState[], active: ReadonlySet<string>) {
  const shown = states.filter((state) => active.has(state.id));
  const shownIds = new Set(shown.map((state) => state.id));
  const innermost = shown.filter((state) => !state.childIds.some((id) => shownIds.has(id)));
  if (innermost.length === 0) return null;
  const x = Math.min(...innermost.map((state) => state.x));
  const y = Math.min(...innermost.map((state) => state.y));
  const right = Math.max(...innermost.map((state) => state.x + state.width));
  const bottom = Math.max(...innermost.map((state) => state.y + state.height));
  return { x, y, width: right - x, height: bottom - y };
}
