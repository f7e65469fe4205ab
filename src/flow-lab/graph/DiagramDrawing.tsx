import { useTheme } from '@mui/material/styles';
import { memo, type Ref } from 'react';
import { LEGEND } from './chartWords';
import type { ChildFlowState } from './childFlows';
import {
  DIAGRAM_FONT,
  type DiagramLayout,
  fontOf,
  type Line,
  type LineTone,
  lineHeight,
  NOW_CHARS,
  NOW_LINE_COUNT,
  type PlacedEdge,
  type PlacedState,
  wrap,
} from './layout';

export interface DrawingProps {
  layout: DiagramLayout;
  /** Ids of the active states. */
  active: ReadonlySet<string>;
  /** Ids of the transitions a click can take now. */
  enabled: ReadonlySet<string>;
  /** Transitions taken by the last step, flashed once; `flashKey` changes with each step. */
  flashed: ReadonlySet<string>;
  flashKey: number;
  onTake?: (edge: PlacedEdge) => void;
  /** Collapses or opens a compound state; without it, no state has the button. */
  onToggle?: (stateId: string) => void;
  /** Where each running child flow is, by invoke id: its box says "Now: …". */
  childStates?: ReadonlyMap<string, ChildFlowState>;
  /** Opens a child flow's chart; without it, a child flow's box has no button. */
  onOpenFlow?: (invokeId: string) => void;
  /** With a layer's numbers on the chart: a state's numbers and an arrow's label are buttons doing this. */
  onNumbers?: NumbersAction | undefined;
  /** States and arrows (edge ids) the layer marks, with a badge's text ('' for none). */
  marks?: ReadonlyMap<string, string> | undefined;
  /**
   * The transitions no test of the flow takes, by their coverage names (`testName`): those arrows
   * stand out, the others are marked as tested. Without it (no coverage figures) neither is said.
   */
  untested?: ReadonlySet<string> | undefined;
}

export interface NumbersAction {
  stateLabel(state: PlacedState): string;
  arrowLabel(edge: PlacedEdge): string;
  onState(stateId: string): void;
  onArrow(edge: PlacedEdge): void;
}

const NONE: ReadonlySet<string> = new Set();
const LEGEND_LINE = 16;

/** The legend as lines of text that fit the file's width. */
function legendText(width: number): string[] {
  const items = LEGEND.map((item) => `${item.mark} ${item.says}`);
  const maxChars = Math.floor(width / (DIAGRAM_FONT.labelSize * DIAGRAM_FONT.charWidth));
  const lines: string[] = [];
  for (const item of items) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 3 + item.length <= maxChars)
      lines[lines.length - 1] = `${last} · ${item}`;
    else lines.push(item);
  }
  return lines;
}

/** The text lines of a header or a label from `top`, each in its own tone. */
function TextLines({
  lines,
  x,
  top,
  colour,
  now = '',
}: {
  lines: readonly Line[];
  x: number;
  top: number;
  colour(tone: LineTone): string;
  /** What a `now` line says. */
  now?: string;
}) {
  let y = top;
  const nowParts = nowLines(now);
  let nowIndex = 0;
  return (
    <>
      {lines.map((line, index) => {
        y += lineHeight(line.tone);
        const text = line.tone === 'now' ? (nowParts[nowIndex++] ?? '') : line.text;
        const font = fontOf(line.tone);
        return (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are drawn in a fixed order
            key={index}
            data-line={line.tone}
            x={x}
            y={y - 4}
            fontSize={font.size}
            fontWeight={font.weight}
            fontStyle={font.style}
            fontFamily={font.family}
            fill={colour(line.tone)}
          >
            {text}
          </text>
        );
      })}
    </>
  );
}
/** The toggle of a compound state: a square at the right of its title. */
const TOGGLE_SIZE = 16;

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
 * The statechart in SVG from its ELK layout: nested boxes, labelled edges, the active states filled.
 * The lab draws it inside its pan-and-zoom frame (`transform`); `npm run flows:svg` draws it alone
 * (the same component) into docs/flows/.
 */
