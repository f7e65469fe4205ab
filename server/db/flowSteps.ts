import {
  DAILY_COUNTS_KEPT_MONTHS,
  type FlowStepReport,
  TIME_BUCKET_BOUNDS_MS,
  timeBucket,
  VISITS_KEPT_DAYS,
} from '../../contract/flowEvents.ts';
import type { Database, Queryable } from './database.ts';
import { groupCommit } from './groupCommit.ts';

// Visitors' steps (migration 006): each visit's way through a flow (with its id, 30 days), and the
// daily counts every figure is read from. Docs: docs/server.md, "Visitors' steps"; docs/decisions/0130.

/** Advisory-lock space of the visits: one visit's batches are stored one after the other. */
const VISIT_LOCK_SPACE = 4_257_007;

/** The UTC day of a moment, YYYY-MM-DD. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The UTC day `days` before (negative: after) the given one. */
export function daysBefore(day: string, days: number): string {
  return utcDay(new Date(Date.parse(day) - days * 86_400_000));
}

/** Counts added per key; the keys sorted, so two transactions touch shared rows in one order (no deadlock). */
class Tally {
  private readonly counts = new Map<string, number>();
  add(key: string[], amount: number): void {
    const joined = key.join('\u0000');
    this.counts.set(joined, (this.counts.get(joined) ?? 0) + amount);
  }
  /** One array per key part, then the counts: unnest's columns. Zero sums are left out. */
  columns(parts: number): unknown[][] {
    const rows = [...this.counts].filter(([, count]) => count !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
    const columns: unknown[][] = Array.from({ length: parts + 1 }, () => []);
    for (const [key, count] of rows) {
      key.split('\u0000').forEach((part, index) => {
        columns[index]?.push(part);
      });
      columns[parts]?.push(count);
    }
    return columns;
  }
  get size(): number {
    return this.counts.size;
  }
}

/** A way keeps at most this many states: a visit looping longer is counted on, its way no longer grows. */
export const MAX_WAY_STATES = 500;
const WAY_SEPARATOR = '\n';

/** The way extended by the states a step leaves and enters, a state repeated at once written once. */
function extendWay(way: string[], steps: readonly FlowStepReport[]): string[] {
  const extended = [...way];
  for (const step of steps)
    for (const state of [step.from, step.to])
      if (extended.at(-1) !== state && extended.length < MAX_WAY_STATES) extended.push(state);
  return extended;
}

/** One visit's batch of steps, as POST /api/flow-events receives it. */
export interface VisitSteps {
  visit: string;
  steps: readonly FlowStepReport[];
}

/**
 * Stores visits' batches in one transaction, whole or not at all: each visit's way through each flow
 * extended, and the day's counts of transitions, of times in states, and of where and by which way
 * the visits' flows now end (each count moved from what the visit's previous batch said), each table
 * written in one statement. Two batches of one visit count as one longer batch, in their order.
 */
export async function storeFlowSteps(db: Database, batches: readonly VisitSteps[], now: Date): Promise<void> {
  const day = utcDay(now);
  const transitions = new Tally();
  const times = new Tally();
  /** Per visit and flow (joined by NUL), that visit's steps in the flow in arrival order. */
  const stepsOf = new Map<string, FlowStepReport[]>();
  for (const { visit, steps } of batches)
    for (const step of steps) {
      transitions.add([step.flow, step.from, step.event, step.to], 1);
      times.add([step.flow, step.from, String(timeBucket(step.ms))], 1);
      const key = `${visit}\u0000${step.flow}`;
      const flowSteps = stepsOf.get(key);
      if (flowSteps) flowSteps.push(step);
      else stepsOf.set(key, [step]);
    }
  const visitIds = [...new Set(batches.map((batch) => batch.visit))].sort();
  await db.transaction(async (tx) => {
    // Each visit's batches one after the other, across instances; locked in one order, so two
    // writes sharing visits never wait on each other in a circle.
    await tx.query(
      `SELECT pg_advisory_xact_lock($1, locks.key)
       FROM (SELECT DISTINCT hashtext(v) AS key FROM unnest($2::text[]) AS v ORDER BY key) AS locks`,
      [VISIT_LOCK_SPACE, visitIds],
    );
    const { rows: before } = await tx.query<{
      visit: string;
      flow: string;
      way: string;
      last_state: string;
      day: string;
    }>(
      'SELECT visit, flow, way, last_state, day::text AS day FROM flow_visits WHERE visit = ANY($1::text[])',
      [visitIds],
    );
    const previous = new Map(before.map((row) => [`${row.visit}\u0000${row.flow}`, row]));
    const ways = new Tally();
    const ends = new Tally();
    const visits: string[][] = [[], [], [], []];
    for (const [key, flowSteps] of stepsOf) {
      const [visit = '', flow = ''] = key.split('\u0000');
      const old = previous.get(key);
      const oldWay = old ? old.way.split(WAY_SEPARATOR) : [];
      const way = extendWay(oldWay, flowSteps).join(WAY_SEPARATOR);
      if (old) {
        ways.add([old.day, flow, old.way], -1);
        ends.add([old.day, flow, old.last_state], -1);
      }
      const lastState = flowSteps.at(-1)?.to ?? '';
      ways.add([day, flow, way], 1);
      ends.add([day, flow, lastState], 1);
      for (const [index, value] of [visit, flow, way, lastState].entries()) visits[index]?.push(value);
    }
    await tx.query(
      `INSERT INTO flow_visits (visit, flow, day, way, last_state)
       SELECT f.visit, f.flow, $1::date, f.way, f.last_state
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS f(visit, flow, way, last_state)
       ON CONFLICT (visit, flow) DO UPDATE SET day = EXCLUDED.day, way = EXCLUDED.way, last_state = EXCLUDED.last_state`,
      [day, ...visits],
    );
    await tx.query(
      `INSERT INTO flow_transition_days AS t (day, flow, from_state, event, to_state, count)
       SELECT $1::date, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[])
       ON CONFLICT (flow, day, from_state, event, to_state) DO UPDATE SET count = t.count + EXCLUDED.count`,
      [day, ...transitions.columns(4)],
    );
    await tx.query(
      `INSERT INTO flow_time_days AS t (day, flow, state, bucket, count)
       SELECT $1::date, * FROM unnest($2::text[], $3::text[], $4::smallint[], $5::bigint[])
       ON CONFLICT (flow, day, state, bucket) DO UPDATE SET count = t.count + EXCLUDED.count`,
      [day, ...times.columns(3)],
    );
    for (const [table, tally, key] of [
      ['flow_way_days', ways, 'way'],
      ['flow_end_days', ends, 'state'],
    ] as const)
      if (tally.size > 0)
        await tx.query(
          `INSERT INTO ${table} AS t (day, flow, ${key}, count)
           SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::bigint[])
           ON CONFLICT (flow, day, ${key}) DO UPDATE SET count = t.count + EXCLUDED.count`,
          tally.columns(3),
        );
  });
}

/** The most batches one write stores: a flood's transaction stays short. */
export const MAX_BATCHES_PER_WRITE = 100;

/** Stores batches by group commit: under load one transaction holds many visits' batches. */
export function flowStepWriter(db: Database, now: () => Date): (batch: VisitSteps) => Promise<void> {
  return groupCommit<VisitSteps, undefined>(async (batches) => {
    await storeFlowSteps(db, batches, now());
    return batches.map(() => undefined);
  }, MAX_BATCHES_PER_WRITE);
}

export interface FlowCounts {
  transitions: { from: string; event: string; to: string; count: number }[];
  /** Per state, the count of times in each bucket. */
  times: Map<string, number[]>;
  ended: Map<string, number>;
}

/** Whether any visitor's step is stored: a server with none yet can be shown simulated visitors. */
export async function hasFlowSteps(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ stored: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM flow_transition_days) AS stored',
  );
  return rows[0]?.stored === true;
}

