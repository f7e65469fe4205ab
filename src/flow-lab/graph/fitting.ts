import type { DiagramLayout } from './layout';

/**
 * The compound state to close so that a chart too large to read at Fit gets smaller: the largest
 * open group where the flow is not, else the innermost group where it is (a closed group still says
 * "Now: …", and its outer steps stay readable). Never the machine's own box; none when all are closed.
 */
export function statesToClose(layout: DiagramLayout, active: ReadonlySet<string>): string[] {
  const open = layout.states.filter((state) => state.parentId !== null && state.childIds.length > 0);
  const bySize = (a: (typeof open)[number], b: (typeof open)[number]) =>
    b.width * b.height - a.width * a.height;
  const idle = open.filter((state) => !active.has(state.id)).sort(bySize);
  const busy = open.filter((state) => active.has(state.id)).sort((a, b) => b.depth - a.depth || bySize(a, b));
  const next = idle[0] ?? busy[0];
  return next ? [next.id] : [];
}