export function DiagramDrawing({
  layout,
  active,
  enabled,
  flashed,
  flashKey,
  onTake,
  onToggle,
  childStates,
  onOpenFlow,
  onNumbers,
  marks,
  untested,
  transform,
  ref,
  standalone = false,
}: DrawingProps & { transform?: string; ref?: Ref<SVGSVGElement>; standalone?: boolean }) {
  const { palette } = useTheme();
  const stateById = new Map(layout.states.map((state) => [state.id, state]));
  // A file of its own carries the legend below the chart; the lab shows it beside the pane's buttons.
  const legendLines = standalone ? legendText(Math.max(layout.width, 480)) : [];
  const fileHeight = Math.ceil(layout.height + legendLines.length * LEGEND_LINE + (standalone ? 8 : 0));
  const fileWidth = Math.ceil(Math.max(layout.width, 480));
  const size = standalone
    ? {
        xmlns: 'http://www.w3.org/2000/svg',
        width: fileWidth,
        height: fileHeight,
        viewBox: `0 0 ${fileWidth} ${fileHeight}`,
      }
    : { width: '100%', height: '100%' };
  return (
    <svg ref={ref} {...size} role="img" aria-label="Statechart" style={{ display: 'block' }}>
      <defs>
        <ArrowMarkers weighted={Boolean(layout.options.numbers)} />
      </defs>
      <g transform={transform} data-drawing>
        {standalone && <rect width={fileWidth} height={fileHeight} fill={palette.grey[50]} />}
        <LegendLines lines={legendLines} top={layout.height} />
        {layout.states.map((state) => (
          <StateShape
            key={state.id}
            state={state}
            active={state.kind === 'flow' ? isRunning(state, active, childStates) : active.has(state.id)}
            onToggle={
              state.kind === 'flow'
                ? onOpenFlow && state.invokeId && (() => onOpenFlow(state.invokeId as string))
                : onToggle
            }
            now={
              state.kind === 'flow'
                ? flowNow(state, active, childStates)
                : nowLine(state, active.has(state.id) ? active : NONE)
            }
            says={layout.options.numbers?.state(state)?.says}
            onNumbers={onNumbers}
            mark={marks?.get(state.id)}
          />
        ))}
        {layout.edges.map((edge) => {
          const isEnabled = enabled.has(edge.transitionId);
          const isFlashed = flashed.has(edge.transitionId);
          const tested = untested && !untested.has(edge.testName);
          const colour = isEnabled
            ? palette.primary.main
            : untested && !tested
              ? palette.error.main
              : palette.grey[500];
          const source = stateById.get(edge.source);
          const d = edge.points.length > 1 ? pathOf(edge.points) : source ? loopPath(source) : '';
          const label = edge.labelBox;
          const take = () => onTake?.(edge);
          const figure = layout.options.numbers?.arrow(edge);
          const mark = marks?.get(edge.id);
          return (
            <g
              key={`${edge.id}-${isFlashed ? flashKey : 0}`}
              data-edge={edge.transitionId}
              data-enabled={isEnabled || undefined}
              data-tested={untested ? String(tested) : undefined}
            >
              <path
                d={d}
                fill="none"
                stroke={mark === undefined ? colour : palette.secondary.main}
                strokeWidth={figure ? figure.weight : isEnabled ? 2 : 1.5}
                strokeDasharray={edge.trigger.kind === 'always' ? '4 3' : undefined}
                markerEnd={`url(#arrow-${isFlashed ? 'flash' : figure ? 'weighted' : isEnabled ? 'enabled' : 'default'})`}
                style={isFlashed ? { animation: 'edgeFlash 1.2s ease-out' } : undefined}
              />
              {label && (
                <EdgeLabel
                  edge={edge}
                  box={label}
                  enabled={isEnabled}
                  flashed={isFlashed}
                  onTake={take}
                  says={figure?.says}
                  onNumbers={figure ? onNumbers : undefined}
                  marked={mark !== undefined}
                  untested={untested !== undefined && !tested}
                />
              )}
            </g>
          );
        })}
      </g>
    </svg>
  );
}

