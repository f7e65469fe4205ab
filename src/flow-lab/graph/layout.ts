import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { FONT_FAMILY } from '@/theme/siteTypeface';
import type { MachineGraph, StateBox, TransitionEdge } from './machineGraph';
import { type Loop, loopMargin, routeLoops } from './selfLoops';

/** Sizes the drawing uses; the layout reserves room for them. */
export const DIAGRAM_FONT = {
  family: `'${FONT_FAMILY}', system-ui, sans-serif`,
  code: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  titleSize: 12,
  labelSize: 11,
  /** Average advance of a character, as a share of the font size (no canvas in Node to measure). */
  charWidth: 0.6,
} as const;
/** The smallest font of the drawing: Fit and zoom are judged by it. */
export const SMALLEST_FONT = DIAGRAM_FONT.labelSize;
const TITLE_LINE = 16;
const LABEL_LINE = 14;
/** Longest line of a state's title and of an arrow's label before it wraps, as wide as so many characters. */
const TITLE_CHARS = 19;
const LABEL_CHARS = 20;
const PADDING = 10;
const MIN_WIDTH = 96;
const TOGGLE_ROOM = 22;

/** How a line of a box or a label is drawn. */
export type LineTone = 'title' | 'note' | 'call' | 'code' | 'trigger' | 'guard' | 'now' | 'figure';
/**
 * The room a closed state keeps for "Now: …", which the drawing fills with the active state inside:
 * two lines, so that a state's words are read rather than guessed from their start.
 */
const NOW_ROOM = 'x'.repeat(22);
export const NOW_CHARS = NOW_ROOM.length;
export const NOW_LINE_COUNT = 2;
export interface Line {
  text: string;
  tone: LineTone;
}

/**
 * Numbers a layer writes on the chart (the lab's Visitors layer): lines under a state's header and an
 * arrow's label, the room for which the layout keeps, what they count (a tooltip), and the arrow's weight.
 */
export interface ChartNumbers {
  state(state: StateBox): { lines: readonly string[]; says: string } | null;
  arrow(edge: TransitionEdge): { line: string; weight: number; says: string } | null;
}

/** What the drawing shows besides the words. */
export interface ChartOptions {
  /** The code's names (state keys, event types, guards) under the words. */
  codeNames: boolean;
  numbers?: ChartNumbers | undefined;
}
export const WORDS_ONLY: ChartOptions = { codeNames: false };

export interface PlacedState extends StateBox {
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
  /** The lines at the top of the box: title, then notes, calls and (on demand) the code's name. */
  header: Line[];
  headerHeight: number;
}

export interface PlacedEdge extends TransitionEdge {
  /** The route, absolute coordinates, start to end. */
  points: { x: number; y: number }[];
  labelBox: { x: number; y: number; width: number; height: number } | null;
  labelLines: Line[];
}

export interface DiagramLayout {
  width: number;
  height: number;
  states: PlacedState[];
  edges: PlacedEdge[];
  options: ChartOptions;
}

/** How a line of each tone is set: the drawing sets it so, and the layout measures it so. */
export function fontOf(tone: LineTone) {
  return {
    size: tone === 'title' ? DIAGRAM_FONT.titleSize : DIAGRAM_FONT.labelSize,
    weight: tone === 'title' || tone === 'trigger' || tone === 'figure' ? 600 : 400,
    style: tone === 'note' ? ('italic' as const) : undefined,
    family: tone === 'code' ? DIAGRAM_FONT.code : DIAGRAM_FONT.family,
  };
}
export const lineHeight = (tone: LineTone) => (tone === 'title' ? TITLE_LINE : LABEL_LINE);

