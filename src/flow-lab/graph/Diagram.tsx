import AddIcon from '@mui/icons-material/Add';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { memo, type PointerEvent, useCallback, useEffect, useRef, useState, type WheelEvent } from 'react';
import { DIAGRAM_FONT, type DiagramLayout, headerHeight, type PlacedEdge, type PlacedState } from './layout';
import { triggerLabel } from './machineGraph';

export interface DiagramProps {
  layout: DiagramLayout;
  /** Ids of the active states. */
  active: ReadonlySet<string>;
  /** Ids of the transitions a click can take now. */
  enabled: ReadonlySet<string>;
  /** Transitions taken by the last step, flashed once; `flashKey` changes with each step. */
  flashed: ReadonlySet<string>;
  flashKey: number;
  onTake?: (edge: PlacedEdge) => void;
}

interface View {
  scale: number;
  x: number;
  y: number;
}

const MIN_SCALE = 0.2;
const MAX_SCALE = 3;
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((item) => b.has(item));

/** Redrawn only when what it shows changed (the sandbox re-renders on every keystroke). */
function sameDrawing(before: DiagramProps, after: DiagramProps): boolean {
  return (
    before.layout === after.layout &&
    before.flashKey === after.flashKey &&
    before.onTake === after.onTake &&
    sameSet(before.active, after.active) &&
    sameSet(before.enabled, after.enabled) &&
    sameSet(before.flashed, after.flashed)
  );
}

function pathOf(points: PlacedEdge['points']): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
}

/** A self-transition drawn as a small loop on the box's right edge when ELK gave no route. */
function loopPath(state: PlacedState): string {
  const x = state.x + state.width;
  const y = state.y + 14;
  return `M${x},${y} c 22,-10 22,22 0,12`;
}

/**
 * The statechart drawn in SVG from its ELK layout: nested boxes, labelled edges, the active states
 * filled. Wheel zooms around the pointer, dragging pans; an enabled edge is a button.
 */
export const Diagram = memo(DiagramView, sameDrawing);

function DiagramView({ layout, active, enabled, flashed, flashKey, onTake }: DiagramProps) {
  const theme = useTheme();
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });

  const fit = useCallback(() => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || layout.width === 0) return;
    const scale = clampScale(
      Math.min((box.width - 32) / layout.width, (box.height - 32) / layout.height, 1.2),
    );
    setView({
      scale,
      x: (box.width - layout.width * scale) / 2,
      y: (box.height - layout.height * scale) / 2,
    });
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
  const onWheel = (event: WheelEvent) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box) return;
    zoomAt(event.deltaY < 0 ? 1.1 : 1 / 1.1, event.clientX - box.left, event.clientY - box.top);
  };
  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as Element).closest('[data-edge-button]')) return;
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
  const stateById = new Map(layout.states.map((state) => [state.id, state]));

  return (
    <Box
      ref={frame}
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
      <svg width="100%" height="100%" role="img" aria-label="Statechart" style={{ display: 'block' }}>
        <defs>
          {(['default', 'enabled', 'flash'] as const).map((kind) => (
            <marker
              key={kind}
              id={`arrow-${kind}`}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path
                d="M0,0 L10,5 L0,10 z"
                fill={
                  kind === 'enabled'
                    ? palette.primary.main
                    : kind === 'flash'
                      ? palette.warning.main
                      : palette.grey[500]
                }
              />
            </marker>
          ))}
        </defs>
        <g transform={`translate(${view.x},${view.y}) scale(${view.scale})`}>
          {layout.states.map((state) => (
            <StateShape key={state.id} state={state} active={active.has(state.id)} />
          ))}
          {layout.edges.map((edge) => {
            const isEnabled = enabled.has(edge.transitionId);
            const isFlashed = flashed.has(edge.transitionId);
            const colour = isEnabled ? palette.primary.main : palette.grey[500];
            const source = stateById.get(edge.source);
            const d = edge.points.length > 1 ? pathOf(edge.points) : source ? loopPath(source) : '';
            const label = edge.labelBox;
            const take = () => onTake?.(edge);
            return (
              <g
                key={`${edge.id}-${isFlashed ? flashKey : 0}`}
                data-edge={edge.transitionId}
                data-enabled={isEnabled || undefined}
              >
                <path
                  d={d}
                  fill="none"
                  stroke={colour}
                  strokeWidth={isEnabled ? 2 : 1.5}
                  strokeDasharray={edge.trigger.kind === 'always' ? '4 3' : undefined}
                  markerEnd={`url(#arrow-${isFlashed ? 'flash' : isEnabled ? 'enabled' : 'default'})`}
                  style={isFlashed ? { animation: 'edgeFlash 1.2s ease-out' } : undefined}
                />
                {label && (
                  <EdgeLabel edge={edge} box={label} enabled={isEnabled} flashed={isFlashed} onTake={take} />
                )}
              </g>
            );
          })}
        </g>
      </svg>
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
      </Paper>
    </Box>
  );
}