/** The daily counts of a flow summed over a period (both days included). */
export async function readFlowCounts(
  db: Queryable,
  flow: string,
  from: string,
  to: string,
): Promise<FlowCounts> {
  const params = [flow, from, to];
  const period = 'flow = $1 AND day BETWEEN $2::date AND $3::date';
  const [transitions, times, ended] = await Promise.all([
    db.query<{ from_state: string; event: string; to_state: string; count: string }>(
      `SELECT from_state, event, to_state, sum(count)::text AS count FROM flow_transition_days
       WHERE ${period} GROUP BY from_state, event, to_state`,
      params,
    ),
    db.query<{ state: string; bucket: number; count: string }>(
      `SELECT state, bucket, sum(count)::text AS count FROM flow_time_days WHERE ${period} GROUP BY state, bucket`,
      params,
    ),
    db.query<{ state: string; count: string }>(
      `SELECT state, sum(count)::text AS count FROM flow_end_days WHERE ${period} GROUP BY state`,
      params,
    ),
  ]);
  const buckets = new Map<string, number[]>();
  for (const row of times.rows) {
    const counts = buckets.get(row.state) ?? TIME_BUCKET_BOUNDS_MS.map(() => 0);
    counts[row.bucket] = Number(row.count);
    buckets.set(row.state, counts);
  }
  return {
    transitions: transitions.rows.map((row) => ({
      from: row.from_state,
      event: row.event,
      to: row.to_state,
      count: Number(row.count),
    })),
    times: buckets,
    ended: new Map(ended.rows.map((row) => [row.state, Number(row.count)])),
  };
}