// In a browser the lines are measured in the fonts the page has (a bold line in a wide fallback
// font outgrows an estimate, and its text would cross into the next label); in Node, estimated.
const canvas = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
/** The chart's font, loaded before the first measure (else the fallback's widths would be taken). */
const fontIn = async () => {
  if (!canvas || typeof document === 'undefined') return;
  await Promise.all(
    ['600 12px', '400 11px', '600 11px'].map((font) => document.fonts.load(`${font} '${FONT_FAMILY}'`)),
  ).catch(() => undefined);
};
function lineWidth(line: Line): number {
  const font = fontOf(line.tone);
  if (!canvas) return Math.ceil(line.text.length * font.size * DIAGRAM_FONT.charWidth);
  canvas.font = `${font.style ?? 'normal'} ${font.weight} ${font.size}px ${font.family}`;
  return Math.ceil(canvas.measureText(line.text).width);
}
const linesWidth = (lines: readonly Line[]) => Math.max(0, ...lines.map(lineWidth));
const linesHeight = (lines: readonly Line[]) =>
  lines.reduce((total, line) => total + lineHeight(line.tone), 0);

/** Breaks text into lines at spaces, each as long as `fits` allows (a longer word keeps its own line). */
function wrapWhere(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = current ? `${current} ${word}` : word;
    if (current && !fits(longer)) {
      lines.push(current);
      current = word;
    } else current = longer;
  }
  if (current) lines.push(current);
  return lines;
}

/** Breaks text into lines of at most `max` characters, at spaces (a longer word keeps its own line). */
export const wrap = (text: string, max: number): string[] => wrapWhere(text, (line) => line.length <= max);

/**
 * Breaks text into lines as wide as `max` characters are estimated, measured in the font they are
 * drawn in: a typeface narrower than the estimate fits more words on a line, and a label fewer lines.
 */
function toLines(text: string, tone: LineTone, max: number): Line[] {
  const room = Math.ceil(max * fontOf(tone).size * DIAGRAM_FONT.charWidth);
  return wrapWhere(text, (line) => lineWidth({ text: line, tone }) <= room).map((part) => ({
    text: part,
    tone,
  }));
}

/** The header of a state box: its title in words, its notes and calls, its code name on demand. */
export function headerLines(state: StateBox, options: ChartOptions): Line[] {
  return [
    ...toLines(state.title, 'title', TITLE_CHARS),
    ...(state.kind === 'parallel' ? toLines('Its parts run at the same time', 'note', LABEL_CHARS) : []),
    // A closed state says where the flow is inside it: room for the line the drawing fills in.
    ...(state.collapsed || state.kind === 'flow'
      ? Array.from({ length: NOW_LINE_COUNT }, () => ({ text: NOW_ROOM, tone: 'now' as const }))
      : []),
    ...state.invokeWords.flatMap((words) => toLines(words, 'call', LABEL_CHARS)),
    ...(options.codeNames ? [{ text: state.key, tone: 'code' as const }] : []),
    ...(options.numbers?.state(state)?.lines ?? []).map((text) => ({ text, tone: 'figure' as const })),
  ];
}

/** An arrow's label: what makes it happen, when it may, (on demand) the code's names, and its numbers. */
export function labelLines(edge: TransitionEdge, options: ChartOptions): Line[] {
  const figure = options.numbers?.arrow(edge);
  return [
    ...toLines(edge.words.trigger, 'trigger', LABEL_CHARS),
    ...(edge.words.guard ? toLines(edge.words.guard, 'guard', LABEL_CHARS) : []),
    ...(edge.targetless ? [{ text: '(it stays in this state)', tone: 'note' as const }] : []),
    ...(options.codeNames ? toLines(edge.label, 'code', LABEL_CHARS) : []),
    ...(figure ? [{ text: figure.line, tone: 'figure' as const }] : []),
  ];
}

/**
 * Each arrow's label. A transition with several targets is named once, on its first target's arrow;
 * a layer's numbers count each target apart (as the server keys them), so the other targets' arrows
 * carry their own. Branches of one event (guarded alternatives) are transitions of their own: each
 * arrow says its condition, also when two branches lead to the same state.
 */
export function labelsOf(edges: readonly TransitionEdge[], options: ChartOptions): Map<string, Line[]> {
  const labelled = new Set<string>();
  const labels = new Map<string, Line[]>();
  for (const edge of edges) {
    const lines = labelLines(edge, options);
    const firstTarget = !labelled.has(edge.transitionId);
    labelled.add(edge.transitionId);
    labels.set(edge.id, firstTarget ? lines : lines.filter((line) => line.tone === 'figure'));
  }
  return labels;
}