/** The arrowheads the edges point with: at rest, enabled, flashed, and one of fixed size for weighted arrows. */
function ArrowMarkers({ weighted }: { weighted: boolean }) {
  const { palette } = useTheme();
  return (
    <>
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
      {weighted && (
        // An arrow weighted by a layer keeps a head of one size: a marker in stroke units would grow with it.
        <marker
          id="arrow-weighted"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="10"
          markerHeight="10"
          markerUnits="userSpaceOnUse"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={palette.grey[600]} />
        </marker>
      )}
    </>
  );
}

/** The legend's lines under the chart, in a file of its own, from `top` down. */
function LegendLines({ lines, top }: { lines: string[]; top: number }) {
  const { palette } = useTheme();
  return (
    <>
      {lines.map((line, index) => (
        <text
          key={line}
          data-legend
          x={8}
          y={top + (index + 1) * LEGEND_LINE}
          fontSize={DIAGRAM_FONT.labelSize}
          fontFamily={DIAGRAM_FONT.family}
          fill={palette.text.secondary}
        >
          {line}
        </text>
      ))}
    </>
  );
}

/** The drawing of a machine at rest, for docs/flows/ (nothing active, nothing to click). */
export function RestingDrawing({ layout }: { layout: DiagramLayout }) {
  return (
    <DiagramDrawing layout={layout} active={NONE} enabled={NONE} flashed={NONE} flashKey={0} standalone />
  );
}

interface EdgeLabelProps {
  edge: PlacedEdge;
  box: NonNullable<PlacedEdge['labelBox']>;
  enabled: boolean;
  flashed: boolean;
  onTake(): void;
  /** What its numbers count, for the tooltip. */
  says?: string | undefined;
  /** A layer's action on its numbers: the label is then a button doing it. */
  onNumbers?: NumbersAction | undefined;
  marked: boolean;
  /** No test of the flow takes it: its frame stands out. */
  untested: boolean;
}

/** What an untested arrow's label adds to its tooltip. */
const UNTESTED_NOTE = '(No test of the flow takes this arrow.)';

/** A press on a button drawn in SVG: a click, or Enter or Space on it. */
const pressProps = (label: string, press: () => void) => ({
  role: 'button',
  tabIndex: 0,
  'aria-label': label,
  onClick: press,
  onKeyDown: (event: { key: string; preventDefault(): void }) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      press();
    }
  },
  style: { cursor: 'pointer' },
});

/**
 * The event, delay or actor result of an edge, with its guard; a button when it can be taken, or
 * when a layer's numbers are on it.
 */