/** Whether being in `state` is being in `target`: it is the target or a state inside it. */
const isWithin = (state: string, target: string) => state === target || state.startsWith(`${target}.`);

/** How many states of `path` a way reaches in order, each at a later state of the way than the one before. */
export function funnelDepth(way: readonly string[], path: readonly string[]): number {
  let depth = 0;
  for (const state of way) {
    const next = path[depth];
    if (next === undefined) break;
    if (isWithin(state, next)) depth++;
  }
  return depth;
}

/**
 * The visits that reached each state of `path` in order in a period (by the day of their latest
 * step): a visit reaches a state when its way passes through it or a state inside it. Read from the
 * visits per way, each distinct way matched once.
 */
export async function readFunnel(
  db: Queryable,
  flow: string,
  period: { from: string; to: string },
  path: readonly string[],
): Promise<number[]> {
  const { rows } = await db.query<{ way: string; count: string }>(
    `SELECT way, sum(count)::text AS count FROM flow_way_days
     WHERE flow = $1 AND day BETWEEN $2::date AND $3::date GROUP BY way`,
    [flow, period.from, period.to],
  );
  const reached = path.map(() => 0);
  for (const { way, count } of rows) {
    const depth = funnelDepth(way.split(WAY_SEPARATOR), path);
    for (let index = 0; index < depth; index++) reached[index] = (reached[index] ?? 0) + Number(count);
  }
  return reached;
}

/** The first day whose visits (with their ids) are still kept, on `today`. */
export const firstVisitDay = (today: string) => daysBefore(today, VISITS_KEPT_DAYS - 1);

/** The first day whose daily counts are still kept, on `today`: the same day 13 months before. */
export function firstCountDay(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() - DAILY_COUNTS_KEPT_MONTHS);
  return utcDay(day);
}

/** Deletes visits whose latest step is older than 30 days and daily counts older than 13 months; returns the rows deleted. */
export async function purgeFlowSteps(db: Queryable, now: Date): Promise<number> {
  const today = utcDay(now);
  let deleted = 0;
  const purge = async (table: string, firstKept: string) => {
    const { rows } = await db.query<{ deleted: string }>(
      `WITH gone AS (DELETE FROM ${table} WHERE day < $1::date RETURNING 1) SELECT count(*)::text AS deleted FROM gone`,
      [firstKept],
    );
    deleted += Number(rows[0]?.deleted ?? 0);
  };
  await purge('flow_visits', firstVisitDay(today));
  for (const table of ['flow_transition_days', 'flow_time_days', 'flow_end_days', 'flow_way_days'])
    await purge(table, firstCountDay(today));
  return deleted;
}