const headerHeightOf = (lines: readonly Line[]) => linesHeight(lines) + 2 * 6;

function leafSize(state: StateBox, header: readonly Line[]) {
  // A compound state's title shares its line with the collapse button.
  const toggle = state.childIds.length > 0 || state.collapsed || state.kind === 'flow' ? TOGGLE_ROOM : 0;
  return {
    width: Math.max(MIN_WIDTH, linesWidth(header) + 2 * PADDING + toggle),
    height: headerHeightOf(header) + (state.kind === 'final' ? 8 : 4),
  };
}

/** Each state's labelled self-loops routed beside each other's labels (`selfLoops.ts`). */
function withLoopsRouted(
  states: readonly PlacedState[],
  edges: readonly PlacedEdge[],
  labels: ReadonlyMap<string, readonly Line[]>,
): PlacedEdge[] {
  const loops = new Map<string, Loop[]>();
  for (const edge of edges)
    if (edge.source === edge.target && edge.labelBox && (labels.get(edge.id) ?? []).length > 0)
      loops.set(edge.source, [
        ...(loops.get(edge.source) ?? []),
        { id: edge.id, points: edge.points, room: edge.labelBox },
      ]);
  const routed = new Map<
    string,
    { points: PlacedEdge['points']; label: NonNullable<PlacedEdge['labelBox']> }
  >();
  const ends = new Map<string, PlacedEdge['points']>();
  for (const edge of edges) {
    if (edge.source === edge.target) continue;
    const [start] = edge.points;
    const end = edge.points.at(-1);
    if (start) ends.set(edge.source, [...(ends.get(edge.source) ?? []), start]);
    if (end) ends.set(edge.target, [...(ends.get(edge.target) ?? []), end]);
  }
  for (const state of states)
    for (const [id, route] of routeLoops(state, loops.get(state.id) ?? [], ends.get(state.id)))
      routed.set(id, route);
  return edges.map((edge) => {
    const route = routed.get(edge.id);
    return route ? { ...edge, points: route.points, labelBox: route.label } : edge;
  });
}

const elk = new ELK();
const DRAWING_ID = '__drawing';

/**
 * Lays the statechart out with ELK's layered algorithm: nested states inside their parents, steps
 * top to bottom; a chart that comes out much wider than tall (labels of many arrows side by side)
 * is laid out again left to right, to fit a pane better.
 */
export async function layoutGraph(
  graph: MachineGraph,
  options: ChartOptions = WORDS_ONLY,
): Promise<DiagramLayout> {
  await fontIn();
  const down = await layoutOnce(graph, options, 'DOWN');
  if (down.width <= WIDE * down.height) return down;
  const right = await layoutOnce(graph, options, 'RIGHT');
  return Math.max(right.width, right.height) < Math.max(down.width, down.height) ? right : down;
}

/** ELK's spacings, given to every compound box (inner boxes do not inherit the drawing's). */
const SPACING = {
  'elk.spacing.nodeNode': '18',
  'elk.layered.spacing.nodeNodeBetweenLayers': '10',
  'elk.spacing.edgeLabel': '2',
  'elk.spacing.edgeNode': '10',
  'elk.spacing.edgeEdge': '3',
  'elk.layered.spacing.edgeNodeBetweenLayers': '4',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '3',
} as const;

/** How much wider than tall a chart may be before it is tried left to right. */
const WIDE = 1.6;

/** The transitions as ELK edges, each label sized for its lines and a labelled loop's margin. */
function elkEdges(edges: readonly TransitionEdge[], labels: Map<string, Line[]>): ElkExtendedEdge[] {
  const labelledLoops = (edge: TransitionEdge) =>
    edge.source === edge.target && (labels.get(edge.id) ?? []).length > 0;
  const loopsOf = new Map<string, number>();
  for (const edge of edges.filter(labelledLoops))
    loopsOf.set(edge.source, (loopsOf.get(edge.source) ?? 0) + 1);
  return edges.map((edge): ElkExtendedEdge => {
    const lines = labels.get(edge.id) ?? [];
    const margin = labelledLoops(edge) ? loopMargin(loopsOf.get(edge.source) ?? 1) : 0;
    return {
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels:
        lines.length > 0
          ? [
              {
                text: edge.label,
                width: linesWidth(lines) + 8 + 2 * margin,
                height: linesHeight(lines) + 4 + 2 * margin,
              },
            ]
          : [],
    };
  });
}

