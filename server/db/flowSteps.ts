import {
  DAILY_COUNTS_KEPT_MONTHS,
  type FlowStepReport,
  RAW_STEPS_KEPT_DAYS,
  TIME_BUCKET_BOUNDS_MS,
  timeBucket,
} from '../../contract/flowEvents.ts';
import type { Database, Queryable } from './database.ts';

// Visitors' steps (migration 007): the raw steps of one visit, for funnels, and the daily counts
// every other figure is read from. Docs: docs/server.md, "Visitors' steps"; docs/decisions/0130.

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

/**
 * Stores one visit's batch whole or not at all: its raw steps, and the day's counts of transitions,
 * of times in states and of where the visit's flows now end, each added in one statement.
 */
export async function storeFlowSteps(
  db: Database,
  visit: string,
  steps: readonly FlowStepReport[],
  now: Date,
): Promise<void> {
  const day = utcDay(now);
  const transitions = new Tally();
  const times = new Tally();
  const lastTo = new Map<string, string>();
  for (const step of steps) {
    transitions.add([step.flow, step.from, step.event, step.to], 1);
    times.add([step.flow, step.from, String(timeBucket(step.ms))], 1);
    lastTo.set(step.flow, step.to);
  }
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [VISIT_LOCK_SPACE, visit]);
    const { rows: before } = await tx.query<{ flow: string; to_state: string; day: string }>(
      `SELECT DISTINCT ON (flow) flow, to_state, day::text AS day FROM flow_steps
       WHERE visit = $1 AND flow = ANY($2::text[]) ORDER BY flow, id DESC`,
      [visit, [...lastTo.keys()]],
    );
    const ends = new Tally();
    for (const { flow, to_state, day: endedOn } of before) ends.add([endedOn, flow, to_state], -1);
    for (const [flow, state] of lastTo) ends.add([day, flow, state], 1);

    await tx.query(
      `INSERT INTO flow_steps (visit, flow, day, from_state, event, to_state)
       SELECT $1, s.flow, $2::date, s.from_state, s.event, s.to_state
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS s(flow, from_state, event, to_state, n)
       ORDER BY s.n`,
      [
        visit,
        day,
        steps.map((step) => step.flow),
        steps.map((step) => step.from),
        steps.map((step) => step.event),
        steps.map((step) => step.to),
      ],
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
    if (ends.size > 0)
      await tx.query(
        `INSERT INTO flow_end_days AS t (day, flow, state, count)
         SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::bigint[])
         ON CONFLICT (flow, day, state) DO UPDATE SET count = t.count + EXCLUDED.count`,
        ends.columns(3),
      );
  });
}

export interface FlowCounts {
  transitions: { from: string; event: string; to: string; count: number }[];
  /** Per state, the count of times in each bucket. */
  times: Map<string, number[]>;
  ended: Map<string, number>;
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

/**
 * The visits that reached each state of `path` in order over the raw steps of a period: a visit
 * reaches a state when a step leaves or enters it or a state inside it. Each state's point is the
 * first after the previous state's.
 */
export async function readFunnel(
  db: Queryable,
  flow: string,
  from: string,
  to: string,
  path: readonly string[],
): Promise<number[]> {
  const reached = (alias: string, param: number) =>
    `(${alias}.state = $${param} OR left(${alias}.state, length($${param}) + 1) = $${param} || '.')`;
  const steps = path.map((_, index) =>
    index === 0
      ? `r0 AS (SELECT p.visit, min(p.pos) AS pos FROM points p WHERE ${reached('p', 4)} GROUP BY p.visit)`
      : `r${index} AS (SELECT p.visit, min(p.pos) AS pos FROM points p
         JOIN r${index - 1} AS r ON r.visit = p.visit AND p.pos > r.pos
         WHERE ${reached('p', 4 + index)} GROUP BY p.visit)`,
  );
  const { rows } = await db.query<Record<string, string>>(
    `WITH period AS (SELECT * FROM flow_steps WHERE flow = $1 AND day BETWEEN $2::date AND $3::date),
     points AS (
       SELECT visit, id * 2 AS pos, from_state AS state FROM period
       UNION ALL SELECT visit, id * 2 + 1, to_state FROM period
     ),
     ${steps.join(',\n')}
     SELECT ${path.map((_, index) => `(SELECT count(*) FROM r${index})::text AS s${index}`).join(', ')}`,
    [flow, from, to, ...path],
  );
  const row = rows[0] ?? {};
  return path.map((_, index) => Number(row[`s${index}`] ?? 0));
}

/** The first day whose raw steps are still kept, on `today`. */
export const firstRawStepDay = (today: string) => daysBefore(today, RAW_STEPS_KEPT_DAYS - 1);

/** The first day whose daily counts are still kept, on `today`: the same day 13 months before. */
export function firstCountDay(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() - DAILY_COUNTS_KEPT_MONTHS);
  return utcDay(day);
}

/** Deletes raw steps older than 30 days and daily counts older than 13 months; returns the rows deleted. */
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
  await purge('flow_steps', firstRawStepDay(today));
  for (const table of ['flow_transition_days', 'flow_time_days', 'flow_end_days'])
    await purge(table, firstCountDay(today));
  return deleted;
}
