import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { MachineGraph, StateBox, TransitionEdge } from './machineGraph';

/** Sizes the drawing uses; the layout reserves room for them. */
export const DIAGRAM_FONT = {
  family: 'Inter, system-ui, sans-serif',
  titleSize: 13,
  labelSize: 11,
  /** Average advance of a character, as a share of the font size (no canvas in Node to measure). */
  charWidth: 0.6,
} as const;
const TITLE_HEIGHT = 28;
const LINE_HEIGHT = 16;
const PADDING = 12;
const MIN_WIDTH = 96;
const TOGGLE_ROOM = 24;

export interface PlacedState extends StateBox {
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
}

export interface PlacedEdge extends TransitionEdge {
  /** The route, absolute coordinates, start to end. */
  points: { x: number; y: number }[];
  labelBox: { x: number; y: number; width: number; height: number } | null;
}

export interface DiagramLayout {
  width: number;
  height: number;
  states: PlacedState[];
  edges: PlacedEdge[];
}

const textWidth = (text: string, size: number) => Math.ceil(text.length * size * DIAGRAM_FONT.charWidth);

/** The header of a state box: its name, then one line per invoked actor. */
export function headerHeight(state: StateBox): number {
  return TITLE_HEIGHT + state.invokes.length * LINE_HEIGHT;
}

function leafSize(state: StateBox) {
  const widths = [
    textWidth(state.key, DIAGRAM_FONT.titleSize),
    ...state.invokes.map((actor) => textWidth(`invoke ${actor}`, DIAGRAM_FONT.labelSize)),
  ];
  // A compound state's title shares its line with the collapse button.
  const toggle = state.childIds.length > 0 || state.collapsed ? TOGGLE_ROOM : 0;
  return {
    width: Math.max(MIN_WIDTH, Math.max(...widths) + 2 * PADDING + toggle),
    height: headerHeight(state) + (state.kind === 'final' ? 8 : 10),
  };
}

const elk = new ELK();
const DRAWING_ID = '__drawing';

/** Lays the statechart out with ELK's layered algorithm: nested states inside their parents. */
export async function layoutGraph(graph: MachineGraph): Promise<DiagramLayout> {
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const toElk = (state: StateBox): ElkNode => {
    if (state.childIds.length === 0) return { id: state.id, ...leafSize(state) };
    return {
      id: state.id,
      layoutOptions: {
        'elk.padding': `[top=${headerHeight(state) + 8},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
        // Regions of a parallel state side by side, the steps of a compound state top to bottom.
        'elk.direction': state.kind === 'parallel' ? 'RIGHT' : 'DOWN',
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${leafSize(state).width}, ${headerHeight(state) + 24})`,
      },
      children: state.childIds.map((id) => toElk(byId.get(id) as StateBox)),
    };
  };
  const edges: ElkExtendedEdge[] = graph.edges.map((edge) => ({
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    labels: [
      {
        text: edge.label,
        width: textWidth(edge.label, DIAGRAM_FONT.labelSize) + 8,
        height: LINE_HEIGHT + 2,
      },
    ],
  }));
  // The machine's root is a box of its own inside the drawing, since it has transitions too.
  const laidOut: ElkNode = await elk.layout({
    id: DRAWING_ID,
    children: [toElk(byId.get(graph.rootId) as StateBox)],
    layoutOptions: {
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '28',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '16',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
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
    states.push({
      ...(byId.get(node.id) as StateBox),
      x,
      y,
      width: node.width ?? 0,
      height: node.height ?? 0,
      depth,
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
      });
    }
    for (const child of node.children ?? []) collect(child);
  };
  collect(laidOut);
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, edges: placedEdges };
}
