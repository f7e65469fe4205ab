/**
 * A state's self-loops, routed so that no loop crosses another loop's label. ELK stacks a state's
 * loop labels outward from one side of the box, but draws each outer loop's legs through the labels
 * nearer the box. Here each loop's legs pass beside every label of its side, one leg track further
 * out per loop, and its far side runs through its own label's middle (the label hides it). ELK keeps
 * the room: each loop label is given to it `loopMargin` wider and taller on every side than it is.
 */

export interface Point {
  x: number;
  y: number;
}
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Loop {
  id: string;
  /** ELK's route: start on the box, end on the box. */
  points: Point[];
  /** The label's room as ELK placed it, margins included. */
  room: Box;
}

/** Between two legs side by side. */
const LEG_GAP = 8;
/** How close to a corner of the box a leg may still start on its face. */
const CORNER = 6;
/** How far below a face's corner a leg that starts on the next face starts (then one gap more per loop). */
const SIDE_DEPTH = 8;
/** How near another arrow's end a leg may start. */
const PORT_ROOM = 5;

/** The margin a loop label needs around it when its state has `loops` labelled loops. */
export const loopMargin = (loops: number) => LEG_GAP * loops + 2;

type Side = 'north' | 'south' | 'west' | 'east';

function sideOf(state: Box, room: Box): Side {
  const [cx, cy] = [room.x + room.width / 2, room.y + room.height / 2];
  if (cy <= state.y) return 'north';
  if (cy >= state.y + state.height) return 'south';
  return cx <= state.x ? 'west' : 'east';
}

/**
 * Coordinates with the loops' side turned to face up: `along` the face, `out` away from it (0 on the
 * face, negative inside the box).
 */
function frameOf(state: Box, side: Side) {
  const vertical = side === 'north' || side === 'south';
  const face =
    side === 'north'
      ? state.y
      : side === 'south'
        ? state.y + state.height
        : side === 'west'
          ? state.x
          : state.x + state.width;
  const outward = side === 'north' || side === 'west' ? -1 : 1;
  return {
    alongMin: vertical ? state.x : state.y,
    alongMax: vertical ? state.x + state.width : state.y + state.height,
    toPoint: (along: number, out: number): Point =>
      vertical ? { x: along, y: face + outward * out } : { x: face + outward * out, y: along },
    alongOf: (box: Box) =>
      (vertical ? [box.x, box.x + box.width] : [box.y, box.y + box.height]) as [number, number],
    outOf: (box: Box) => outward * ((vertical ? box.y + box.height / 2 : box.x + box.width / 2) - face),
    alongOfPoint: (point: Point) => (vertical ? point.x : point.y),
    outOfPoint: (point: Point) => outward * ((vertical ? point.y : point.x) - face),
  };
}

/**
 * The loops of one state routed anew, each with its label's box without the margins; a loop ELK
 * gave no route keeps none. `ends`: where the state's other arrows meet its box, which a leg keeps off.
 */
export function routeLoops(
  state: Box,
  loops: readonly Loop[],
  ends: readonly Point[] = [],
): Map<string, { points: Point[]; label: Box }> {
  const routed = new Map<string, { points: Point[]; label: Box }>();
  const margin = loopMargin(loops.length);
  const bySide = new Map<Side, Loop[]>();
  for (const loop of loops) {
    const side = sideOf(state, loop.room);
    bySide.set(side, [...(bySide.get(side) ?? []), loop]);
  }
  for (const [side, group] of bySide) {
    const frame = frameOf(state, side);
    const labels = new Map(
      group.map((loop) => [
        loop.id,
        {
          x: loop.room.x + margin,
          y: loop.room.y + margin,
          width: loop.room.width - 2 * margin,
          height: loop.room.height - 2 * margin,
        },
      ]),
    );
    const spans = group.map((loop) => frame.alongOf(labels.get(loop.id) as Box));
    const bandMin = Math.min(...spans.map(([min]) => min));
    const bandMax = Math.max(...spans.map(([, max]) => max));
    const nearestFirst = [...group].sort((a, b) => frame.outOf(a.room) - frame.outOf(b.room));
    for (const [index, loop] of nearestFirst.entries()) {
      const label = labels.get(loop.id) as Box;
      const far = frame.outOf(label);
      const gap = LEG_GAP * (index + 1);
      /** A leg from the box out to the far side, at `along`: from the face, or from the next face. */
      const leg = (along: number): Point[] => {
        if (along >= frame.alongMin + CORNER && along <= frame.alongMax - CORNER)
          return [frame.toPoint(along, 0), frame.toPoint(along, far)];
        const corner = along < frame.alongMin ? frame.alongMin : frame.alongMax;
        const onFace = ends.filter((end) => Math.abs(frame.alongOfPoint(end) - corner) < 1);
        let depth = -(SIDE_DEPTH + LEG_GAP * index);
        while (onFace.some((end) => Math.abs(frame.outOfPoint(end) - depth) < PORT_ROOM)) depth -= PORT_ROOM;
        return [frame.toPoint(corner, depth), frame.toPoint(along, depth), frame.toPoint(along, far)];
      };
      const low = leg(bandMin - gap);
      const high = leg(bandMax + gap);
      // The loop keeps ELK's sense: it leaves on the side its route left.
      const [start] = loop.points;
      const end = loop.points.at(-1);
      const leavesLow = !start || !end || frame.alongOfPoint(start) <= frame.alongOfPoint(end);
      const points = leavesLow ? [...low, ...high.reverse()] : [...high, ...low.reverse()];
      routed.set(loop.id, { points: loop.points.length > 1 ? points : [], label });
    }
  }
  return routed;
}