async function layoutOnce(
  graph: MachineGraph,
  options: ChartOptions,
  direction: 'DOWN' | 'RIGHT',
): Promise<DiagramLayout> {
  const across = direction === 'DOWN' ? 'RIGHT' : 'DOWN';
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const headers = new Map(graph.states.map((state) => [state.id, headerLines(state, options)]));
  const headerOf = (state: StateBox) => headers.get(state.id) ?? [];
  const toElk = (state: StateBox): ElkNode => {
    const header = headerOf(state);
    if (state.childIds.length === 0) return { id: state.id, ...leafSize(state, header) };
    return {
      id: state.id,
      layoutOptions: {
        'elk.padding': `[top=${headerHeightOf(header) + 8},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
        // Regions of a parallel state side by side, the steps of a compound state top to bottom.
        'elk.direction': state.kind === 'parallel' ? across : direction,
        ...SPACING,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${leafSize(state, header).width}, ${headerHeightOf(header) + 24})`,
      },
      children: state.childIds.map((id) => toElk(byId.get(id) as StateBox)),
    };
  };
  const labels = labelsOf(graph.edges, options);
  const edges = elkEdges(graph.edges, labels);
  // The machine's root is a box of its own inside the drawing, since it has transitions too.
  const laidOut: ElkNode = await elk.layout({
    id: DRAWING_ID,
    children: [toElk(byId.get(graph.rootId) as StateBox)],
    layoutOptions: {
      'elk.padding': '[top=4,left=4,bottom=4,right=4]',
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      ...SPACING,
      'elk.edgeLabels.placement': 'CENTER',
    },
    edges,
  });

  const states: PlacedState[] = [];
  const origin = new Map<string, { x: number; y: number }>();
  const place = (node: ElkNode, offsetX: number, offsetY: number, depth: number) => {
    const x = offsetX + (node.x ?? 0);
    const y = offsetY + (node.y ?? 0);
    origin.set(node.id, { x, y });
    const state = byId.get(node.id) as StateBox;
    const header = headerOf(state);
    states.push({
      ...state,
      x,
      y,
      width: node.width ?? 0,
      height: node.height ?? 0,
      depth,
      header,
      headerHeight: headerHeightOf(header),
    });
    for (const child of node.children ?? []) place(child, x, y, depth + 1);
  };
  origin.set(DRAWING_ID, { x: 0, y: 0 });
  for (const child of laidOut.children ?? []) place(child, 0, 0, 0);

  // Edge coordinates are relative to the node ELK names as the edge's container.
  const edgeById = new Map(graph.edges.map((edge) => [edge.id, edge]));
  const placedEdges: PlacedEdge[] = [];
  const collect = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const container = origin.get(edge.container ?? node.id) ?? { x: 0, y: 0 };
      const shift = (point: { x: number; y: number }) => ({
        x: point.x + container.x,
        y: point.y + container.y,
      });
      const section = edge.sections?.[0];
      const label = edge.labels?.[0];
      placedEdges.push({
        ...(edgeById.get(edge.id) as TransitionEdge),
        points: section
          ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift)
          : [],
        labelBox: label
          ? {
              ...shift({ x: label.x ?? 0, y: label.y ?? 0 }),
              width: label.width ?? 0,
              height: label.height ?? 0,
            }
          : null,
        labelLines: labels.get(edge.id) ?? [],
      });
    }
    for (const child of node.children ?? []) collect(child);
  };
  collect(laidOut);
  return {
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
    states,
    edges: withLoopsRouted(states, placedEdges, labels),
    options,
  };
}
