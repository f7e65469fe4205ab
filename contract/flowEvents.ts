import { FLOW_GRAPH, type FlowGraph, flowInWords, stepProblem } from './flowGraph.ts';
import { z } from './zod.ts';

// What visitors' flows report (POST /api/flow-events) and what staff read back (GET /api/flow-stats).
// A step names only the machine's own states and event type and the time spent before it: never the
// context, a payload, anything typed, an address or an account.

/** A visit: a random id one browser tab keeps in sessionStorage, never joined to an account. */
export const VISIT_ID_PATTERN = /^[A-Za-z0-9_-]{16,32}$/;
/** Times in a state are sent rounded to this many milliseconds ... */
export const STEP_MS_ROUNDING = 100;
/** ... and at most this long (30 minutes): a tab left open says nothing about a wait. */
export const STEP_MS_CAP = 30 * 60 * 1000;
/** Steps in one batch; a batch with more is refused whole (413). */
export const MAX_STEPS_PER_BATCH = 200;
/** A funnel names at most this many states. */
export const MAX_FUNNEL_STATES = 10;
/** Below this, a count (or the number of times behind a percentile) is not given: see `fewerThanSchema`. */
export const SMALLEST_SHOWN_COUNT = 5;
/** A visit's way with its id is kept this many days after its latest step; the daily counts much longer. */
export const VISITS_KEPT_DAYS = 30;
/** The daily counts are kept this many months. */
export const DAILY_COUNTS_KEPT_MONTHS = 13;
/** The longest period a reader may ask for: the daily counts kept, 13 months. */
export const MAX_STATS_DAYS = 400;
const DAY_MS = 86_400_000;
/** Days from `from` to `to` (YYYY-MM-DD), both included. */
export const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** The periods a reader picks from, in days up to today. */
export const STATS_PERIODS = ['7', '30', '90'] as const;

/** The time in a state as a step reports it: rounded to STEP_MS_ROUNDING and capped at STEP_MS_CAP. */
export const stepMs = (ms: number) =>
  Math.min(STEP_MS_CAP, Math.max(0, Math.round(ms / STEP_MS_ROUNDING) * STEP_MS_ROUNDING));

/**
 * Upper bounds (ms, inclusive) of the buckets times in a state are counted in, on a log scale: the
 * percentiles of any period are read from the summed buckets, so they are the bucket's upper bound.
 */
export const TIME_BUCKET_BOUNDS_MS = [
  0,
  100,
  200,
  300,
  500,
  700,
  1_000,
  1_500,
  2_000,
  3_000,
  5_000,
  7_000,
  10_000,
  15_000,
  20_000,
  30_000,
  50_000,
  70_000,
  100_000,
  150_000,
  200_000,
  300_000,
  500_000,
  700_000,
  1_000_000,
  1_500_000,
  STEP_MS_CAP,
] as const;

/** The bucket a time falls in: the first whose upper bound holds it. */
export function timeBucket(ms: number): number {
  const index = TIME_BUCKET_BOUNDS_MS.findIndex((bound) => ms <= bound);
  return index === -1 ? TIME_BUCKET_BOUNDS_MS.length - 1 : index;
}

const name = (what: string) => z.string().min(1, `${what} is empty`).max(200, `${what} is too long`);

export const flowStepSchema = z.strictObject({
  flow: name('The flow'),
  from: name('The state'),
  event: name('The event'),
  to: name('The state'),
  ms: z
    .number()
    .int('The time in the state must be whole milliseconds')
    .min(0, 'The time in the state must not be negative')
    .max(STEP_MS_CAP, `The time in the state must be at most ${STEP_MS_CAP} ms (30 minutes)`)
    .multipleOf(STEP_MS_ROUNDING, `The time in the state must be rounded to ${STEP_MS_ROUNDING} ms`),
});
export type FlowStepReport = z.infer<typeof flowStepSchema>;

/** A batch of steps checked against a graph: each names a transition its flow's machine can take. */
export const flowEventsBatchSchemaFor = (graph: FlowGraph) =>
  z
    .strictObject({
      visit: z.string().regex(VISIT_ID_PATTERN, 'The visit must be 16 to 32 letters, digits, - or _'),
      events: z
        .array(flowStepSchema)
        .min(1, 'A batch holds at least one step')
        .max(MAX_STEPS_PER_BATCH, `A batch holds at most ${MAX_STEPS_PER_BATCH} steps`),
    })
    .superRefine((batch, ctx) => {
      batch.events.forEach((step, index) => {
        const problem = stepProblem(graph, step);
        if (problem)
          ctx.addIssue({
            code: 'custom',
            path: ['events', index, problem.field],
            message: `events[${index}].${problem.field}: ${problem.message}`,
          });
      });
    });

