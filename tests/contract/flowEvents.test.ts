import { describe, expect, it } from 'vitest';
import {
  dayCount,
  flowEventsBatchSchemaFor,
  flowStatsQuerySchema,
  MAX_FUNNEL_STATES,
  MAX_STATS_DAYS,
  SMALLEST_SHOWN_COUNT,
  STEP_MS_CAP,
  shownCount,
  stepMs,
  TIME_BUCKET_BOUNDS_MS,
  timeBucket,
} from '../../contract/flowEvents';
import { FLOW_GRAPH, type FlowGraph, flowInWords } from '../../contract/flowGraph';

// What a visitor's tab reports of its flows and what staff may ask of the counts: the times as they
// are sent and bucketed, the batch's checks against a graph, the questions refused with their words.

describe('the time in a state', () => {
  it('is sent rounded to 100 ms, never negative and at most 30 minutes', () => {
    expect(stepMs(0)).toBe(0);
    expect(stepMs(149)).toBe(100);
    expect(stepMs(150)).toBe(200);
    expect(stepMs(1_234)).toBe(1_200);
    expect(stepMs(-300)).toBe(0);
    expect(stepMs(STEP_MS_CAP - 40)).toBe(STEP_MS_CAP);
    expect(stepMs(2 * STEP_MS_CAP)).toBe(STEP_MS_CAP);
  });

  it('is counted in the first bucket whose upper bound holds it', () => {
    expect(timeBucket(0)).toBe(0);
    expect(timeBucket(100)).toBe(1);
    expect(timeBucket(101)).toBe(2);
    expect(timeBucket(1_000)).toBe(TIME_BUCKET_BOUNDS_MS.indexOf(1_000));
    expect(timeBucket(STEP_MS_CAP)).toBe(TIME_BUCKET_BOUNDS_MS.length - 1);
  });

  it('beyond the last bound is counted in the last bucket', () => {
    expect(timeBucket(STEP_MS_CAP + 1)).toBe(TIME_BUCKET_BOUNDS_MS.length - 1);
  });
});

describe('dayCount', () => {
  it('counts both days of a period', () => {
    expect(dayCount('2030-01-01', '2030-01-01')).toBe(1);
    expect(dayCount('2030-01-01', '2030-01-07')).toBe(7);
    expect(dayCount('2030-12-25', '2031-01-05')).toBe(12);
  });
});

describe('shownCount', () => {
  it('gives none and counts from 5 up as they are, and 1 to 4 as "fewer than 5"', () => {
    expect(shownCount(0)).toBe(0);
    expect(shownCount(1)).toEqual({ fewerThan: SMALLEST_SHOWN_COUNT });
    expect(shownCount(SMALLEST_SHOWN_COUNT - 1)).toEqual({ fewerThan: SMALLEST_SHOWN_COUNT });
    expect(shownCount(SMALLEST_SHOWN_COUNT)).toBe(SMALLEST_SHOWN_COUNT);
    expect(shownCount(120)).toBe(120);
  });
});

const graph: FlowGraph = {
  flows: {
    demo: {
      name: 'Demo dialog',
      states: ['demo.closed', 'demo.open'],
      transitions: {
        'demo.closed': { 'demo.open': ['demo.open'] },
        'demo.open': { 'demo.close': ['demo.closed'] },
      },
    },
  },
};
const opened = { flow: 'demo', from: 'demo.closed', event: 'demo.open', to: 'demo.open', ms: 300 };
const closed = { flow: 'demo', from: 'demo.open', event: 'demo.close', to: 'demo.closed', ms: 1_200 };

describe('a batch of steps', () => {
  const batchSchema = flowEventsBatchSchemaFor(graph);
  const visit = 'tab_visit-0123456789';

  it('takes steps the flow can take', () => {
    expect(batchSchema.safeParse({ visit, events: [opened, closed] }).success).toBe(true);
  });

  it('names each step its flow cannot take, by its place in the batch and its field', () => {
    const result = batchSchema.safeParse({
      visit,
      events: [opened, { ...closed, to: 'demo.gone' }, { ...opened, event: 'demo.close' }],
    });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['events', 1, 'to'], message: 'events[1].to: the demo dialog flow has no state "demo.gone"' },
      {
        path: ['events', 2, 'event'],
        message: 'events[2].event: the demo dialog flow cannot leave demo.closed on demo.close',
      },
    ]);
  });
});

