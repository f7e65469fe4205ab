import type { DiagramLayout } from './layout';

/**
 * The compound state to close so that a chart too large to read at Fit gets smaller: the largest
 * open group where the flow is not, else the innermost group where it is (a closed group still says
 * "Now: …", and its outer steps stay readable). Never the machine's own box, nor a group in `kept`
 * (those the person opened) or around one; none when all others are closed.
 */
export function statesToClose(
  layout: DiagramLayout,
  active: ReadonlySet<string>,
  kept: ReadonlySet<string> = new Set(),
): string[] {
  // Closing a group around a kept one would hide it too.
  const holdsKept = (id: string) => [...kept].some((inner) => inner === id || inner.startsWith(`${id}.`));
  const open = layout.states.filter(
    (state) => state.parentId !== null && state.childIds.length > 0 && !holdsKept(state.id),
  );
  const bySize = (a: (typeof open)[number], b: (typeof open)[number]) =>
    b.width * b.height - a.width * a.height;
  const idle = open.filter((state) => !active.has(state.id)).sort(bySize);
  const busy = open.filter((state) => active.has(state.id)).sort((a, b) => b.depth - a.depth || bySize(a, b));
  const next = idle[0] ?? busy[0];
  return next ? [next.id] : [];
}

export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How far a self-loop drawn without a route reaches right of its box (`loopPath`). */
export const LOOP_REACH = 18;
/** How far a start mark reaches left of its box (`StateShape`). */
export const START_REACH = 18;
/** Room for a line's width and an arrow's head around a point of a route. */
const STROKE_ROOM = 6;

/**
 * Everything the drawing paints: boxes, start marks, routes (ELK may route an arrow outside the
 * size it reports), loops and labels. Fit frames this, so no line or arrow is left off the canvas.
 */
export function drawingBounds(layout: DiagramLayout): Bounds {
  const bounds: Bounds = { left: 0, top: 0, right: layout.width, bottom: layout.height };
  const take = (left: number, top: number, right: number, bottom: number) => {
    bounds.left = Math.min(bounds.left, left);
    bounds.top = Math.min(bounds.top, top);
    bounds.right = Math.max(bounds.right, right);
    bounds.bottom = Math.max(bounds.bottom, bottom);
  };
  const byId = new Map(layout.states.map((state) => [state.id, state]));
  for (const state of layout.states) {
    const startMark = state.initial && state.parentId && !state.region ? START_REACH : 0;
    take(state.x - startMark, state.y, state.x + state.width, state.y + state.height);
  }
  for (const edge of layout.edges) {
    for (const point of edge.points)
      take(point.x - STROKE_ROOM, point.y - STROKE_ROOM, point.x + STROKE_ROOM, point.y + STROKE_ROOM);
    const source = byId.get(edge.source);
    if (edge.points.length < 2 && source)
      take(source.x, source.y, source.x + source.width + LOOP_REACH, source.y + source.height);
    const label = edge.labelBox;
    if (label) take(label.x, label.y, label.x + label.width, label.y + label.height);
  }
  return bounds;
}