interface EdgeLabelProps {
  edge: PlacedEdge;
  box: NonNullable<PlacedEdge['labelBox']>;
  enabled: boolean;
  flashed: boolean;
  onTake(): void;
}

/** The event, delay or actor result of an edge, with its guard; a button when it can be taken. */
function EdgeLabel({ edge, box, enabled, flashed, onTake }: EdgeLabelProps) {
  const { palette } = useTheme();
  const content = (
    <>
      <title>{`${edge.label}${edge.targetless ? ' (stays)' : ''}`}</title>
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={4}
        fill={enabled ? palette.primary.main : palette.background.paper}
        stroke={flashed ? palette.warning.main : enabled ? palette.primary.main : palette.grey[300]}
      />
      <text
        x={box.x + 4}
        y={box.y + box.height / 2 + 4}
        fontSize={DIAGRAM_FONT.labelSize}
        fontFamily={DIAGRAM_FONT.family}
        fill={enabled ? palette.primary.contrastText : palette.text.primary}
      >
        <tspan fontWeight={600}>{triggerLabel(edge.trigger)}</tspan>
        {edge.guard && <tspan fill={enabled ? 'inherit' : palette.secondary.main}> [{edge.guard}]</tspan>}
      </text>
    </>
  );
  if (!enabled) return <g>{content}</g>;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it takes the role
    <g
      role="button"
      tabIndex={0}
      aria-label={`Take ${edge.label} from ${edge.source}`}
      data-edge-button
      onClick={onTake}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onTake();
      }}
      style={{ cursor: 'pointer' }}
    >
      {content}
    </g>
  );
}

function StateShape({ state, active }: { state: PlacedState; active: boolean }) {
  const { palette } = useTheme();
  const compound = state.childIds.length > 0;
  const stroke = active ? palette.primary.main : palette.grey[400];
  const fill = active
    ? compound
      ? 'rgba(25, 118, 210, 0.06)'
      : palette.primary.light
    : compound
      ? 'rgba(255,255,255,0.7)'
      : palette.background.paper;
  const textColour = active && !compound ? palette.primary.contrastText : palette.text.primary;
  return (
    <g data-state={state.id} data-active={active || undefined} aria-label={`State ${state.key}`}>
      <rect
        x={state.x}
        y={state.y}
        width={state.width}
        height={state.height}
        rx={compound ? 10 : 8}
        fill={fill}
        stroke={stroke}
        strokeWidth={active ? 2.5 : 1.25}
        strokeDasharray={state.region ? '6 4' : undefined}
      />
      {state.kind === 'final' && (
        <rect
          x={state.x + 4}
          y={state.y + 4}
          width={state.width - 8}
          height={state.height - 8}
          rx={6}
          fill="none"
          stroke={stroke}
          strokeWidth={1.25}
        />
      )}
      {state.initial && state.parentId && !state.region && (
        <g aria-label="initial">
          <circle cx={state.x - 14} cy={state.y + 14} r={4} fill={palette.text.primary} />
          <line
            x1={state.x - 10}
            y1={state.y + 14}
            x2={state.x - 1}
            y2={state.y + 14}
            stroke={palette.text.primary}
            strokeWidth={1.5}
            markerEnd="url(#arrow-default)"
          />
        </g>
      )}
      <text
        x={state.x + 12}
        y={state.y + 19}
        fontSize={DIAGRAM_FONT.titleSize}
        fontWeight={compound ? 700 : 600}
        fontFamily={DIAGRAM_FONT.family}
        fill={textColour}
      >
        {state.key}
        {state.kind === 'parallel' && (
          <tspan fill={palette.text.secondary} fontWeight={400}>
            {'  ‖ parallel'}
          </tspan>
        )}
      </text>
      {state.invokes.map((actor, index) => (
        <text
          key={actor}
          x={state.x + 12}
          y={state.y + 19 + (index + 1) * 16}
          fontSize={DIAGRAM_FONT.labelSize}
          fontFamily={DIAGRAM_FONT.family}
          fill={active && !compound ? palette.primary.contrastText : palette.secondary.main}
        >
          invoke {actor}
        </text>
      ))}
      {compound && (
        <line
          x1={state.x}
          x2={state.x + state.width}
          y1={state.y + headerHeight(state)}
          y2={state.y + headerHeight(state)}
          stroke={palette.grey[200]}
        />
      )}
    </g>
  );
}