const [flowName, flow] = Object.entries(FLOW_GRAPH.flows)[0] ?? [];
if (!flowName || !flow || flow.states.length < 2)
  throw new Error('The flow graph holds no flow of two states');
const [first = '', second = ''] = flow.states;

/** The field and message of each refusal of a stats question, none when it is taken. */
function refusals(query: Record<string, string>): string[] {
  const result = flowStatsQuerySchema.safeParse({ flow: flowName, ...query });
  return result.success
    ? []
    : result.error.issues.map(({ path, message }) => `${path.join('.')}: ${message}`);
}

describe('a question for the counts', () => {
  it('takes a period in days, or from and to', () => {
    expect(refusals({ days: '7' })).toEqual([]);
    expect(refusals({ from: '2030-01-01', to: '2030-01-31' })).toEqual([]);
  });

  it('refuses a flow the graph does not have, naming it', () => {
    expect(flowStatsQuerySchema.safeParse({ flow: 'payroll', days: '7' }).error?.issues[0]?.message).toBe(
      'no flow is called "payroll"',
    );
  });

  it('refuses days with either end of a period', () => {
    expect(refusals({ days: '7', from: '2030-01-01' })).toEqual([
      'days: Give days, or from and to, not both',
    ]);
    expect(refusals({ days: '7', to: '2030-01-01' })).toEqual(['days: Give days, or from and to, not both']);
  });

  it('refuses a question without a whole period', () => {
    const missing = 'days: Give days (7, 30 or 90), or from and to';
    expect(refusals({})).toEqual([missing]);
    expect(refusals({ from: '2030-01-01' })).toEqual([missing]);
    expect(refusals({ to: '2030-01-01' })).toEqual([missing]);
  });

  it('takes a period of one day and refuses one that ends before it starts', () => {
    expect(refusals({ from: '2030-01-10', to: '2030-01-10' })).toEqual([]);
    expect(refusals({ from: '2030-01-10', to: '2030-01-09' })).toEqual(['from: from must not be after to']);
  });

  it(`takes a period of ${MAX_STATS_DAYS} days and refuses a longer one`, () => {
    expect(refusals({ from: '2030-01-01', to: '2031-02-04' })).toEqual([]);
    expect(refusals({ from: '2030-01-01', to: '2031-02-05' })).toEqual([
      `from: A period spans at most ${MAX_STATS_DAYS} days`,
    ]);
  });

  it(`takes a funnel of 2 to ${MAX_FUNNEL_STATES} of the flow's states`, () => {
    expect(refusals({ days: '7', path: `${first},${second}` })).toEqual([]);
    const longest = Array.from({ length: MAX_FUNNEL_STATES }, (_, index) => (index % 2 ? second : first));
    expect(refusals({ days: '7', path: longest.join(',') })).toEqual([]);
  });

  it('refuses a funnel of one state or of too many', () => {
    const size = `path: A funnel names 2 to ${MAX_FUNNEL_STATES} states, separated by commas`;
    expect(refusals({ days: '7', path: first })).toEqual([size]);
    expect(
      refusals({
        days: '7',
        path: Array(MAX_FUNNEL_STATES + 1)
          .fill(first)
          .join(','),
      }),
    ).toEqual([size]);
  });

  it('names each state of a funnel the flow does not have', () => {
    expect(refusals({ days: '7', path: `${first},paid,${second},gone` })).toEqual([
      `path: path: ${flowInWords(flow)} has no state "paid"`,
      `path: path: ${flowInWords(flow)} has no state "gone"`,
    ]);
  });

  it('reads no funnel of a flow the graph does not have', () => {
    expect(
      flowStatsQuerySchema.safeParse({ flow: 'payroll', days: '7', path: 'a' }).error?.issues,
    ).toHaveLength(1);
  });
});