function EdgeLabel({
  edge,
  box,
  enabled,
  flashed,
  onTake,
  says,
  onNumbers,
  marked,
  untested,
}: EdgeLabelProps) {
  const { palette } = useTheme();
  const colour = (tone: LineTone) =>
    enabled
      ? palette.primary.contrastText
      : tone === 'guard'
        ? palette.secondary.main
        : tone === 'trigger'
          ? palette.text.primary
          : tone === 'figure'
            ? palette.success.dark
            : palette.text.secondary;
  const content = (
    <>
      <title>
        {[
          ...edge.labelLines.map((line) => line.text),
          ...(says ? [says] : []),
          ...(untested ? [UNTESTED_NOTE] : []),
        ].join(' ')}
      </title>
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={4}
        fill={enabled ? palette.primary.main : palette.background.paper}
        stroke={
          flashed
            ? palette.warning.main
            : marked
              ? palette.secondary.main
              : enabled
                ? palette.primary.main
                : untested
                  ? palette.error.main
                  : palette.grey[300]
        }
        strokeWidth={marked || untested ? 2 : undefined}
      />
      <TextLines lines={edge.labelLines} x={box.x + 4} top={box.y + 2} colour={colour} />
    </>
  );
  if (onNumbers && !enabled)
    return (
      <g
        data-edge-label
        data-numbers
        {...pressProps(onNumbers.arrowLabel(edge), () => onNumbers.onArrow(edge))}
      >
        {content}
      </g>
    );
  if (!enabled) return <g data-edge-label>{content}</g>;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it takes the role
    <g
      role="button"
      tabIndex={0}
      aria-label={`Take ${edge.label} from ${edge.source}`}
      data-edge-button
      data-edge-label
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

/** A child flow runs while its parent state is active (and the lab has its actor, when it shows one). */
function isRunning(
  state: PlacedState,
  active: ReadonlySet<string>,
  childStates: ReadonlyMap<string, ChildFlowState> | undefined,
): boolean {
  if (!state.parentId || !active.has(state.parentId)) return false;
  return !childStates || childStates.has(state.invokeId ?? '');
}

/** What a child flow's box says of where the flow is. */
function flowNow(
  state: PlacedState,
  active: ReadonlySet<string>,
  childStates: ReadonlyMap<string, ChildFlowState> | undefined,
): string {
  const running = childStates?.get(state.invokeId ?? '');
  if (running?.now) return `Now: ${running.now}`;
  return isRunning(state, active, childStates) ? 'Running' : 'Not running';
}

/** What a closed state says of the flow inside it: "Now: <innermost active state>". */
export function nowLine(state: PlacedState, active: ReadonlySet<string>): string {
  if (!state.hidden) return '';
  const inside = state.hidden.filter((hidden) => active.has(hidden.id));
  const depth = (id: string) => id.split('.').length;
  const deepest = Math.max(0, ...inside.map((hidden) => depth(hidden.id)));
  const titles = inside.filter((hidden) => depth(hidden.id) === deepest).map((hidden) => hidden.title);
  return titles.length > 0 ? `Now: ${titles.join(' · ')}` : 'Closed: + opens it';
}

/** The "Now: …" text over the lines a box keeps for it, the last cut with "…" when it runs over. */
function nowLines(text: string): string[] {
  const parts = wrap(text, NOW_CHARS).flatMap((part) =>
    part.length > NOW_CHARS ? [`${part.slice(0, NOW_CHARS - 1)}…`] : [part],
  );
  if (parts.length <= NOW_LINE_COUNT) return parts;
  const last = parts.slice(NOW_LINE_COUNT - 1).join(' ');
  return [...parts.slice(0, NOW_LINE_COUNT - 1), `${last.slice(0, NOW_CHARS - 1)}…`];
}

/** A state's box; redrawn only when it changes (the chart redraws on every step of the lab). */
const StateShape = memo(StateBoxShape);

function StateBoxShape({
  state,
  active,
  onToggle,
  now,
  says,
  onNumbers,
  mark,
}: {
  state: PlacedState;
  active: boolean;
  onToggle?: ((stateId: string) => void) | false | '';
  /** What its `now` line says: where the flow is inside it, when closed or a child flow. */
  now: string;
  /** What a layer's numbers in its header count, for the tooltip. */
  says?: string | undefined;
  onNumbers?: NumbersAction | undefined;
  /** A layer's mark on it, with the badge's text ('' for none). */
  mark?: string | undefined;
}) {
  const { palette } = useTheme();
  const compound = state.childIds.length > 0;
  const flow = state.kind === 'flow';
  // A child flow's button opens its chart; a group's closes or opens the group.
  const closed = state.collapsed || flow;
  const collapsible = (compound && state.parentId !== null) || state.collapsed || flow;
  const stroke = active ? palette.primary.main : flow ? palette.secondary.main : palette.grey[400];
  const fill = active
    ? compound
      ? 'rgba(25, 118, 210, 0.06)'
      : palette.primary.light
    : compound
      ? 'rgba(255,255,255,0.7)'
      : palette.background.paper;
  const textColour = active && !compound ? palette.primary.contrastText : palette.text.primary;
  return (
    <g data-state={state.id} data-active={active || undefined} aria-label={`State ${state.title}`}>
      <rect
        x={state.x}
        y={state.y}
        width={state.width}
        height={state.height}
        rx={compound ? 10 : 8}
        fill={fill}
        stroke={stroke}
        strokeWidth={active ? 2.5 : 1.25}
        strokeDasharray={state.region ? '6 4' : flow ? '2 3' : undefined}
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
      <title>{[state.description || state.title, ...(says ? [says] : [])].join('\n')}</title>
      <TextLines
        now={now}
        lines={state.header}
        x={state.x + 10 + (collapsible && onToggle ? TOGGLE_SIZE + 4 : 0)}
        top={state.y + 6}
        colour={(tone) =>
          tone === 'title' || tone === 'call'
            ? tone === 'call' && !(active && !compound)
              ? palette.secondary.main
              : textColour
            : active && !compound
              ? palette.primary.contrastText
              : tone === 'figure'
                ? palette.success.dark
                : palette.text.secondary
        }
      />
      <StateNumbers state={state} onNumbers={onNumbers} mark={mark} />
      {compound && (
        <line
          x1={state.x}
          x2={state.x + state.width}
          y1={state.y + state.headerHeight}
          y2={state.y + state.headerHeight}
          stroke={palette.grey[200]}
        />
      )}
      {collapsible && onToggle && (
        <StateToggle state={state} flow={flow} closed={closed} onToggle={onToggle} />
      )}
    </g>
  );
}

/** The button at a box's top left: a child flow's opens its chart, a group's closes or opens the group. */
function StateToggle({
  state,
  flow,
  closed,
  onToggle,
}: {
  state: PlacedState;
  flow: boolean;
  closed: boolean;
  onToggle(stateId: string): void;
}) {
  const { palette } = useTheme();
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it takes the role
    <g
      role="button"
      tabIndex={0}
      aria-label={
        flow ? `Open the ${state.title}` : `${closed ? 'Open' : 'Collapse'} ${state.title} (${state.key})`
      }
      aria-expanded={flow ? undefined : !closed}
      data-toggle={state.id}
      onClick={() => onToggle(state.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onToggle(state.id);
        }
      }}
      style={{ cursor: 'pointer' }}
    >
      <rect
        x={state.x + 6}
        y={state.y + 6}
        width={TOGGLE_SIZE}
        height={TOGGLE_SIZE}
        rx={3}
        fill={palette.background.paper}
        stroke={palette.grey[400]}
      />
      <text
        x={state.x + 6 + TOGGLE_SIZE / 2}
        y={state.y + 6 + TOGGLE_SIZE / 2 + 4}
        textAnchor="middle"
        fontSize={DIAGRAM_FONT.titleSize}
        fontFamily={DIAGRAM_FONT.family}
        fill={palette.text.primary}
      >
        {closed ? '+' : '−'}
      </text>
    </g>
  );
}

