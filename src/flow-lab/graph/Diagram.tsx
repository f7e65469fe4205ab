import AddIcon from '@mui/icons-material/Add';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import DownloadIcon from '@mui/icons-material/Download';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { ChartBar } from './ChartBar';
import { type ChildFlowState, childFlowsOf } from './childFlows';
import { DiagramDrawing, type DrawingProps } from './DiagramDrawing';
import { drawingBounds } from './fitting';
import { type DiagramLayout, SMALLEST_FONT } from './layout';
import { LEGIBLE_PX, useChartView } from './useChartView';
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
    before.untested === after.untested &&
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
  const { left, top, right, bottom } = drawingBounds(layout);
  const width = String(Math.ceil(right - left));
  const height = String(Math.ceil(bottom - top));
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', width);
  copy.setAttribute('height', height);
  copy.setAttribute('viewBox', `${Math.floor(left)} ${Math.floor(top)} ${width} ${height}`);
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
 * The statechart in its pan-and-zoom frame (`useChartView`), under a bar with the "Code names"
 * switch and the legend: wheel, arrow keys and drag scroll; Ctrl+wheel, + and - zoom, 0 fits; below
 * 9 px a note says so. An enabled edge is a button; a compound state's corner button closes or opens it.
 */
export const Diagram = memo(DiagramView, sameDrawing);

function DiagramView({ onClose, machine, name, onChildFlow, ...drawing }: DiagramProps) {
  const { layout, active } = drawing;
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
  const { palette } = useTheme();
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const chart = useChartView({ layout, active, onToggle: drawing.onToggle, onClose });
  const { view } = chart;
  const tooSmall = view.scale * SMALLEST_FONT < LEGIBLE_PX - 0.01;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 320 }}>
      <ChartBar coverageShown={drawing.untested !== undefined} />
      <Box
        ref={chart.frame}
        tabIndex={0}
        role="group"
        aria-label="Diagram: arrow keys scroll, + and - zoom, 0 fits"
        data-scale={view.scale.toFixed(3)}
        aria-busy={chart.settling}
        {...chart.frameEvents}
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          overflow: 'hidden',
          bgcolor: 'grey.50',
          backgroundImage: `radial-gradient(${palette.grey[300]} 1px, transparent 1px)`,
          backgroundSize: '16px 16px',
          cursor: chart.dragging ? 'grabbing' : 'grab',
          touchAction: 'none',
          '@keyframes edgeFlash': {
            '0%': { stroke: palette.warning.main, strokeWidth: 5 },
            '100%': { stroke: 'inherit', strokeWidth: 1.5 },
          },
        }}
      >
        <DiagramDrawing
          ref={setSvg}
          {...drawing}
          onToggle={chart.toggle}
          onOpenFlow={machine ? setOpenFlow : undefined}
          transform={`translate(${view.x},${view.y}) scale(${view.scale})`}
        />
        <Paper
          variant="outlined"
          sx={{ position: 'absolute', right: 12, bottom: 12, display: 'flex', flexDirection: 'column' }}
        >
          {(
            [
              ['Zoom in', <AddIcon key="in" fontSize="small" />, () => chart.zoomCentre(1.25)],
              ['Zoom out', <RemoveIcon key="out" fontSize="small" />, () => chart.zoomCentre(0.8)],
              ['Fit to view', <CenterFocusStrongIcon key="fit" fontSize="small" />, chart.fitAll],
              [
                'Download SVG',
                <DownloadIcon key="svg" fontSize="small" />,
                () => svg && downloadSvg(svg, layout, name),
              ],
            ] as const
          ).map(([label, icon, press]) => (
            <Tooltip key={label} title={label} placement="left">
              <IconButton size="small" aria-label={label} onClick={press}>
                {icon}
              </IconButton>
            </Tooltip>
          ))}
        </Paper>
        {flow && (
          <ChildFlowPane
            name={flow.name}
            machine={flow.machine}
            state={drawing.childStates?.get(flow.invokeId) ?? null}
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
