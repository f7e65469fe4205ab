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
/**
 * Open: ELK routes a state's loops and a neighbouring arrow across a label of the
 * same state's; these are the crossings the layout has today, in Node's estimated widths.
 */
const KNOWN_CROSSINGS = [
  'authDialog.closed:xstate.after.countdownTick.authDialog.closed:0 through authDialog.closed:auth.countdown.resume:0',
  'googleSignIn.ready:google.error:0 through googleSignIn.ready:google.credential:1',
  'roiEstimateEmail.editing:estimate.send:0 through roiEstimateEmail.editing:estimate.email.change:0',
  'signup.step1.countdown.running:xstate.after.countdownTick.signup.step1.countdown.running:1 through signup.step1.countdown.running:signup.countdown.resume:0',
];

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

  it('routes no line through a label of another transition, in any flow', async () => {
    const crossings: string[] = [];
    for (const entry of machines) {
      const layout = await layoutGraph(machineGraph(entry.machine));
      for (const edge of layout.edges)
        for (const other of layout.edges) {
          const box = other.labelBox;
          if (!box || other.transitionId === edge.transitionId) continue;
          const through = edge.points.slice(1).some((end, index) => {
            const start = edge.points[index] ?? end;
            const [left, right] = [Math.min(start.x, end.x), Math.max(start.x, end.x)];
            const [top, bottom] = [Math.min(start.y, end.y), Math.max(start.y, end.y)];
            return (
              left < box.x + box.width - 1 &&
              right > box.x + 1 &&
              top < box.y + box.height - 1 &&
              bottom > box.y + 1
            );
          });
          if (through) crossings.push(`${edge.transitionId} through ${other.transitionId}`);
        }
    }
    expect(crossings).toEqual(KNOWN_CROSSINGS);
  });
});