const BADGE = 18;

/**
 * A layer's numbers in a state's header as a button (explain, or add to a funnel), and the layer's
 * mark on the state: an outline, with a numbered badge at its top right.
 */
function StateNumbers({
  state,
  onNumbers,
  mark,
}: {
  state: PlacedState;
  onNumbers?: NumbersAction | undefined;
  mark?: string | undefined;
}) {
  const { palette } = useTheme();
  const first = state.header.findIndex((line) => line.tone === 'figure');
  const top =
    state.y +
    6 +
    state.header.slice(0, Math.max(0, first)).reduce((sum, line) => sum + lineHeight(line.tone), 0);
  const height = state.header.slice(Math.max(0, first)).reduce((sum, line) => sum + lineHeight(line.tone), 0);
  return (
    <>
      {mark !== undefined && (
        <rect
          x={state.x - 3}
          y={state.y - 3}
          width={state.width + 6}
          height={state.height + 6}
          rx={10}
          fill="none"
          stroke={palette.secondary.main}
          strokeWidth={2.5}
        />
      )}
      {mark && (
        <g data-mark={mark}>
          <circle cx={state.x + state.width} cy={state.y} r={BADGE / 2} fill={palette.secondary.main} />
          <text
            x={state.x + state.width}
            y={state.y + 4}
            textAnchor="middle"
            fontSize={DIAGRAM_FONT.labelSize}
            fontWeight={700}
            fontFamily={DIAGRAM_FONT.family}
            fill={palette.secondary.contrastText}
          >
            {mark}
          </text>
        </g>
      )}
      {onNumbers && first !== -1 && (
        <g
          data-numbers={state.id}
          {...pressProps(onNumbers.stateLabel(state), () => onNumbers.onState(state.id))}
        >
          <rect
            x={state.x + 4}
            y={top}
            width={state.width - 8}
            height={height + 2}
            rx={3}
            fill="transparent"
          />
        </g>
      )}
    </>
  );
}
