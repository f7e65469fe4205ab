// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allTransitions } from '../../../../machines/coverage/modelWalk';
import { machines } from '../../../../machines/index';
import { signupMachine } from '../../../../machines/signup';
import {
  drawingBounds,
  LOOP_REACH,
  START_REACH,
  statesToClose,
} from '../../../../src/flow-lab/graph/fitting';
import {
  type ChartNumbers,
  type DiagramLayout,
  labelsOf,
  layoutGraph,
  WORDS_ONLY,
} from '../../../../src/flow-lab/graph/layout';
import { machineGraph } from '../../../../src/flow-lab/graph/machineGraph';

const CODE_SENT = 'xstate.done.actor.sendVerifyCode';
type Box = { x: number; y: number; width: number; height: number };
/** Boxes that only touch do not meet: a pixel of rounding is allowed. */
const meet = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

describe('a chart that holds', () => {
  it('names every arrow as the coverage figures name its transition, in every flow', () => {
    for (const entry of machines) {
      const names = new Set(machineGraph(entry.machine).edges.map((edge) => edge.testName));
      expect([...names].sort(), entry.id).toEqual([...new Set(allTransitions(entry.machine))].sort());
    }
  });

  it('frames every route, loop, start mark and label, also beyond the size ELK reports', async () => {
    const layout = await layoutGraph(machineGraph(signupMachine));
    const inside = drawingBounds(layout);
    expect(inside.left).toBeLessThanOrEqual(0);
    expect(inside.right).toBeGreaterThanOrEqual(layout.width);
    const [first, second] = layout.states.filter((state) => state.parentId !== null);
    if (!first || !second) throw new Error('signup has states');
    const edge = layout.edges[0];
    if (!edge) throw new Error('signup has arrows');
    const wide: DiagramLayout = {
      ...layout,
      states: [
        { ...first, x: layout.width - first.width, initial: true },
        { ...second, x: 0 },
      ],
      edges: [
        { ...edge, source: first.id, points: [] },
        {
          ...edge,
          points: [
            { x: 10, y: layout.height + 40 },
            { x: 10, y: 5 },
          ],
          labelBox: null,
        },
      ],
    };
    const bounds = drawingBounds(wide);
    expect(bounds.right).toBe(layout.width + LOOP_REACH);
    expect(bounds.bottom).toBeGreaterThan(layout.height + 40);
    expect(bounds.left).toBe(Math.min(0, layout.width - first.width - START_REACH));
  });

  it('never closes a group the person opened to fit', async () => {
    const layout = await layoutGraph(machineGraph(signupMachine));
    const active = new Set([
      'signup',
      'signup.step1',
      'signup.step1.codeRequest',
      'signup.step1.codeRequest.idle',
    ]);
    const groups = layout.states.filter((state) => state.parentId !== null && state.childIds.length > 0);
    const [largest] = statesToClose(layout, active);
    expect(largest).toBeDefined();
    const kept = new Set([largest as string]);
    expect(statesToClose(layout, active, kept)).not.toContain(largest);
    // Nor the group around an opened one, which would hide it.
    expect(statesToClose(layout, active, new Set(['signup.step1.codeRequest']))).not.toContain(
      'signup.step1',
    );
    expect(statesToClose(layout, active, new Set(groups.map((group) => group.id)))).toEqual([]);
  });

  it("gives each target's arrow of a transition with two targets its own count", () => {
    const graph = machineGraph(signupMachine);
    const sent = graph.edges.filter((edge) => edge.eventType === CODE_SENT);
    expect(sent.map((edge) => edge.target)).toEqual([
      'signup.step1.codeRequest.idle',
      'signup.step1.countdown.running',
    ]);
    const numbers: ChartNumbers = {
      state: () => null,
      arrow: (edge) => ({ line: `to ${edge.target}`, weight: 1, says: '' }),
    };
    const counted = labelsOf(graph.edges, { ...WORDS_ONLY, numbers });
    const [toIdle, toCountdown] = sent.map((edge) => counted.get(edge.id) ?? []);
    expect(toIdle?.map((line) => line.tone)).toContain('trigger');
    expect(toIdle?.filter((line) => line.tone === 'figure').map((line) => line.text)).toEqual([
      'to signup.step1.codeRequest.idle',
    ]);
    expect(toCountdown).toEqual([{ text: 'to signup.step1.countdown.running', tone: 'figure' }]);
    // Without numbers the transition is named once.
    const words = labelsOf(graph.edges, WORDS_ONLY);
    expect(words.get(sent[1]?.id ?? '')).toEqual([]);
  });

  it('routes no line through a label not its own and sets no label on another, in any flow', async () => {
    const faults: string[] = [];
    for (const entry of machines) {
      const layout = await layoutGraph(machineGraph(entry.machine));
      const labelled = layout.edges.filter((edge) => edge.labelBox);
      for (const [index, edge] of labelled.entries())
        for (const other of labelled.slice(index + 1))
          if (meet(edge.labelBox as Box, other.labelBox as Box))
            faults.push(`label of ${edge.id} on label of ${other.id}`);
      for (const edge of layout.edges)
        for (const other of labelled) {
          if (other.transitionId === edge.transitionId) continue;
          const through = edge.points.slice(1).some((end, index) => {
            const start = edge.points[index] ?? end;
            const segment = {
              x: Math.min(start.x, end.x),
              y: Math.min(start.y, end.y),
              width: Math.abs(end.x - start.x),
              height: Math.abs(end.y - start.y),
            };
            // A line is as thin as a point: grow it by the pixel \`meet\` forgives.
            return meet(
              { x: segment.x - 1, y: segment.y - 1, width: segment.width + 2, height: segment.height + 2 },
              other.labelBox as Box,
            );
          });
          if (through) faults.push(`line of ${edge.id} through label of ${other.id}`);
        }
    }
    expect(faults).toEqual([]);
  });

  it('draws each branch of one event as its own arrow, saying its condition', async () => {
    const roiEmail = machines.find((entry) => entry.id === 'roiEstimateEmail')?.machine;
    if (!roiEmail) throw new Error('roiEstimateEmail is registered');
    const layout = await layoutGraph(machineGraph(roiEmail));
    const branches = layout.edges.filter(
      (edge) => edge.source === 'roiEstimateEmail.editing' && edge.eventType === 'estimate.send',
    );
    expect(branches.map((edge) => edge.words.guard)).toEqual([
      'only when no e-mail address is typed',
      'only when the text typed is not an e-mail address',
      'otherwise',
    ]);
    for (const edge of branches) {
      const said = edge.labelLines.map((line) => line.text).join(' ');
      expect(said, edge.id).toContain(edge.words.guard);
      expect(edge.points.length, edge.id).toBeGreaterThan(1);
    }
    // The two that stay in the state are two loops, neither drawn over the other.
    const [first, second] = branches.filter((edge) => edge.targetless);
    expect(JSON.stringify(first?.points)).not.toBe(JSON.stringify(second?.points));
    expect(meet(first?.labelBox as Box, second?.labelBox as Box)).toBe(false);
  });
});
