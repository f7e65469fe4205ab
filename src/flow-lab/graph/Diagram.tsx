import AddIcon from '@mui/icons-material/Add';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import DownloadIcon from '@mui/icons-material/Download';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import {
  type KeyboardEvent,
  memo,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  type WheelEvent,
} from 'react';
import { DiagramDrawing, type DrawingProps } from './DiagramDrawing';
import type { DiagramLayout } from './layout';

export interface DiagramProps extends DrawingProps {
  /** The file name of "Download SVG", without extension. */
  name: string;
}

interface View {
  scale: number;
  x: number;
  y: number;
}

const MIN_SCALE = 0.2;
const MAX_SCALE = 3;
/** Fit never goes below this: labels are drawn at 11 px, so the diagram scrolls instead of shrinking. */
export const READABLE_SCALE = 1;
const MARGIN = 16;
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
    sameSet(before.active, after.active) &&
    sameSet(before.enabled, after.enabled) &&
    sameSet(before.flashed, after.flashed)
  );
}

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
 * The statechart in its pan-and-zoom frame. Fit fills the width but never shrinks labels below
 * 11 px: a larger diagram scrolls (wheel, arrow keys, drag); Ctrl+wheel, + and - zoom, 0 fits.
 * An enabled edge is a button; a compound state's corner button closes or opens it.
 */
export const Diagram = memo(DiagramView, sameDrawing);

function DiagramView({ layout, active, enabled, flashed, flashKey, onTake, onToggle, name }: DiagramProps) {
  const theme = useTheme();
  const frame = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });

  const fit = useCallback(() => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || layout.width === 0) return;
    const scale = Math.max(READABLE_SCALE, Math.min((box.width - 2 * MARGIN) / layout.width, 1.2));
    const centred = (room: number, size: number) => Math.max(MARGIN, (room - size * scale) / 2);
    setView({ scale, x: centred(box.width, layout.width), y: centred(box.height, layout.height) });
  }, [layout]);
  useEffect(fit, [fit]);

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
      '0': fit,
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

  return (
    <Box
      ref={frame}
      tabIndex={0}
      role="group"
      aria-label="Diagram: arrow keys scroll, + and - zoom, 0 fits"
      data-scale={view.scale.toFixed(3)}
      onKeyDown={onKeyDown}
      sx={{
        position: 'relative',
        height: '100%',
        minHeight: 320,
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
          <IconButton size="small" aria-label="Fit to view" onClick={fit}>
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
    </Box>
  );
}