export const flowEventsBatchSchema = flowEventsBatchSchemaFor(FLOW_GRAPH);
export type FlowEventsBatch = z.infer<typeof flowEventsBatchSchema>;

export const flowEventsStoredAnswerSchema = z.object({ stored: z.number().int().min(1) });

const isoDay = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

export const flowStatsQuerySchema = z
  .strictObject({
    flow: z.string().refine((flow) => Object.hasOwn(FLOW_GRAPH.flows, flow), {
      error: (issue) => `no flow is called "${String(issue.input)}"`,
    }),
    days: z.enum(STATS_PERIODS, { error: 'days must be 7, 30 or 90' }).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    path: z.string().optional(),
  })
  .superRefine((query, ctx) => {
    if (query.days !== undefined && (query.from !== undefined || query.to !== undefined))
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Give days, or from and to, not both' });
    if (query.days === undefined && (query.from === undefined || query.to === undefined))
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Give days (7, 30 or 90), or from and to' });
    if (query.from !== undefined && query.to !== undefined && query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
    if (query.from !== undefined && query.to !== undefined && dayCount(query.from, query.to) > MAX_STATS_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: `A period spans at most ${MAX_STATS_DAYS} days`,
      });
    const flow = Object.hasOwn(FLOW_GRAPH.flows, query.flow) ? FLOW_GRAPH.flows[query.flow] : undefined;
    if (query.path === undefined || !flow) return;
    const states = query.path.split(',');
    if (states.length < 2 || states.length > MAX_FUNNEL_STATES)
      ctx.addIssue({
        code: 'custom',
        path: ['path'],
        message: `A funnel names 2 to ${MAX_FUNNEL_STATES} states, separated by commas`,
      });
    for (const state of states)
      if (!flow.states.includes(state))
        ctx.addIssue({
          code: 'custom',
          path: ['path'],
          message: `path: ${flowInWords(flow)} has no state "${state}"`,
        });
  });

/** A count below SMALLEST_SHOWN_COUNT (and above 0) is given as this marker, so no visitor stands out. */
export const fewerThanSchema = z.object({ fewerThan: z.literal(SMALLEST_SHOWN_COUNT) });
export const shownCountSchema = z.union([z.number().int().min(0), fewerThanSchema]);
export type ShownCount = z.infer<typeof shownCountSchema>;

/** 0 and counts of at least SMALLEST_SHOWN_COUNT as they are; anything between as "fewer than 5". */
export const shownCount = (count: number): ShownCount =>
  count > 0 && count < SMALLEST_SHOWN_COUNT ? { fewerThan: SMALLEST_SHOWN_COUNT } : count;

export const flowStatsAnswerSchema = z.object({
  flow: z.string(),
  /** The period, both days included (UTC). */
  from: z.string(),
  to: z.string(),
  states: z.array(
    z.object({
      state: z.string(),
      /** Transitions into the state. */
      entries: shownCountSchema,
      /** Visits whose last step in the flow entered this state: where they stopped. */
      ended: shownCountSchema,
      /** Times spent in the state (one per step leaving it), and their median and 90th percentile. */
      time: z.object({
        samples: shownCountSchema,
        /** The upper bound of the bucket holding the percentile; null under SMALLEST_SHOWN_COUNT samples. */
        p50Ms: z.number().int().nullable(),
        p90Ms: z.number().int().nullable(),
      }),
    }),
  ),
  /** The transitions taken in the period (those never taken are left out). */
  transitions: z.array(
    z.object({ from: z.string(), event: z.string(), to: z.string(), count: shownCountSchema }),
  ),
  /**
   * With `path`: the visits (by the day of their latest step) that reached each state of the path in
   * order, each at a later point of their way than the one before; a state counts with those inside it.
   */
  funnel: z.array(z.object({ state: z.string(), visits: shownCountSchema })).optional(),
});
export type FlowStatsAnswer = z.infer<typeof flowStatsAnswerSchema>;
